import { atom, computed, onMount } from 'nanostores'
import { getAccessPasses } from '../api/calls.ts'
import type { AccessPass } from '@crew-portal/contract'
import { $user } from '../auth/store.ts'
import type { UserProfile } from '../ports/auth.ts'
import { getEnvironment, onConfigure, onReset } from '../environment/configure.ts'
import { isAbortError } from '../http/errors.ts'
import { persistedSlice } from '../persist/slice.ts'
import { loadErrorOf } from '../query/errors.ts'
import type { LoadError } from '../query/errors.ts'
import { createQuery } from '../query/query.ts'
import { KeptPassesSchema, keptPassOwner, passesToKeep, usableKeptPasses } from './kept.ts'
import { inOperatorScope } from '../training/operators.ts'
import { $operatorScope } from '../training/store.ts'
import { accessPassStatus, selectAccessPass } from './pass.ts'
import type { AccessPassStatus } from './pass.ts'

/** The last passes the API gave, kept on the device (kept.ts: for whom, how long) for a door without signal. */
export const accessPassOfflineSlice = persistedSlice('AccessPass', 2, KeptPassesSchema, null, 'local')

/** The pilot's passes from the API; each answer is also kept on the device (kept.ts decides what and for whom). */
export const $accessPasses = createQuery<AccessPass[]>('access-passes', async (signal) => {
  const passes = await getAccessPasses({ signal })
  const now = getEnvironment().now()
  $now.set(now)
  const kept = passesToKeep(passes, passOwner($user.get()), now)
  if (kept) accessPassOfflineSlice.set(kept)
  else accessPassOfflineSlice.clear()
  return passes
})

/** Whose pass this page shows: the signed-in user, or (a page that never read it, e.g. a partner's) the auth port's account. */
function passOwner(user: UserProfile | null): string | undefined {
  if (user) return keptPassOwner(user)
  try {
    return keptPassOwner(getEnvironment().auth.account())
  } catch {
    return undefined
  }
}

/** Asks the API again (the page's "Try to refresh the pass"), keeping what is shown meanwhile. */
export function refreshAccessPass(): void {
  $accessPasses.refetch()
}

/** The time the pass is judged at: set on configure and on each load, and every 30 s while a page watches. */
export const ACCESS_PASS_TICK_MS = 30_000
const $now = atom<Date>(new Date(0))
let stopClock: (() => void) | undefined

onConfigure((environment) => $now.set(environment.now()))
onReset(() => stopAccessPassClock())

/** Keeps the pass's status current while it is on screen (it turns valid or expired without a reload). */
function startAccessPassClock(): () => void {
  stopAccessPassClock()
  const env = getEnvironment()
  $now.set(env.now())
  const handle = env.timers.setInterval(() => $now.set(env.now()), ACCESS_PASS_TICK_MS)
  stopClock = () => env.timers.clearInterval(handle)
  return stopAccessPassClock
}

function stopAccessPassClock(): void {
  stopClock?.()
  stopClock = undefined
}

export interface AccessPassView {
  status: 'loading' | 'ready' | 'error'
  /** The pass to show; null when there is none (the empty state). */
  pass: AccessPass | null
  passStatus: AccessPassStatus | null
  /** Set when the pass comes from the copy kept on this device: the time it was fetched. */
  offlineSince: string | null
  error: LoadError | undefined
}

/**
 * What the access-pass page (and the connected element) shows: the pass of the chosen context (the
 * side navigation's airline). Watching it loads the passes and runs the clock.
 */
export const $accessPass = computed([$accessPasses, accessPassOfflineSlice.$value, $now, $operatorScope, $user], (state, kept, now, scope, user): AccessPassView => {
  const failed = state.error !== undefined && !isAbortError(state.error)
  const error = failed ? loadErrorOf(state.error) : undefined
  const view = (passes: readonly AccessPass[], offlineSince: string | null): AccessPassView => {
    const pass = selectAccessPass(
      passes.filter((candidate) => inOperatorScope(candidate, scope)),
      now
    )
    return { status: 'ready', pass, passStatus: pass ? accessPassStatus(pass, now) : null, offlineSince, error }
  }
  // A failed reload shows the copy kept on the device, with since when, before what this page still holds.
  const saved = failed ? usableKeptPasses(kept, passOwner(user), now) : undefined
  if (saved) return view(saved.passes, saved.savedAt)
  if (state.data) return view(state.data, null)
  if (failed) return { status: 'error', pass: null, passStatus: null, offlineSince: null, error }
  return { status: 'loading', pass: null, passStatus: null, offlineSince: null, error: undefined }
})
onMount($accessPass, () => startAccessPassClock())
