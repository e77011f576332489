// What a page needs of the offline copies of required reading (docs/offline.md#offline-copies-of-required-reading):
// which files the worker holds, and the link that opens a copy. Apart from offline-copies.ts, which
// follows the pilot's events, so a page that links a document carries only this.
import { atom } from 'nanostores'

/** The app's own address of an offline copy, which the worker answers from its cache. */
export const OFFLINE_COPY_PATH = '/offline-copies/'

/** A file URL as the worker's cache spells it (the URL parser's form), so a link and its copy compare equal. */
export function offlineCopyKey(url: string): string {
  try {
    return new URL(url).href
  } catch {
    return url
  }
}

/** The address of the offline copy of the file at `url`: the app's origin, so the worker answers it. */
export function offlineCopyAddress(url: string): string {
  return `${OFFLINE_COPY_PATH}?u=${encodeURIComponent(url)}`
}

/** The link for a required document: its offline copy's address when the worker holds it, else the file itself. */
export function offlineCopyLink(held: readonly string[], url: string): string {
  return hasOfflineCopy(held, url) ? offlineCopyAddress(offlineCopyKey(url)) : url
}

/** The file URLs the service worker holds a copy of, as it last said (or as its cache last read). */
export const $offlineCopies = atom<readonly string[]>([])

/** Whether the service worker holds a copy of this exact file URL (the version is in the URL). */
export function hasOfflineCopy(held: readonly string[], url: string): boolean {
  return held.includes(offlineCopyKey(url))
}
