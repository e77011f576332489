// Registers the service worker (docs/offline.md): it precaches the app so the access pass opens
// with no network, and a new deployment is offered, never forced, through the core's $appUpdate.
import { offerAppUpdate, trackException } from '@crew-portal/core'
import { registerSW } from 'virtual:pwa-register'

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

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  warmSettingsCache()
  const update = registerSW({
    onNeedRefresh: () => offerAppUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    },
    onRegisterError: (error: unknown) => trackException(error, { source: 'service-worker' })
  })
}
