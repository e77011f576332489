// Offline copies of required reading (docs/offline.md#offline-copies-of-required-reading): the files
// of the required reading of the pilot's events not over yet, which the service worker holds in Cache
// Storage until each event's end. The core decides which files and until when, and what a page
// links to; the host app's shell carries the list to the worker and its answer back (the port).
import { isWebUrl, type TrainingEvent } from '@crew-portal/contract'
import { $authState } from '../auth/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import { $trainingEvents, trainingEventsComplete } from '../training/store.ts'
import { $offlineCopies, offlineCopyKey } from './offline-copy-link.ts'

/** The Cache Storage cache that holds the offline copies (the service worker writes it). */
export const OFFLINE_COPIES_CACHE = 'crew-portal-offline-copies'

/** A file to hold, and until when (an ISO instant: the end of the last event that requires it). */
export interface OfflineCopy {
  url: string
  until: string
}

/**
 * The files of the required reading of the events not over at `now`, each until the latest end of
 * the events that require it. Only `https:` links the app may open; an event cancelled or completed
 * needs none, whatever its dates say.
 */
export function offlineCopiesWanted(events: readonly TrainingEvent[], now: Date): OfflineCopy[] {
  const until = new Map<string, number>()
  for (const event of events) {
    const end = Date.parse(event.endDate)
    if (!(end > now.getTime()) || event.status === 'cancelled' || event.status === 'completed') continue
    for (const { url: link } of event.requiredReading) {
      if (!link.startsWith('https:') || !isWebUrl(link)) continue
      const url = offlineCopyKey(link)
      until.set(url, Math.max(until.get(url) ?? end, end))
    }
  }
  return [...until]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([url, end]) => ({ url, until: new Date(end).toISOString() }))
}

/** What the host app does with Cache Storage and the service worker for the offline copies. */
export interface OfflineCopiesPort {
  /** The file URLs held now (read from the cache). */
  held(): Promise<string[]>
  /** Has the worker hold exactly these files (fetching the new ones), and answers what it then holds. */
  store(copies: OfflineCopy[]): Promise<string[]>
  /** Deletes every copy (logout). */
  forget(): Promise<void>
}

const sameCopies = (a: readonly OfflineCopy[], b: readonly OfflineCopy[]) =>
  a.length === b.length && a.every((copy, index) => copy.url === b[index]?.url && copy.until === b[index].until)

/**
 * Starts the offline copies (the shell calls it once the worker is registered): shows what the cache
 * holds, then, while someone is signed in, hands the worker the list each time the pilot's events
 * (all of them: never a first page) give a new one. A sign-out on this page (the logout, here or
 * followed from another tab) deletes every copy; a page that starts signed out (a restarted browser
 * whose sign-in is forgotten) leaves them, so they open offline. Returns the stop function.
 */
export function followOfflineCopies(port: OfflineCopiesPort): () => void {
  let stopped = false
  const failed = (error: unknown) => trackException(error, { source: 'offline-copies' })
  const show = (held: string[]) => {
    if (!stopped) $offlineCopies.set(held)
  }
  port.held().then(show, failed)
  let posted: OfflineCopy[] | undefined
  let unwatch: (() => void) | undefined
  const stopAuth = $authState.subscribe((state) => {
    if (state === 'signedIn') {
      unwatch ??= $trainingEvents.subscribe(({ data }) => {
        if (!data || !trainingEventsComplete(data)) return
        const wanted = offlineCopiesWanted(data, getEnvironment().now())
        if (posted && sameCopies(posted, wanted)) return
        posted = wanted
        port.store(wanted).then(show, failed)
      })
      return
    }
    if (!unwatch) return
    unwatch()
    unwatch = undefined
    posted = undefined
    if (state !== 'signedOut') return
    $offlineCopies.set([])
    port.forget().catch(failed)
  })
  return () => {
    stopped = true
    stopAuth()
    unwatch?.()
  }
}
