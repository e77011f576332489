// The gate at the training-centre door (docs/access-pass.md): it syncs the issuer's keys and the
// revocations when it can, checks codes with what it has, online or not, and shows and sounds each
// verdict (R-GATE-2, R-GATE-3).
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
import { trackException } from '../telemetry/track.ts'
import { gateKeysSlice, gateSeenSlice, recentSeen } from './knowledge.ts'
import { GATE_TONES, gateSoundSlice, type GateTone } from './sound.ts'
import type { GateCheck, GateSync, GateView } from './types.ts'
import { gateKeysState, gateSyncWords, gateVerdictView } from './words.ts'

/** How long a sync waits for the API before keeping what the gate has. */
export const GATE_SYNC_TIMEOUT_MS = 8_000

/** How long a verdict stays on screen before the gate waits for the next pilot (R-GATE-2). */
export const GATE_VERDICT_HOLD_MS = 6_000

/** A code the camera reads again within this long of its last reading is not judged again (R-GATE-4). */
export const GATE_REPEAT_MS = 5_000

/** How often the keys' age is told again while the gate runs. */
const AGE_TICK_MS = 60_000

let syncing: Promise<void> | undefined
let checking: Promise<unknown> = Promise.resolve()
/** The codes judged lately, by their text: each one's check, and when the camera last read it. */
const judged = new Map<string, { check: Promise<GateCheck>; readAt: number }>()
/** The timer that ends the verdict on screen. */
let holding: unknown
const toneListeners = new Set<(tone: GateTone) => void>()
const $sync = atom<GateSync>({ state: 'idle' })
/** The verdict on screen, and how many verdicts the gate has shown (each new one is told anew). */
const $shown = atom<{ check: GateCheck | undefined; number: number }>({ check: undefined, number: 0 })
// Moves on every AGE_TICK_MS while the gate runs, so "2 hours ago" does not stand still.
const $tick = atom(0)
export const gateWiring: Wiring = {
  after: [gateKeysSlice.wiring, gateSeenSlice.wiring, gateSoundSlice.wiring],
  reset() {
    syncing = undefined
    checking = Promise.resolve()
    judged.clear()
    holding = undefined
    $sync.set({ state: 'idle' })
    $shown.set({ check: undefined, number: 0 })
  }
}

/** What the gate page shows: its keys (and since when), the last sync, the last verdict, in words. */
export const $gate = computed(
  [gateKeysSlice.$value, $sync, $shown, gateSoundSlice.$value, $tick],
  (keys, sync, shown, sound): GateView => ({
    keys,
    keysState: gateKeysState(keys, getEnvironment().now()),
    sync,
    syncWords: gateSyncWords(sync, keys !== null),
    check: shown.check,
    verdict: gateVerdictView(shown.check),
    verdictNumber: shown.check ? shown.number : 0,
    sound
  })
)

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
  const now = getEnvironment().now().getTime()
  forgetJudged(now)
  judged.set(code.trim(), { check, readAt: now })
  return check
}

async function runCheck(code: string): Promise<GateCheck> {
  const env = getEnvironment()
  const known = gateKeysSlice.get()
  if (!known) {
    const check: GateCheck = { kind: 'no-keys', code }
    show(check)
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
  show(check)
  return check
}

/** Puts a verdict on screen for GATE_VERDICT_HOLD_MS (in place of the last), and sounds its tone. */
function show(check: GateCheck): void {
  const env = getEnvironment()
  env.timers.clearTimeout(holding)
  $shown.set({ check, number: $shown.get().number + 1 })
  holding = env.timers.setTimeout(clearGateCheck, GATE_VERDICT_HOLD_MS)
  if (gateSoundSlice.get() === 'off') return
  const tone = GATE_TONES[gateVerdictView(check).outcome === 'valid' ? 'valid' : 'refused']
  for (const listener of toneListeners) {
    try {
      listener(tone)
    } catch (error) {
      // A tone that cannot sound is no reason to lose the verdict.
      trackException(error, { source: 'gate-tone' })
    }
  }
}

/**
 * A code the camera read: judged unless the gate judged the same code within GATE_REPEAT_MS of this
 * reading (R-GATE-4). The camera reads a phone held up many times a second; judging it again would
 * turn Valid into "replayed". Each reading keeps it remembered, so a phone held up for a while is
 * judged once; shown again after a pause, it is judged again.
 */
export function scanPassCode(code: string): Promise<GateCheck> {
  const now = getEnvironment().now().getTime()
  forgetJudged(now)
  const recent = judged.get(code.trim())
  if (!recent) return checkPassCode(code)
  recent.readAt = now
  return recent.check
}

/** Forgets the codes last read more than GATE_REPEAT_MS ago: the list holds a few seconds' codes at most. */
function forgetJudged(now: number): void {
  for (const [text, { readAt }] of judged) if (now - readAt > GATE_REPEAT_MS) judged.delete(text)
}

/** Ends the verdict on screen: the gate waits for the next pilot. */
export function clearGateCheck(): void {
  getEnvironment().timers.clearTimeout(holding)
  holding = undefined
  $shown.set({ check: undefined, number: $shown.get().number })
}

/**
 * Calls `listener` with the tone of each verdict while the gate's sound is on; returns the function
 * that stops it. The page plays it: the core has no speaker.
 */
export function listenGateTones(listener: (tone: GateTone) => void): () => void {
  toneListeners.add(listener)
  return () => toneListeners.delete(listener)
}

/** Turns the gate's tones on or off; the gate device remembers the choice (R-GATE-3). */
export function setGateSound(sound: 'on' | 'off'): void {
  gateSoundSlice.set(sound)
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
