import type { ReactNode } from 'react'
import '../theme/tokens.css'
import './FooterActions.css'

export interface FooterActionsProps {
  /** Satisfaction Survey: the host runs the survey cookie rules and loads the survey (core survey). */
  onSurvey: () => void
  /** Help: the host opens the help panel. */
  onHelp: () => void
  /** Icons only, e.g. under a collapsed side navigation; the names stay for assistive technology. */
  compact?: boolean
}

/** The footer actions of the layout (R-LAYOUT-6): Satisfaction Survey and Help. */
export function FooterActions({ onSurvey, onHelp, compact = false }: FooterActionsProps): ReactNode {
  return (
    <div
      className={`crew-footer-actions${compact ? ' crew-footer-actions--compact' : ''}`}
      role="group"
      aria-label="Feedback and help"
    >
      <button
        type="button"
        className="crew-footer-actions__button"
        onClick={onSurvey}
        aria-label={compact ? 'Satisfaction Survey' : undefined}
        title={compact ? 'Satisfaction Survey' : undefined}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M8 10.5h8M8 13h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {compact ? null : <span>Satisfaction Survey</span>}
      </button>
      <button
        type="button"
        className="crew-footer-actions__button"
        onClick={onHelp}
        aria-label={compact ? 'Help' : undefined}
        title={compact ? 'Help' : undefined}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          <circle cx="12" cy="16.8" r="1.1" fill="currentColor" />
        </svg>
        {compact ? null : <span>Help</span>}
      </button>
    </div>
  )
}
