// The gate at the training-centre door (docs/access-pass.md): it syncs the issuer's keys and the
// revocations when it can, and checks codes with what it has, online or not.
import * as v from 'valibot'
import {
  PASS_ISSUER_KEYS_PATH,
  PASS_REVOCATIONS_PATH,
  PassIssuerKeySetSchema,
  PassRevocationsSchema
} from '@crew-portal/contract'
import { atom, computed } from 'nanostores'
import { verifyPresentation } from '../access-pass/verify.ts'
import { getEnvironment, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { resolveApiUrl } from '../http/url.ts'
import { gateKeysSlice, gateSeenSlice, recentSeen } from './knowledge.ts'
import type { GateCheck, GateSync, GateView } from './types.ts'
import { gateKeysState, gateSyncWords, gateVerdictView } from './words.ts'

/** How long a sync waits for the API before keeping what the gate has. */
export const GATE_SYNC_TIMEOUT_MS = 8_000

/** How often the keys' age is told again while the gate runs. */
const AGE_TICK_MS = 60_000

let syncing: Promise<void> | undefined
let checking: Promise<unknown> = Promise.resolve()
/** The last code asked for: its check is running or on screen. */
let latest: { code: string; check: Promise<GateCheck> } | undefined
const $sync = atom<GateSync>({ state: 'idle' })
const $check = atom<GateCheck | undefined>(undefined)
// Moves on every AGE_TICK_MS while the gate runs, so "2 hours ago" does not stand still.
const $tick = atom(0)
export const gateWiring: Wiring = {
  after: [gateKeysSlice.wiring, gateSeenSlice.wiring],
  reset() {
    syncing = undefined
    checking = Promise.resolve()
    latest = undefined
    $sync.set({ state: 'idle' })
    $check.set(undefined)
  }
}

/** What the gate page shows: its keys (and since when), the last sync, the last verdict, in words. */
export const $gate = computed([gateKeysSlice.$value, $sync, $check, $tick], (keys, sync, check): GateView => ({
  keys,
  keysState: gateKeysState(keys, getEnvironment().now()),
  sync,
  syncWords: gateSyncWords(sync, keys !== null),
  check,
  verdict: gateVerdictView(check)
}))

/** An answer that came but is no use: an error status, or a body that is not what the contract says. */
class UnusableAnswer extends Error {
  constructor(
    readonly reason: 'server' | 'invalid',
    message: string
  ) {
    super(message)
  }
}

async function fetchJson<T>(path: string, schema: v.GenericSchema<unknown, T>, signal: AbortSignal): Promise<T> {
  const env = getEnvironment()
  // Not apiFetch: the gate is signed out (no token), and a failure here is the gate's to say, not a banner's.
  const response = await env.fetch(resolveApiUrl(path, env.settings.apiBaseUrl), {
    headers: { accept: 'application/json' },
    signal,
    credentials: 'omit'
  })
  if (!response.ok) throw new UnusableAnswer('server', `${path}: ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new UnusableAnswer('invalid', `${path}: not JSON`)
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new UnusableAnswer('invalid', `${path}: ${parsed.issues[0].message}`)
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
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new Error('The gate sync timed out')))
  )
  const timer = env.timers.setTimeout(() => controller.abort(), GATE_SYNC_TIMEOUT_MS)
  try {
    const [keySet, revocations] = await Promise.race([
      Promise.all([
        fetchJson(PASS_ISSUER_KEYS_PATH, PassIssuerKeySetSchema, controller.signal),
        fetchJson(PASS_REVOCATIONS_PATH, PassRevocationsSchema, controller.signal)
      ]),
      timedOut
    ])
    gateKeysSlice.set({ keys: keySet.keys, revocations, syncedAt: env.now().toISOString() })
    $sync.set({ state: 'idle' })
  } catch (error) {
    $sync.set({ state: 'failed', reason: error instanceof UnusableAnswer ? error.reason : 'unreachable' })
  } finally {
    env.timers.clearTimeout(timer)
  }
}

/**
 * Checks a code read at the door with what the gate knows, at the gate's time. A code let in is
 * remembered for its window, so a second showing of it (a forwarded picture) is refused.
 */
export function checkPassCode(code: string): Promise<GateCheck> {
  // One check at a time: two showings of one code checked side by side would both find it unseen.
  const check = checking.then(() => runCheck(code))
  checking = check.catch(() => undefined)
  latest = { code, check }
  return check
}

async function runCheck(code: string): Promise<GateCheck> {
  const env = getEnvironment()
  const known = gateKeysSlice.get()
  if (!known) {
    const check: GateCheck = { kind: 'no-keys', code }
    $check.set(check)
    return check
  }
  const now = env.now()
  const seen = recentSeen(gateSeenSlice.get(), now)
  const verdict = await verifyPresentation(code, {
    keys: known.keys,
    now,
    seen: new Set(seen),
    revoked: new Set(known.revocations.revoked)
  })
  if (verdict.valid) gateSeenSlice.set([...seen, verdict.replayKey])
  const check: GateCheck = { kind: 'verdict', code, verdict, checkedAt: now.toISOString() }
  $check.set(check)
  return check
}

/**
 * A code the camera read: checked unless it is the one being checked or on screen (the camera reads
 * the same phone many times a second; checking it again would turn Valid into "replayed").
 */
export function scanPassCode(code: string): Promise<GateCheck> {
  return latest && latest.code.trim() === code.trim() ? latest.check : checkPassCode(code)
}

/** Clears the verdict on screen (the next person steps up): the next code read is checked, whatever it is. */
export function clearGateCheck(): void {
  latest = undefined
  $check.set(undefined)
}

/**
 * Runs the gate: syncs now and whenever the browser comes back online, and keeps the keys' age
 * current. Returns the stop function.
 */
export function startGate(): () => void {
  wire(gateWiring)
  const env = getEnvironment()
  void syncGate()
  const ticking = env.timers.setInterval(() => $tick.set($tick.get() + 1), AGE_TICK_MS)
  const unlisten = env.connectivity.listen((online) => {
    if (online) void syncGate()
  })
  return () => {
    env.timers.clearInterval(ticking)
    unlisten()
  }
}
