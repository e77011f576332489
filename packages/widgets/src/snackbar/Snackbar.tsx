import { useEffect, useRef, useState, type ReactNode } from 'react'
import { SNACKBAR_DURATION_MS, type SnackbarNotice } from './queue.ts'
import '../theme/tokens.css'
import './Snackbar.css'

export interface SnackbarProps {
  /** The queue; the first notice shows, the rest wait their turn. */
  notices: readonly SnackbarNotice[]
  /** The notice's time ran out or the user dismissed it: remove it from the queue. */
  onDismiss: (id: string) => void
  /** How long each notice shows; 4000 ms (R-LAYOUT-7), stories and tests may shorten it. */
  durationMs?: number
  dismissLabel?: string
}

/**
 * Fixed 88 px from the top and 24 px from the right (R-LAYOUT-7). The live region stays in the page
 * even when empty, so screen readers announce each notice as it appears. The timer pauses while
 * the pointer or focus is on the notice (WCAG 2.2.1), and restarts in full when it leaves.
 */
export function Snackbar({
  notices,
  onDismiss,
  durationMs = SNACKBAR_DURATION_MS,
  dismissLabel = 'Dismiss'
}: SnackbarProps): ReactNode {
  const current = notices[0]
  const currentId = current?.id
  // Paused per notice: a dismissed notice takes its focus with it without a blur event.
  const [pausedId, setPausedId] = useState<string>()
  const paused = pausedId !== undefined && pausedId === currentId
  // Read when the timer fires, so an inline callback from the host does not restart the timer.
  const onDismissRef = useRef(onDismiss)
  useEffect(() => {
    onDismissRef.current = onDismiss
  })

  useEffect(() => {
    if (currentId === undefined || paused) return
    const timer = setTimeout(() => onDismissRef.current(currentId), durationMs)
    return () => clearTimeout(timer)
  }, [currentId, paused, durationMs])

  return (
    <div className="crew-snackbar-region" role="status" aria-live="polite">
      {current ? (
        <div
          key={current.id}
          className={`crew-snackbar crew-snackbar--${current.kind ?? 'info'}`}
          onMouseEnter={() => setPausedId(current.id)}
          onMouseLeave={() => setPausedId(undefined)}
          onFocus={() => setPausedId(current.id)}
          onBlur={() => setPausedId(undefined)}
        >
          <span className="crew-snackbar__message">{current.message}</span>
          {current.action ? (
            <button
              type="button"
              className="crew-snackbar__action"
              onClick={() => {
                onDismiss(current.id)
                current.action?.onAction()
              }}
            >
              {current.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="crew-snackbar__dismiss"
            aria-label={dismissLabel}
            onClick={() => onDismiss(current.id)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}
