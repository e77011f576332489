// Registers the service worker (docs/offline.md): it precaches the app so the access pass opens
// with no network, and a new deployment is offered, never forced, through the core's $appUpdate.
// Workbox is given the worker's URL as a Trusted Type (docs/security-trusted-types.md): under the
// app's CSP `navigator.serviceWorker.register` takes no plain string. vite-plugin-pwa's own
// `virtual:pwa-register` passes one, so this is its prompt mode, written out.
import { offerAppUpdate, serviceWorkerScriptUrl, sinkValue, trackException } from '@crew-portal/core'

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
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  warmSettingsCache()
  register().catch((error: unknown) => trackException(error, { source: 'service-worker' }))
}
