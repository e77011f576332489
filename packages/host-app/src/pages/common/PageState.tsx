// The loading, empty and error states every page area shows, in one voice (a shared chunk in the build).
import type { PageModel } from '@crew-portal/core'
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

export interface PageLadderProps<T> {
  /** The core's page model. */
  page: PageModel<T>
  /** What the loading state says ("Loading your training…"). */
  loading: string
  /** The heading of a failed load that takes the whole page. */
  errorTitle?: string
  /** Said under the error (what to do without the network, say). */
  errorHelp?: ReactNode
  /** The not-found state; by default the core's message with nothing more. */
  notFound?: (message: string) => ReactNode
  /** The page itself, from what the model says it shows. */
  children: (value: T, page: Extract<PageModel<T>, { status: 'ready' }>) => ReactNode
}

/**
 * The one loading / not found / error / ready ladder of every page: the view only says what each
 * rung looks like; which rung holds is the core's page model.
 */
export function PageLadder<T>({ page, loading, errorTitle, errorHelp, notFound, children }: PageLadderProps<T>) {
  switch (page.status) {
    case 'loading':
      return <LoadingState label={loading} />
    case 'notFound':
      return notFound ? notFound(page.message) : <EmptyState title={page.message} />
    case 'error':
      return (
        <ErrorState title={errorTitle} message={page.message} onRetry={page.retry}>
          {errorHelp}
        </ErrorState>
      )
    case 'ready':
      return children(page.value, page)
  }
}

/** A reload failed while the page shows what it loaded before. */
export function RefreshNotice({ message, onRetry }: { message: string | undefined; onRetry?: () => void }) {
  if (message === undefined) return null
  return (
    <p className="page-note" role="alert">
      We could not refresh this page. {message} Showing what we loaded before.
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="page-inline-button" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
    </p>
  )
}
