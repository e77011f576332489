import { atom, computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'

/** Requests in flight that hold the loading overlay. */
export const $loading = atom(0)
/** A manual hold (the logout sequence keeps the overlay up while it navigates away). */
export const $loadingHeld = atom(false)
export const $isLoading = computed([$loading, $loadingHeld], (count, held) => count > 0 || held)

// Each request holds a token, so a reset (global error) cannot be undone by late finishers.
const active = new Set<symbol>()

export const loadingWiring: Wiring = {
  reset() {
    active.clear()
    $loading.set(0)
    $loadingHeld.set(false)
  }
}

/** Counts one request; the returned release is idempotent and must run however the request ends. */
export function beginLoading(): () => void {
  const token = Symbol('request')
  active.add(token)
  $loading.set(active.size)
  return () => {
    if (active.delete(token)) $loading.set(active.size)
  }
}

export function showLoadingOverlay(): void {
  $loadingHeld.set(true)
}

export function hideLoadingOverlay(): void {
  $loadingHeld.set(false)
}

/** Drops every hold: after an unhandled error nothing is left to wait for. */
export function clearLoading(): void {
  active.clear()
  $loading.set(0)
  $loadingHeld.set(false)
}
