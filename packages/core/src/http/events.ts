// What the HTTP layer tells the rest of the core about a failed request, as a typed event: the
// status and URL, whether it was quiet, whether the device was online, and the catalogue row it
// falls under. The HTTP layer shows nothing itself: the banner and the session areas subscribe.
import { getEnvironment } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import { catalogueRowOf } from './catalogue.ts'
import type { CatalogueSituation } from './catalogue.ts'
import type { RequestFailure } from './failures.ts'

export interface RequestFailedEvent {
  error: unknown
  failure: RequestFailure
  /** The caller asked for no banner (a background call): logged only. */
  quiet: boolean
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

/** Logs a failure and tells the subscribers (the banner, the session). */
export function reportRequestFailure(error: unknown, failure: RequestFailure, quiet = false): RequestFailedEvent {
  trackException(error, { url: failure.url, status: failure.status })
  const event: RequestFailedEvent = {
    error,
    failure,
    quiet,
    online: getEnvironment().connectivity.isOnline(),
    situation: catalogueRowOf(failure)
  }
  for (const listener of [...listeners]) listener(event)
  return event
}
