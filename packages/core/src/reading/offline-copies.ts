// Offline copies of required reading (docs/offline.md#offline-copies-of-required-reading): the files
// of an event's required reading that the service worker holds in Cache Storage for offline reading.
import { atom } from 'nanostores'

/** The Cache Storage cache that holds the offline copies (the service worker writes it). */
export const OFFLINE_COPIES_CACHE = 'crew-portal-offline-copies'

/** The file URLs the service worker holds a copy of, as last read from its cache. */
export const $offlineCopies = atom<readonly string[]>([])

/** Whether the service worker holds a copy of this exact file URL (the version is in the URL). */
export function hasOfflineCopy(held: readonly string[], url: string): boolean {
  return held.includes(url)
}
