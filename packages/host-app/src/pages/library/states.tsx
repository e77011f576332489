import type { ReactNode } from 'react'

/** A polite "loading" line; the page keeps its heading so the crew member knows where they are. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="library-state library-state--loading" role="status">
      <span className="library-state__spinner" aria-hidden="true" />
      {children}
    </p>
  )
}

/** A failed load: what happened, in words, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="library-state library-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="library-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
