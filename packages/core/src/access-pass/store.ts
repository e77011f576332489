import { atom, computed } from 'nanostores'
import { getAccessPasses } from '../api/calls.ts'
import { createResource } from '../api/resource.ts'
import type { ResourceError } from '../api/resource.ts'
import type { AccessPass } from '@crew-portal/contract'
import { $user } from '../auth/store.ts'
import type { UserProfile } from '../auth/types.ts'
import { getEnvironment, onConfigure, onReset } from '../environment/configure.ts'
import { persistedSlice } from '../persist/slice.ts'
import { KeptPassesSchema, keptPassOwner, passesToKeep, usableKeptPasses } from './kept.ts'
import { inOperatorScope } from '../training/operators.ts'
import { $operatorScope } from '../training/store.ts'
import { accessPassStatus, selectAccessPass } from './pass.ts'
import type { AccessPassStatus } from './pass.ts'

/** The last passes the API gave, kept on the device (kept.ts: for whom, how long) for a door without signal. */
export const accessPassOfflineSlice = persistedSlice('AccessPass', 2, KeptPassesSchema, null, 'local')

const passesResource = createResource((signal) => getAccessPasses({ signal }))
export const $accessPasses = passesResource.$state

/** Whose pass this page shows: the signed-in user, or (a page that never read it, e.g. a partner's) the auth port's account. */
function passOwner(user: UserProfile | null): string | undefined {
  if (user) return keptPassOwner(user)
  try {
    return keptPassOwner(getEnvironment().auth.account())
  } catch {
    return undefined
  }
}

export async function loadAccessPass(): Promise<void> {
  const state = await passesResource.load()
  $now.set(getEnvironment().now())
  if (state.status === 'ready' && state.data) {
    const kept = passesToKeep(state.data, passOwner($user.get()), getEnvironment().now())
    if (kept) accessPassOfflineSlice.set(kept)
    else accessPassOfflineSlice.clear()
  }
}

/** The time the pass is judged at: set on configure and on each load, and every 30 s while a page watches. */
export const ACCESS_PASS_TICK_MS = 30_000
const $now = atom<Date>(new Date(0))
let stopClock: (() => void) | undefined

onConfigure((environment) => $now.set(environment.now()))
onReset(() => stopAccessPassClock())

/**
 * Keeps the pass's status current while it is on screen (it turns valid or expired without a
 * reload). The page starts it when it shows the pass and calls the returned function when it leaves.
 */
export function startAccessPassClock(): () => void {
  stopAccessPassClock()
  const env = getEnvironment()
  $now.set(env.now())
  const handle = env.timers.setInterval(() => $now.set(env.now()), ACCESS_PASS_TICK_MS)
  stopClock = () => env.timers.clearInterval(handle)
  return stopAccessPassClock
}

export function stopAccessPassClock(): void {
  stopClock?.()
  stopClock = undefined
}

export interface AccessPassView {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The pass to show; null when there is none (the empty state). */
  pass: AccessPass | null
  passStatus: AccessPassStatus | null
  /** Set when the pass comes from the copy kept on this device: the time it was fetched. */
  offlineSince: string | null
  error: ResourceError | undefined
}

/** What the access-pass page shows: the pass of the chosen context (the side navigation's airline). */
export const $accessPass = computed([$accessPasses, accessPassOfflineSlice.$value, $now, $operatorScope, $user], (state, kept, now, scope, user): AccessPassView => {
  const saved = usableKeptPasses(kept, passOwner(user), now)
  const view = (passes: readonly AccessPass[], offlineSince: string | null): AccessPassView => {
    const pass = selectAccessPass(
      passes.filter((candidate) => inOperatorScope(candidate, scope)),
      now
    )
    return { status: 'ready', pass, passStatus: pass ? accessPassStatus(pass, now) : null, offlineSince, error: state.error }
  }
  if (state.status === 'ready' && state.data) return view(state.data, null)
  if (state.status === 'error' && saved) return view(saved.passes, saved.savedAt)
  if (state.status === 'loading' && state.data) return view(state.data, null)
  return { status: state.status, pass: null, passStatus: null, offlineSince: null, error: state.error }
})
