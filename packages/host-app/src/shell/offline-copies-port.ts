// The page's side of the offline copies of required reading (docs/offline.md#offline-copies-of-required-reading),
// loaded once the service worker is registered on a pilot's pages.
import { followOfflineCopies, trackTrace, type OfflineCopiesPort, type OfflineCopy } from '@crew-portal/core'
import {
  OFFLINE_COPIES_CACHE_NAME,
  OFFLINE_COPIES_FORGET_MESSAGE,
  OFFLINE_COPIES_STORE_MESSAGE
} from './offline-copies-names.ts'

/** Posts `message` to the active worker and resolves with what it answers through the port. */
async function askWorker(message: unknown): Promise<unknown> {
  const { active } = await navigator.serviceWorker.ready
  if (!active) throw new Error('No active service worker.')
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data)
    active.postMessage(message, [channel.port2])
  })
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * The offline copies of required reading (docs/offline.md#offline-copies-of-required-reading): the
 * core hands the list, the worker stores the files and answers what it holds and what it skipped
 * (traced); the cache is read from the page at the start, and deleted from here at a sign-out.
 */
const offlineCopiesPort: OfflineCopiesPort = {
  async held() {
    if (!('caches' in window) || !(await caches.has(OFFLINE_COPIES_CACHE_NAME))) return []
    const keys = await (await caches.open(OFFLINE_COPIES_CACHE_NAME)).keys()
    return keys.map((request) => request.url)
  },
  async store(copies: OfflineCopy[]) {
    const answer = (await askWorker({ type: OFFLINE_COPIES_STORE_MESSAGE, copies })) as {
      held?: unknown
      skipped?: unknown
      error?: unknown
    } | null
    if (!answer || !isTextList(answer.held))
      throw new Error(`The worker stored no offline copies: ${String(answer?.error)}`)
    if (Array.isArray(answer.skipped) && answer.skipped.length > 0)
      trackTrace('Offline copies skipped', { skipped: JSON.stringify(answer.skipped).slice(0, 4000) })
    return answer.held
  },
  async forget() {
    // From the page at once; the worker too, after any storing under way, so nothing comes back.
    navigator.serviceWorker.controller?.postMessage({ type: OFFLINE_COPIES_FORGET_MESSAGE })
    if ('caches' in window) await caches.delete(OFFLINE_COPIES_CACHE_NAME)
  }
}

/** Hands the worker the list of copies to hold, from now on (the core's `followOfflineCopies`). */
export function followOfflineCopiesHere(): () => void {
  return followOfflineCopies(offlineCopiesPort)
}
