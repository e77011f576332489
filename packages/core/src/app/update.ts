import { atom } from 'nanostores'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { trackTrace } from '../telemetry/track.ts'

/**
 * A new deployment is waiting (its service worker installed): `apply` activates it and reloads.
 * The layout offers it as "A new version is available" with a Reload action.
 */
export const $appUpdate = atom<{ apply(): void } | undefined>(undefined)
export const appUpdateWiring: Wiring = { reset: () => $appUpdate.set(undefined) }

export const APP_UPDATE_MESSAGE = 'A new version is available'

export function offerAppUpdate(apply: () => void): void {
  $appUpdate.set({ apply })
}

export function applyAppUpdate(): void {
  const update = $appUpdate.get()
  $appUpdate.set(undefined)
  update?.apply()
}

/** Session-storage key: set while the one reload for a missing bundle is under way. */
export const CHUNK_RELOAD_KEY = 'crew-portal:chunk-reload'

/**
 * A lazy page's bundle that fails to load is, after a deployment, one that is gone: the page the
 * pilot has open is older than the server. Reload once to get the new one; a second failure in a
 * row is a real error and reaches the page (no reload loop).
 */
export function isMissingBundleError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|module script failed|Importing a module script failed|error loading dynamically|Unable to preload|preload CSS/i.test(
    message
  )
}

/** Returns true when it reloads the page (the caller then waits for the reload). */
export function reloadForMissingBundle(error: unknown): boolean {
  if (!isMissingBundleError(error)) return false
  const env = getEnvironment()
  try {
    if (env.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null) return false
    env.sessionStorage.setItem(CHUNK_RELOAD_KEY, env.now().toISOString())
  } catch {
    // No storage to remember the attempt: a reload could loop, so let the error show.
    return false
  }
  trackTrace('Reloading for a bundle of an older deployment', {
    message: error instanceof Error ? error.message : String(error)
  })
  env.location.reload()
  return true
}

/** A lazy page loaded: the next missing bundle may reload again. */
export function bundleLoaded(): void {
  try {
    getEnvironment().sessionStorage.removeItem(CHUNK_RELOAD_KEY)
  } catch {
    // Nothing to forget.
  }
}
