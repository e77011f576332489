// What the HTTP layer tells the rest of the core about a failed request, as a typed event: the
// status and URL, what the call lets it show, whether the device was online, and the catalogue row
// it falls under. The HTTP layer shows nothing itself: the banner and the session areas subscribe.
import { getEnvironment } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import { catalogueRowOf } from './catalogue.ts'
import type { CatalogueSituation } from './catalogue.ts'
import type { RequestFailure } from './failures.ts'

/**
 * What a call's failure may show besides the log, as its caller says (R-ERRORS-1, R-ERRORS-5, R-ERRORS-6):
 * - `catalogue`: the catalogue's answer, a banner or the session-expired dialog (every call but those below);
 * - `sessionDialogOnly`: the session-expired dialog for a 401 (the session is over, whichever call heard
 *   it), and no banner: the caller says what failed where the pilot looks (the door code's notice);
 * - `nothing`: only the log. The logout's own calls (the pilot is leaving: a dialog would stop them),
 *   marking the contact card displayed, and the remote configuration (sent with no token: its 401
 *   says nothing of the session).
 */
export type FailureShows = 'catalogue' | 'sessionDialogOnly' | 'nothing'

export interface RequestFailedEvent {
  error: unknown
  failure: RequestFailure
  /** What the call lets its failure show besides the log. */
  shows: FailureShows
  /** Whether the device was online when it failed (offline, the No Internet dialog speaks instead). */
  online: boolean
  /** The catalogue row (R-ERRORS-1) the failure falls under, whitelist included. */
  situation: CatalogueSituation
}

export type RequestFailedListener = (event: RequestFailedEvent) => void

const listeners = new Set<RequestFailedListener>()

/** Subscribes to every failed request of the product API; returns the unsubscribe. */
export function onRequestFailed(listener: RequestFailedListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const reported = new WeakSet<object>()

/**
 * Whether `error` is one a failed request already reported (logged, and told to the subscribers: the
 * banner, the session, a partner's `onError`), so whoever catches it again does not say it twice.
 */
export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error)
}

/** Logs a failure and tells the subscribers (the banner, the session, a partner's `onError`). */
export function reportRequestFailure(
  error: unknown,
  failure: RequestFailure,
  shows: FailureShows = 'catalogue'
): RequestFailedEvent {
  trackException(error, { url: failure.url, status: failure.status })
  if (typeof error === 'object' && error !== null) reported.add(error)
  const event: RequestFailedEvent = {
    error,
    failure,
    shows,
    online: getEnvironment().connectivity.isOnline(),
    situation: catalogueRowOf(failure)
  }
  for (const listener of [...listeners]) listener(event)
  return event
}
