// The gate at the training-centre door (docs/access-pass.md): it syncs the issuer's keys and the
// revocations when it can, and checks codes with what it has, online or not.
import * as v from 'valibot'
import { PASS_ISSUER_KEYS_PATH, PASS_REVOCATIONS_PATH, PassIssuerKeySetSchema, PassRevocationsSchema } from '@crew-portal/contract'
import { atom, computed } from 'nanostores'
import { verifyPresentation } from '../access-pass/verify.ts'
import type { PassVerdict } from '../access-pass/verify.ts'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { resolveApiUrl } from '../http/url.ts'
import { gateKeysSlice, gateSeenSlice, recentSeen } from './knowledge.ts'
import type { GateKeys } from './knowledge.ts'

/** How long a sync waits for the API before keeping what the gate has. */
export const GATE_SYNC_TIMEOUT_MS = 8_000

export type GateSync =
  | { state: 'idle' }
  | { state: 'syncing' }
  /** The last sync failed: offline, the API unreachable or failing, or an answer that is not keys. */
  | { state: 'failed'; reason: 'offline' | 'unreachable' | 'invalid' }

export type GateCheck =
  /** The gate has never synced: it cannot check anything. */
  | { kind: 'no-keys'; code: string }
  | { kind: 'verdict'; code: string; verdict: PassVerdict; checkedAt: string }

let syncing: Promise<void> | undefined
const $sync = atom<GateSync>({ state: 'idle' })
const $check = atom<GateCheck | undefined>(undefined)
onReset(() => {
  syncing = undefined
  $sync.set({ state: 'idle' })
  $check.set(undefined)
})

export interface GateView {
  keys: GateKeys
  sync: GateSync
  check: GateCheck | undefined
}

/** What the gate page shows: its keys (and since when), the last sync, the last verdict. */
export const $gate = computed([gateKeysSlice.$value, $sync, $check], (keys, sync, check): GateView => ({ keys, sync, check }))

class UnusableAnswer extends Error {}

async function fetchJson<T>(path: string, schema: v.GenericSchema<unknown, T>, signal: AbortSignal): Promise<T> {
  const env = getEnvironment()
  // Not apiFetch: the gate is signed out (no token), and a failure here is the gate's to say, not a banner's.
  const response = await env.fetch(resolveApiUrl(path, env.settings.apiBaseUrl), { headers: { accept: 'application/json' }, signal, credentials: 'omit' })
  if (!response.ok) throw new UnusableAnswer(`${path}: ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new UnusableAnswer(`${path}: not JSON`)
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new UnusableAnswer(`${path}: ${parsed.issues[0].message}`)
  return parsed.output
}

/**
 * Fetches the issuer's keys and the revocations, and keeps both once both are good. Whatever fails
 * (offline, a timeout, an error, a malformed or hostile answer), the gate keeps what it had.
 */
export function syncGate(): Promise<void> {
  syncing ??= runSync().finally(() => {
    syncing = undefined
  })
  return syncing
}

async function runSync(): Promise<void> {
  const env = getEnvironment()
  if (!env.connectivity.isOnline()) {
    $sync.set({ state: 'failed', reason: 'offline' })
    return
  }
  $sync.set({ state: 'syncing' })
  const controller = new AbortController()
  // The limit holds even where a fetch ignores its signal: the race ends at the timer.
  const timedOut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('The gate sync timed out'))))
  const timer = env.timers.setTimeout(() => controller.abort(), GATE_SYNC_TIMEOUT_MS)
  try {
    const [keySet, revocations] = await Promise.race([
      Promise.all([fetchJson(PASS_ISSUER_KEYS_PATH, PassIssuerKeySetSchema, controller.signal), fetchJson(PASS_REVOCATIONS_PATH, PassRevocationsSchema, controller.signal)]),
      timedOut
    ])
    gateKeysSlice.set({ keys: keySet.keys, revocations, syncedAt: env.now().toISOString() })
    $sync.set({ state: 'idle' })
  } catch (error) {
    $sync.set({ state: 'failed', reason: error instanceof UnusableAnswer ? 'invalid' : 'unreachable' })
  } finally {
    env.timers.clearTimeout(timer)
  }
}

/**
 * Checks a code read at the door with what the gate knows, at the gate's time. A code let in is
 * remembered for its window, so a second showing of it (a forwarded picture) is refused.
 */
export async function checkPassCode(code: string): Promise<GateCheck> {
  const env = getEnvironment()
  const known = gateKeysSlice.get()
  if (!known) {
    const check: GateCheck = { kind: 'no-keys', code }
    $check.set(check)
    return check
  }
  const now = env.now()
  const seen = recentSeen(gateSeenSlice.get(), now)
  const verdict = await verifyPresentation(code, { keys: known.keys, now, seen: new Set(seen), revoked: new Set(known.revocations.revoked) })
  if (verdict.valid) gateSeenSlice.set([...seen, verdict.replayKey])
  const check: GateCheck = { kind: 'verdict', code, verdict, checkedAt: now.toISOString() }
  $check.set(check)
  return check
}

/** Clears the verdict on screen (the next person steps up). */
export function clearGateCheck(): void {
  $check.set(undefined)
}

/** Runs the gate: syncs now and whenever the browser comes back online. Returns the stop function. */
export function startGate(): () => void {
  void syncGate()
  return getEnvironment().connectivity.listen((online) => {
    if (online) void syncGate()
  })
}
