// Registers the service worker (docs/offline.md): it precaches the app so the access pass opens
// with no network, and a new deployment is offered, never forced, through the core's $appUpdate.
import { offerAppUpdate, trackException } from '@crew-portal/core'
import { registerSW } from 'virtual:pwa-register'

/** How often an open page asks the server for a new deployment. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    onNeedRefresh: () => offerAppUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    },
    onRegisterError: (error: unknown) => trackException(error, { source: 'service-worker' })
  })
}
