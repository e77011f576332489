// Registers the service worker (docs/offline.md): it precaches the app so the access pass opens
// with no network, and a new deployment is offered, never forced, through the core's $appUpdate.
// Workbox is given the worker's URL as a Trusted Type (docs/security-trusted-types.md): under the
// app's CSP `navigator.serviceWorker.register` takes no plain string. vite-plugin-pwa's own
// `virtual:pwa-register` passes one, so this is its prompt mode, written out.
import {
  $outboxWaiting,
  flushOutbox,
  offerAppUpdate,
  serviceWorkerScriptUrl,
  sinkValue,
  trackException
} from '@crew-portal/core'
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

async function register(offlineCopies: boolean): Promise<void> {
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
  // A chunk of its own, with the training list's query it follows: the gate, which has no pilot,
  // never loads it, and the routed app's chunk stays whole.
  if (offlineCopies)
    await import('./offline-copies-port.ts').then(({ followOfflineCopiesHere }) => followOfflineCopiesHere())
}

/**
 * Registers the worker; with `offlineCopies` (a pilot's pages, not the gate) the page also hands it
 * the required reading to hold (docs/offline.md#offline-copies-of-required-reading).
 */
export function registerServiceWorker({ offlineCopies = false }: { offlineCopies?: boolean } = {}): void {
  if (!('serviceWorker' in navigator)) return
  warmSettingsCache()
  register(offlineCopies).catch((error: unknown) => trackException(error, { source: 'service-worker' }))
}
