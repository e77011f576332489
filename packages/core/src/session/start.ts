import { getEnvironment, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import { followLogoutFromOtherTab, LOGOUT_TIMESTAMP_KEY, logoutWiring } from './logout.ts'
import { $noInternetOpen, $online, $sessionExpired, sessionStateWiring } from './state.ts'

let stopCurrent: (() => void) | undefined

export const sessionStartWiring: Wiring = {
  after: [sessionStateWiring, logoutWiring],
  reset() {
    stopCurrent?.()
    stopCurrent = undefined
  }
}

function applyConnectivity(online: boolean): void {
  $online.set(online)
  if (!online) {
    // R-SESSION-1: offline clears session-expired (that dialog would be wrong) and opens no-internet.
    $sessionExpired.set(false)
    $noInternetOpen.set(true)
  }
}

/** Watches connectivity and other tabs' logouts. Returns the disposer; starting again restarts. */
export function startSession(): () => void {
  wire(sessionStartWiring)
  stopCurrent?.()
  const env = getEnvironment()
  applyConnectivity(env.connectivity.isOnline())
  // A fresh listener per session: the browser (and the fake) dedupe the same function, so sharing
  // one would let an old disposer remove a newer session's listener.
  const stopConnectivity = env.connectivity.listen((online) => applyConnectivity(online))
  const stopStorage = env.onStorageChange((change) => {
    if (change.key !== LOGOUT_TIMESTAMP_KEY || change.newValue === null) return
    followLogoutFromOtherTab().catch((error: unknown) => trackException(error, { source: 'cross-tab-logout' }))
  })
  const stop = () => {
    stopConnectivity()
    stopStorage()
    if (stopCurrent === stop) stopCurrent = undefined
  }
  stopCurrent = stop
  return stop
}

/** The no-internet dialog's TRY AGAIN. */
export function retryConnection(): void {
  getEnvironment().location.reload()
}
