import { passWindow } from '@crew-portal/contract'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureCrewPortal } from '../environment/configure.ts'
import {
  configureTestCrewPortal,
  createTestEnvironment,
  json,
  testDevice,
  testDoorPass,
  testPassIssuer
} from '../test/index.ts'
import type { TestDevice, TestEnvironment, TestPassIssuer } from '../test/index.ts'
import { gateKeysSlice, gateSeenSlice, recentSeen } from './knowledge.ts'
import { GATE_TONES, gateSoundSlice, type GateTone } from './sound.ts'
import {
  $gate,
  GATE_REPEAT_MS,
  GATE_VERDICT_HOLD_MS,
  checkPassCode,
  clearGateCheck,
  listenGateTones,
  scanPassCode,
  setGateSound,
  startGate,
  syncGate
} from './store.ts'
import { NO_KEYS_WORDS } from './words.ts'

// The test clock stands at 2026-11-22 09:00 UTC; the test issuer's passes are valid then.
let issuer: TestPassIssuer, device: TestDevice, credential: string
beforeAll(async () => ({ issuer, device, credential } = await testDoorPass()))

const revocations = (revoked: string[] = []) => ({ asOf: '2026-11-22T08:59:00Z', revoked })
let keysAnswer: () => Response | Promise<Response>
let revocationsAnswer: () => Response | Promise<Response>
let env: TestEnvironment

beforeEach(() => {
  keysAnswer = () => json({ keys: [issuer.key] })
  revocationsAnswer = () => json(revocations())
  env = configureTestCrewPortal({
    user: null,
    fetch: (request) =>
      request.url.endsWith('/accesspass/keys')
        ? keysAnswer()
        : request.url.endsWith('/accesspass/revocations')
          ? revocationsAnswer()
          : json({}, 404)
  })
})

const now = () => env.now()
const liveCode = () => device.present(credential, passWindow(now()))

