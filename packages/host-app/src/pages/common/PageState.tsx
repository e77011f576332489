// The loading, empty and error states every page area shows, in one voice (a shared chunk in the build).
import type { ReactNode } from 'react'
import './page.css'
import './page-state.css'

/** A polite live region, so a screen reader hears that something is on its way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="page-state page-state--loading" role="status" aria-live="polite">
      <span className="page-fallback__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export interface ErrorStateProps {
  /** A heading for a failure that takes the whole page; a failed part of a page goes without. */
  title?: string
  /** The core's message for the failed load, already in words a pilot reads (rendered as text). */
  message: string
  onRetry?: () => void
  children?: ReactNode
}

/** A failed load: what happened, and what to do next. */
export function ErrorState({ title, message, onRetry, children }: ErrorStateProps) {
  return (
    <div className="page-state page-state--error" role="alert">
      {title ? <h2 className="page-state__title">{title}</h2> : null}
      <p className="page-state__message">{message}</p>
      {children}
      {onRetry ? (
        <button type="button" className="page-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}

/** Nothing to show (yet), and what the crew member can do about it. */
export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="page-state page-state--empty">
      {title ? <h2 className="page-state__title">{title}</h2> : null}
      {children}
    </div>
  )
}
