import { atom, computed, onMount } from 'nanostores'
import { getAccessPasses } from '../api/calls.ts'
import type { AccessPass } from '@crew-portal/contract'
import { $user } from '../auth/store.ts'
import type { UserProfile } from '../ports/auth.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { isAbortError } from '../http/errors.ts'
import { persistedSlice } from '../persist/slice.ts'
import { loadErrorOf } from '../query/errors.ts'
import type { LoadError } from '../query/errors.ts'
import { createQuery } from '../query/query.ts'
import { OfflinePassesSchema, offlinePassOwner, passesToKeep, usableOfflinePasses } from './offline.ts'
import { inOperatorScope } from '../training/operators.ts'
import { $operatorScope, trainingWiring } from '../training/store.ts'
import { accessPassStatus, selectAccessPass } from './pass.ts'
import type { AccessPassStatus } from './pass.ts'
import { passWindow } from '@crew-portal/contract'
import { wasReported } from '../http/events.ts'
import { trackException } from '../telemetry/track.ts'
import { startPassClock } from './clock.ts'
import { credentialsOnDevice, storedCredentialOf, passCredentialsSlice } from './credentials.ts'
import { presentPass } from './presentation.ts'
import type { PassPresentation } from './door-code.ts'

/** The offline pass: the last passes the API gave, stored on the device (offline.ts: for whom, how long) for a door without signal. */
export const accessPassOfflineSlice = persistedSlice('AccessPass', 2, OfflinePassesSchema, null, 'local')

/**
 * Why the last load of the passes failed, until an answer is on screen: while the next load runs
 * (Try again), the offline pass stays on screen instead of a spinner.
 */
const $lastFailure = atom<unknown>(undefined)

/** The pilot's passes from the API; each answer is also the offline pass (offline.ts decides what and for whom). */
export const $accessPasses = createQuery<AccessPass[]>('access-passes', async (call) => {
  let passes: AccessPass[]
  try {
    passes = await getAccessPasses(call)
  } catch (error) {
    if (!isAbortError(error)) $lastFailure.set(error)
    throw error
  }
  const now = getEnvironment().now()
  $now.set(now)
  const offline = passesToKeep(passes, passOwner($user.get()), now)
  if (offline) accessPassOfflineSlice.set(offline)
  else accessPassOfflineSlice.clear()
  return passes
})

/** Whose pass this page shows: the signed-in user, or (a page that never read it, e.g. a partner's) the auth port's account. */
function passOwner(user: UserProfile | null): string | undefined {
  if (user) return offlinePassOwner(user)
  try {
    return offlinePassOwner(getEnvironment().auth.account())
  } catch {
    return undefined
  }
}

/** Asks the API again (Try again, beside a pass that could not be refreshed), keeping what is shown meanwhile. */
export function refreshAccessPass(): void {
  $accessPasses.refetch()
}

/** The time the pass is judged at: set on configure and on each load, and by the pass clock while watched. */
const $now = atom<Date>(new Date(0))

/** Whether the browser is online: set on configure, and followed while the pass is watched. */
const $browserOnline = atom(true)

// This device's work for the door: preparing credentials, and the code of the current window.
const $preparing = atom<{ running: boolean; error: unknown }>({ running: false, error: undefined })
const $presentation = atom<PassPresentation>({ status: 'none' })

// A page still watching when the core is configured anew (a test, a story) goes on in the new
// environment: its clock and signing stop with the old one and start with the new.
let watched = false
let stopWatching: (() => void) | undefined

export interface AccessPassView {
  status: 'loading' | 'ready' | 'error'
  /** The pass to show; null when there is none (the empty state). */
  pass: AccessPass | null
  passStatus: AccessPassStatus | null
  /** Set when the pass comes from the offline pass: the time it was fetched. */
  offlineSince: string | null
  /**
   * Why the offline pass is shown: the browser is `offline`, or it is online and the pass could not
   * be refreshed (`notRefreshed`: no answer in time, the server out of reach, an error), which the
   * pilot may ask again. Only a browser that is offline is told it is (R-ERRORS-7). Null when the
   * pass is the API's answer.
   */
  offlineBecause: 'offline' | 'notRefreshed' | null
  error: LoadError | undefined
  /** What the QR code shows: the code signed by this device for the current window, or why not. */
  presentation: PassPresentation
  /** Why the door code could not be prepared (the API or the key store failed). */
  presentationError: unknown
}

type ShownPass = Omit<AccessPassView, 'presentation' | 'presentationError'>

/** The pass of the chosen context (the side navigation's airline), from the API or the offline pass. */
const $shownPass = computed(
  [$accessPasses, accessPassOfflineSlice.$value, $now, $operatorScope, $user, $browserOnline, $lastFailure],
  (state, offline, now, scope, user, online, lastFailure): ShownPass => {
    const failed = state.error !== undefined && !isAbortError(state.error)
    // A load that runs after one that failed (Try again) leaves the offline pass on screen meanwhile.
    const retrying = !failed && state.loading && state.data === undefined && lastFailure !== undefined
    const failure = failed ? state.error : retrying ? lastFailure : undefined
    const error = failure !== undefined ? loadErrorOf(failure) : undefined
    const none = { pass: null, passStatus: null, offlineSince: null, offlineBecause: null }
    const view = (passes: readonly AccessPass[], offlineSince: string | null): ShownPass => {
      const pass = selectAccessPass(
        passes.filter((candidate) => inOperatorScope(candidate, scope)),
        now
      )
      const offlineBecause = offlineSince === null ? null : online ? 'notRefreshed' : 'offline'
      const passStatus = pass ? accessPassStatus(pass, now) : null
      return { status: 'ready', pass, passStatus, offlineSince, offlineBecause, error }
    }
    // A failed reload shows the offline pass, with since when, before what this page still holds.
    const saved = failure !== undefined ? usableOfflinePasses(offline, passOwner(user), now) : undefined
    if (saved) return view(saved.passes, saved.savedAt)
    if (state.data) return view(state.data, null)
    if (failed) return { status: 'error', ...none, error }
    return { status: 'loading', ...none, error: undefined }
  }
)