describe('the gate', () => {
  it('cannot check anything before its first sync, and says so', async () => {
    expect($gate.get().keysState).toEqual({ hasKeys: false, text: NO_KEYS_WORDS, warn: true })
    expect(await checkPassCode(await liveCode())).toMatchObject({ kind: 'no-keys' })
    expect($gate.get().verdict).toEqual({ outcome: 'refused', word: 'Refused', reason: NO_KEYS_WORDS })
  })

  it('syncs the keys and revocations without a token, and lets a live code in', async () => {
    await syncGate()
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/v1/accesspass/keys',
      '/api/v1/accesspass/revocations'
    ])
    expect(env.fetch.requests.every((request) => !request.headers.has('authorization'))).toBe(true)
    expect(env.auth.tokenRequests).toBe(0)
    expect($gate.get().keys).toMatchObject({ syncedAt: '2026-11-22T09:00:00.000Z', keys: [{ kid: issuer.key.kid }] })
    const check = await checkPassCode(await liveCode())
    expect(check).toMatchObject({ kind: 'verdict', verdict: { valid: true, holder: { holderName: 'Alex Morgan' } } })
    expect($gate.get()).toMatchObject({
      check,
      verdict: { outcome: 'valid', word: 'Valid', holder: { name: 'Alex Morgan' } }
    })
    expect($gate.get().keysState).toEqual({
      hasKeys: true,
      text: 'Keys and revocations as of 22-11-2026 09:00 UTC (less than an hour ago).',
      warn: false
    })
  })

  it('checks a code the camera keeps reading once, and one shown twice at once only once as Valid', async () => {
    await syncGate()
    const code = await liveCode()
    const [first, again] = await Promise.all([scanPassCode(code), scanPassCode(` ${code}\n`)])
    expect(first).toMatchObject({ verdict: { valid: true } })
    expect(again).toBe(first)
    expect(await scanPassCode(code)).toBe(first)
    // Typed or pasted, a code is always judged: whoever guards the door asked for it.
    const [typed, pasted] = await Promise.all([checkPassCode(code), checkPassCode(code)])
    expect([typed, pasted]).toMatchObject([{ verdict: { reason: 'replayed' } }, { verdict: { reason: 'replayed' } }])
  })

  it('judges a code the camera reads again only once it has been out of sight for GATE_REPEAT_MS (R-GATE-4)', async () => {
    await syncGate()
    const code = await liveCode()
    const first = await scanPassCode(code)
    expect(first).toMatchObject({ verdict: { valid: true } })
    // Held up for longer than the window, read every second: each reading keeps it remembered.
    for (let second = 0; second < 8; second++) {
      env.clock.advance(1_000)
      expect(await scanPassCode(code)).toBe(first)
    }
    // The verdict on screen ended meanwhile; the phone, still in view, is not judged again.
    expect($gate.get().verdict).toEqual({ outcome: 'waiting' })
    // Out of sight for just the window: still the same showing.
    env.clock.advance(GATE_REPEAT_MS)
    expect(await scanPassCode(code)).toBe(first)
    // Out of sight for longer, and shown again while the code is still live: judged, a second showing.
    env.clock.advance(GATE_REPEAT_MS + 1)
    const again = await scanPassCode(code)
    expect(again).not.toBe(first)
    expect(again).toMatchObject({ verdict: { valid: false, reason: 'replayed' } })
    expect($gate.get().verdict).toMatchObject({ outcome: 'refused', word: 'Refused' })
  })

  it('shows each verdict for GATE_VERDICT_HOLD_MS, a new one at once in place of the last, then waits (R-GATE-2)', async () => {
    await syncGate()
    expect($gate.get()).toMatchObject({ verdict: { outcome: 'waiting' }, verdictNumber: 0 })
    await checkPassCode(await liveCode())
    expect($gate.get()).toMatchObject({ verdict: { outcome: 'valid' }, verdictNumber: 1 })
    env.clock.advance(GATE_VERDICT_HOLD_MS - 1_000)
    await checkPassCode('not a code')
    expect($gate.get()).toMatchObject({ verdict: { outcome: 'refused' }, verdictNumber: 2 })
    // The new verdict has its own time on screen, counted from when it came.
    env.clock.advance(GATE_VERDICT_HOLD_MS - 1)
    expect($gate.get().verdictNumber).toBe(2)
    env.clock.advance(1)
    expect($gate.get()).toMatchObject({ verdict: { outcome: 'waiting' }, check: undefined, verdictNumber: 0 })
    // The same words again are a new verdict, told anew.
    await checkPassCode('not a code')
    expect($gate.get().verdictNumber).toBe(3)
    clearGateCheck()
    expect($gate.get().verdict).toEqual({ outcome: 'waiting' })
  })

  it('sounds the tone of each verdict while the sound is on, and none once muted (R-GATE-3)', async () => {
    const tones: GateTone[] = []
    const stop = listenGateTones((tone) => tones.push(tone))
    await checkPassCode('before any keys')
    await syncGate()
    await checkPassCode(await liveCode())
    await checkPassCode('not a code')
    expect(tones).toEqual([GATE_TONES.refused, GATE_TONES.valid, GATE_TONES.refused])
    expect($gate.get().sound).toBe('on')
    setGateSound('off')
    expect($gate.get().sound).toBe('off')
    expect(JSON.parse(env.localStorage.getItem(gateSoundSlice.key) ?? '')).toEqual({ v: 1, data: 'off' })
    await checkPassCode('not a code')
    expect(tones).toHaveLength(3)
    setGateSound('on')
    stop()
    await checkPassCode('not a code')
    expect(tones).toHaveLength(3)
  })

  it('keeps the verdict when the tone cannot sound', async () => {
    const stop = listenGateTones(() => {
      throw new Error('no audio device')
    })
    await syncGate()
    expect(await checkPassCode(await liveCode())).toMatchObject({ verdict: { valid: true } })
    expect($gate.get().verdict).toMatchObject({ outcome: 'valid' })
    expect(env.telemetry.records).toContainEqual(
      expect.objectContaining({ kind: 'exception', name: 'no audio device', properties: { source: 'gate-tone' } })
    )
    stop()
  })

  it.each([
    ['not JSON', '{'],
    ['another value', JSON.stringify({ v: 1, data: 'loud' })],
    ['another version', JSON.stringify({ v: 2, data: 'off' })],
    ['a hostile value', JSON.stringify({ v: 1, data: { toString: '<img src=x onerror=alert(1)>' } })]
  ])('reads a stored sound setting that is %s as on, the default', (_what, stored) => {
    const next = createTestEnvironment({ user: null })
    next.localStorage.setItem(gateSoundSlice.key, stored)
    configureCrewPortal(next)
    expect($gate.get().sound).toBe('on')
    expect(next.localStorage.getItem(gateSoundSlice.key)).toBeNull()
  })

  it('reads a stored "off" as muted after a restart', () => {
    const next = createTestEnvironment({ user: null })
    next.localStorage.setItem(gateSoundSlice.key, JSON.stringify({ v: 1, data: 'off' }))
    configureCrewPortal(next)
    expect($gate.get().sound).toBe('off')
  })

  it('lets in two different passes side by side, each once', async () => {
    await syncGate()
    const other = await testDevice()
    const otherCode = await other.present(
      await issuer.issue(other.publicKey, { pid: 'PASS-2002', did: 'dev-test-2' }),
      passWindow(now())
    )
    const checks = await Promise.all([checkPassCode(await liveCode()), checkPassCode(otherCode)])
    expect(checks.map((check) => check.kind === 'verdict' && check.verdict.valid)).toEqual([true, true])
    expect(gateSeenSlice.get()).toHaveLength(2)
  })

  it('refuses the same pass again in its window, a picture 45 s later, a changed code and a revoked device', async () => {
    await syncGate()
    const code = await liveCode()
    expect((await checkPassCode(code)).kind === 'verdict' && $gate.get().check).toMatchObject({
      verdict: { valid: true }
    })
    expect(await checkPassCode(code)).toMatchObject({ verdict: { valid: false, reason: 'replayed' } })
    env.clock.advance(45_000)
    expect(await checkPassCode(code)).toMatchObject({ verdict: { valid: false, reason: 'stale' } })
    const changed = `${code.slice(0, 40)}${code[40] === 'A' ? 'B' : 'A'}${code.slice(41)}`
    expect(await checkPassCode(changed)).toMatchObject({ verdict: { valid: false, reason: 'tampered' } })
    revocationsAnswer = () => json(revocations(['dev-test-1']))
    await syncGate()
    expect(await checkPassCode(await liveCode())).toMatchObject({ verdict: { valid: false, reason: 'revoked' } })
  })

  it('refuses a key it does not know as an unknown issuer', async () => {
    keysAnswer = async () => json({ keys: [(await testPassIssuer('another-issuer')).key] })
    await syncGate()
    expect(await checkPassCode(await liveCode())).toMatchObject({ verdict: { valid: false, reason: 'unknown-issuer' } })
  })

  it('keeps what it had when a sync fails, and says why', async () => {
    await syncGate()
    const known = gateKeysSlice.get()
    keysAnswer = () => json({ message: 'down' }, 500)
    await syncGate()
    expect($gate.get()).toMatchObject({
      keys: known,
      sync: { state: 'failed', reason: 'server' },
      syncWords: expect.stringContaining('server had an error')
    })
    keysAnswer = () => json({ keys: [{ ...issuer.key, x: '<img src=x onerror=alert(1)>' }] })
    await syncGate()
    expect($gate.get()).toMatchObject({ keys: known, sync: { state: 'failed', reason: 'invalid' } })
    keysAnswer = () => new Response('<html>proxy</html>', { status: 200, headers: { 'content-type': 'text/html' } })
    await syncGate()
    expect($gate.get()).toMatchObject({ keys: known, sync: { state: 'failed', reason: 'invalid' } })
    revocationsAnswer = () => json({ asOf: 'now', revoked: 'everyone' })
    keysAnswer = () => json({ keys: [] })
    await syncGate()
    expect($gate.get()).toMatchObject({ keys: known, sync: { state: 'failed', reason: 'invalid' } })
    revocationsAnswer = () => json(revocations())
    keysAnswer = () => Promise.reject(new TypeError('Failed to fetch'))
    await syncGate()
    expect($gate.get()).toMatchObject({ keys: known, sync: { state: 'failed', reason: 'unreachable' } })
    env.setOnline(false)
    await syncGate()
    expect($gate.get()).toMatchObject({ keys: known, sync: { state: 'failed', reason: 'offline' } })
  })

  it('gives up on an answer that never comes, keeping what it had', async () => {
    keysAnswer = () => new Promise<Response>(() => undefined)
    const syncing = syncGate()
    expect($gate.get().sync).toEqual({ state: 'syncing' })
    env.clock.advance(8_000)
    await syncing
    expect($gate.get().sync).toEqual({ state: 'failed', reason: 'unreachable' })
  })

  it('syncs on start and whenever the browser comes back online', async () => {
    const stop = startGate()
    await syncGate()
    env.setOnline(false)
    env.setOnline(true)
    await syncGate()
    expect(env.fetch.requests).toHaveLength(4)
    expect($gate.get().keysState.text).toContain('(less than an hour ago)')
    env.clock.advance(2 * 3_600_000)
    expect($gate.get().keysState.text).toContain('(2 hours ago)')
    stop()
    env.setOnline(false)
    env.setOnline(true)
    expect(env.fetch.requests).toHaveLength(4)
  })

  it('opens offline after a restart with the keys of its last online visit', async () => {
    await syncGate()
    const stored = env.localStorage.getItem(gateKeysSlice.key) ?? ''
    const next = createTestEnvironment({ online: false, user: null })
    next.localStorage.setItem(gateKeysSlice.key, stored)
    configureCrewPortal(next)
    expect((await checkPassCode(await device.present(credential, passWindow(next.now())))).kind === 'verdict').toBe(
      true
    )
    expect($gate.get().check).toMatchObject({ verdict: { valid: true } })
  })

  it('drops a corrupt stored copy instead of trusting it', () => {
    const next = createTestEnvironment({ user: null })
    next.localStorage.setItem(
      gateKeysSlice.key,
      JSON.stringify({ v: 1, data: { keys: [{ kid: 'x' }], revocations: revocations(), syncedAt: 'yesterday' } })
    )
    configureCrewPortal(next)
    expect(gateKeysSlice.get()).toBeNull()
  })

  it('remembers only the codes of recent windows', () => {
    const window = passWindow(now())
    expect(recentSeen([`A@${window - 5}`, `B@${window - 2}`, `C@${window}`], now())).toEqual([
      `B@${window - 2}`,
      `C@${window}`
    ])
    expect(gateSeenSlice.get()).toEqual([])
  })
})
