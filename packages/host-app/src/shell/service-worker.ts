// Registers the service worker (docs/offline.md): it precaches the app so the access pass opens
// with no network, and a new deployment is offered, never forced, through the core's $appUpdate.
// Workbox is given the worker's URL as a Trusted Type (docs/security-trusted-types.md): under the
// app's CSP `navigator.serviceWorker.register` takes no plain string. vite-plugin-pwa's own
// `virtual:pwa-register` passes one, so this is its prompt mode, written out.
import {
  $outboxWaiting,
  flushOutbox,
  followOfflineCopies,
  offerAppUpdate,
  serviceWorkerScriptUrl,
  sinkValue,
  trackException,
  trackTrace,
  type OfflineCopiesPort,
  type OfflineCopy
} from '@crew-portal/core'
import {
  OFFLINE_COPIES_CACHE_NAME,
  OFFLINE_COPIES_FORGET_MESSAGE,
  OFFLINE_COPIES_STORE_MESSAGE
} from './offline-copies-names.ts'
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from './outbox-sync-names.ts'

/** How often an open page asks the server for a new deployment. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Asks for the settings file through the worker once it controls the page, so its cache holds one
 * for a start without network (even when this page loaded before the worker existed).
 */
function warmSettingsCache(): void {
  const warm = () => void fetch('/settings.json', { headers: { accept: 'application/json' } }).catch(() => undefined)
  if (navigator.serviceWorker.controller) warm()
  else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true })
}

interface SyncManager {
  register(tag: string): Promise<void>
}

/**
 * The outbox's Background Sync (docs/offline.md, "Saves made offline"): while saves wait, the page
 * registers a sync; the browser fires it in the worker once it is online, and the worker, which has
 * no token, asks the open pages to send the outbox. The page answers whether nothing is left waiting.
 */
function followOutbox(registration: ServiceWorkerRegistration | undefined): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null
    if (typeof data !== 'object' || data === null || data.type !== OUTBOX_FLUSH_MESSAGE) return
    const [port] = event.ports
    flushOutbox().then(
      () => port?.postMessage({ sent: $outboxWaiting.get().length === 0 }),
      () => port?.postMessage({ sent: false })
    )
  })
  navigator.serviceWorker.startMessages()
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync
  if (!sync) return
  $outboxWaiting.subscribe((waiting) => {
    if (waiting.length > 0)
      sync.register(OUTBOX_SYNC_TAG).catch((error: unknown) => trackException(error, { source: 'outbox-sync' }))
  })
}

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

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox(sinkValue(serviceWorkerScriptUrl(window)), { scope: '/', type: 'classic' })
  // A new worker waits: the pilot is asked, and once it takes over (Reload), the page reloads with it.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload()
  })
  const offer = () => offerAppUpdate(() => workbox.messageSkipWaiting())
  workbox.addEventListener('installed', (event) => {
    // A worker another tab installed, now waiting here too.
    if (event.isUpdate === undefined && event.isExternal) offer()
  })
  workbox.addEventListener('waiting', offer)
  const registration = await workbox.register()
  if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
  followOutbox(registration)
  followOfflineCopies(offlineCopiesPort)
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  warmSettingsCache()
  register().catch((error: unknown) => trackException(error, { source: 'service-worker' }))
}