/**
 * What the access-pass page (and the connected element) shows. Watching it loads the passes, runs
 * the pass clock, prepares this device's credentials on an online answer, and signs the code of each
 * window.
 */
export const $accessPass = computed(
  [$shownPass, $presentation, $preparing],
  (shown, presentation, preparing): AccessPassView => ({
    ...shown,
    presentation,
    presentationError: preparing.error
  })
)

/**
 * Asks the API for credentials of the passes that have none on this device (one run at a time). The
 * code that makes keys and asks the API loads only then: a visit whose pass is ready fetches none of it.
 */
function prepareCredentials(passes: readonly AccessPass[]): void {
  const owner = passOwner($user.get())
  if (!owner || $preparing.get().running) return
  $preparing.set({ running: true, error: undefined })
  credentialsOnDevice(passes, owner)
    .then(async ({ needed }) => {
      if (needed.length > 0) await (await import('./device.ts')).preparePassCredentials(passes, owner)
    })
    .then(
      () => {
        $preparing.set({ running: false, error: undefined })
        // Passes that arrived while this run was out get theirs now (a run with nothing to do asks nothing).
        const latest = $accessPasses.get().data
        if (latest && latest !== passes) prepareCredentials(latest)
      },
      (error: unknown) => {
        // A request's failure was logged and told (the session dialog, a partner's onError) by the
        // request; a key store failure, or an answer refused here, was not.
        if (!wasReported(error)) trackException(error, { source: 'pass-credential' })
        $preparing.set({ running: false, error })
      }
    )
}

/** Signs the current window's code whenever the pass, its credential or the window changes. */
function followPresentation(): () => void {
  const env = getEnvironment()
  let shown = ''
  let sequence = 0
  const update = () => {
    const view = $shownPass.get()
    const stored = passCredentialsSlice.get()
    const owner = passOwner($user.get())
    const now = $now.get()
    const preparing = $preparing.get()
    // The credential names its key and owner: a new key or another pilot changes it.
    const key = JSON.stringify([
      view.pass?.passId,
      view.passStatus,
      passWindow(now),
      view.pass && storedCredentialOf(stored, owner, view.pass.passId)?.credential,
      preparing.running,
      preparing.error !== undefined
    ])
    if (key === shown) return
    shown = key
    const mine = (sequence += 1)
    void presentPass(
      {
        pass: view.pass,
        passStatus: view.passStatus,
        stored,
        owner,
        now,
        preparing: preparing.running,
        failed: preparing.error !== undefined
      },
      env.deviceKeys
    ).then((presentation) => {
      if (mine === sequence) $presentation.set(presentation)
    })
  }
  const stops = [
    $shownPass.listen(update),
    passCredentialsSlice.$value.listen(update),
    $now.listen(update),
    $preparing.listen(update)
  ]
  update()
  return () => {
    sequence += 1
    for (const stop of stops) stop()
  }
}

/** Runs the pass clock, the credential preparation and the signing; returns what stops them. */
function startWatching(): () => void {
  const env = getEnvironment()
  const stopClock = startPassClock(env.now, env.timers, (at) => $now.set(at))
  $browserOnline.set(env.connectivity.isOnline())
  const stopConnectivity = env.connectivity.listen((online) => $browserOnline.set(online))
  const stopPreparing = $accessPasses.listen((state) => {
    if (!state.data || state.error) return
    // An answer is on screen: a failure before it no longer stands in for a load.
    $lastFailure.set(undefined)
    prepareCredentials(state.data)
  })
  const current = $accessPasses.get()
  if (current.data && !current.error) prepareCredentials(current.data)
  const stopPresenting = followPresentation()
  return () => {
    stopClock()
    stopConnectivity()
    stopPreparing()
    stopPresenting()
  }
}

/** While the pass is watched, its clock runs and this device prepares and presents its codes. */
export const accessPassWiring: Wiring = {
  after: [trainingWiring, accessPassOfflineSlice.wiring, passCredentialsSlice.wiring],
  listen() {
    onMount($accessPass, () => {
      watched = true
      stopWatching = startWatching()
      return () => {
        watched = false
        stopWatching?.()
        stopWatching = undefined
      }
    })
  },
  configure(environment) {
    $now.set(environment.now())
    $browserOnline.set(environment.connectivity.isOnline())
    $lastFailure.set(undefined)
    if (watched) stopWatching = startWatching()
  },
  reset() {
    stopWatching?.()
    stopWatching = undefined
    $preparing.set({ running: false, error: undefined })
    $presentation.set({ status: 'none' })
  }
}
