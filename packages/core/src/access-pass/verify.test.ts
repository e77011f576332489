import { PASS_CODE_MAX_BYTES, PASS_TEXT_MAX_BYTES, passWindow, utf8Bytes } from '@crew-portal/contract'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDevice, testPassHolder, testPassIssuer, type TestDevice, type TestPassIssuer } from '../test/pass.ts'
import { deviceKeyJwk, replayKeyOf, verifyPresentation, type GateKnowledge } from './verify.ts'

const NOW = new Date('2026-11-22T09:00:07Z')
const WINDOW = passWindow(NOW)

let issuer: TestPassIssuer
let device: TestDevice
let credential: string
let code: string

const gate = (overrides: Partial<GateKnowledge> = {}): GateKnowledge => ({
  keys: [issuer.key],
  now: NOW,
  seen: new Set(),
  revoked: new Set(),
  ...overrides
})

beforeAll(async () => {
  issuer = await testPassIssuer()
  device = await testDevice()
  credential = await issuer.issue(device.publicKey)
  code = await device.present(credential, WINDOW)
})

describe('verifyPresentation', () => {
  it('lets in a fresh code of a valid pass, with whose it is', async () => {
    const verdict = await verifyPresentation(code, gate())
    expect(verdict).toEqual({
      valid: true,
      window: WINDOW,
      replayKey: replayKeyOf('PASS-1001', WINDOW),
      holder: testPassHolder
    })
  })

  it('forgives the white space a paste carries', async () => {
    expect((await verifyPresentation(`  ${code}\n`, gate())).valid).toBe(true)
  })

  it('accepts the windows either side of its own and refuses those beyond as stale', async () => {
    for (const offset of [-1, 0, 1]) {
      const shown = await device.present(credential, WINDOW + offset)
      expect((await verifyPresentation(shown, gate())).valid).toBe(true)
    }
    for (const offset of [-3, -2, 2, 3, 1000]) {
      const shown = await device.present(credential, WINDOW + offset)
      expect(await verifyPresentation(shown, gate())).toMatchObject({
        valid: false,
        reason: 'stale',
        holder: { holderName: 'Alex Morgan' }
      })
    }
  })

  it('refuses a screenshot shown 45 s later as stale', async () => {
    expect(await verifyPresentation(code, gate({ now: new Date(NOW.getTime() + 45_000) }))).toMatchObject({
      valid: false,
      reason: 'stale'
    })
  })

  it('refuses a key id it does not know as an unknown issuer', async () => {
    expect(await verifyPresentation(code, gate({ keys: [{ ...issuer.key, kid: 'another-key-1' }] }))).toEqual({
      valid: false,
      reason: 'unknown-issuer'
    })
    expect(await verifyPresentation(code, gate({ keys: [] }))).toEqual({ valid: false, reason: 'unknown-issuer' })
  })

  it('refuses a credential signed by another key under a known key id as tampered', async () => {
    const impostor = await testPassIssuer(issuer.key.kid)
    const forged = await device.present(await impostor.issue(device.publicKey), WINDOW)
    expect(await verifyPresentation(forged, gate())).toEqual({ valid: false, reason: 'tampered' })
  })

  it('refuses a copied credential presented by a device without its key', async () => {
    const thief = await testDevice()
    const copy = await thief.present(credential, WINDOW)
    expect(await verifyPresentation(copy, gate())).toMatchObject({
      valid: false,
      reason: 'tampered',
      holder: { passId: 'PASS-1001' }
    })
  })

  it('refuses a revoked device, before and outside the pass validity', async () => {
    expect(await verifyPresentation(code, gate({ revoked: new Set(['dev-test-1']) }))).toMatchObject({
      valid: false,
      reason: 'revoked'
    })
    const early = await issuer.issue(device.publicKey, {
      nbf: NOW.getTime() / 1000 + 3600,
      exp: NOW.getTime() / 1000 + 7200
    })
    expect(await verifyPresentation(await device.present(early, WINDOW), gate())).toMatchObject({
      valid: false,
      reason: 'not-yet-valid'
    })
    const over = await issuer.issue(device.publicKey, { nbf: 1_700_000_000, exp: NOW.getTime() / 1000 - 1 })
    expect(await verifyPresentation(await device.present(over, WINDOW), gate())).toMatchObject({
      valid: false,
      reason: 'expired'
    })
  })

  it('refuses a second showing of a pass in one window at one gate, and lets the next window in', async () => {
    const first = await verifyPresentation(code, gate())
    if (!first.valid) throw new Error('first refused')
    const seen = new Set([first.replayKey])
    expect(await verifyPresentation(code, gate({ seen }))).toMatchObject({ valid: false, reason: 'replayed' })
    // Signed again for the same window (ECDSA signatures differ each time): still the same showing.
    expect(await verifyPresentation(await device.present(credential, WINDOW), gate({ seen }))).toMatchObject({
      valid: false,
      reason: 'replayed'
    })
    expect((await verifyPresentation(await device.present(credential, WINDOW + 1), gate({ seen }))).valid).toBe(true)
  })

  it('refuses the old fixed code and anything else that is not a CP2 code as tampered', async () => {
    for (const text of [
      'CP1-PASS-1001-7F3A',
      '',
      'CP2',
      'CP2.....',
      `${code}.x`,
      code.replace('CP2', 'CP3'),
      code.toLowerCase()
    ]) {
      expect(await verifyPresentation(text, gate())).toEqual({ valid: false, reason: 'tampered' })
    }
  })

  it('refuses a code with any one character changed (property)', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'
    await fc.assert(
      fc.asyncProperty(fc.nat(code.length - 1), fc.constantFrom(...alphabet), async (at, replacement) => {
        fc.pre(code[at] !== replacement)
        const changed = `${code.slice(0, at)}${replacement}${code.slice(at + 1)}`
        expect((await verifyPresentation(changed, gate())).valid).toBe(false)
      }),
      { numRuns: 300 }
    )
  })

  it('refuses a code with any byte changed to any value (property)', async () => {
    const bytes = utf8Bytes(code)
    await fc.assert(
      fc.asyncProperty(fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 }), async (at, delta) => {
        const changed = bytes.slice()
        changed[at] = ((changed[at] ?? 0) + delta) % 256
        const text = new TextDecoder().decode(changed)
        expect((await verifyPresentation(text, gate())).valid).toBe(false)
      }),
      { numRuns: 300 }
    )
  })

  it('fits the QR budget with the longest names a credential carries', async () => {
    const longest = 'ü'.repeat(PASS_TEXT_MAX_BYTES / 2)
    const big = await issuer.issue(device.publicKey, {
      pid: 'P'.repeat(40),
      name: longest,
      ctr: longest,
      did: 'd'.repeat(40)
    })
    const shown = await device.present(big, WINDOW)
    expect(utf8Bytes(shown).length).toBeLessThanOrEqual(PASS_CODE_MAX_BYTES)
    expect((await verifyPresentation(shown, gate())).valid).toBe(true)
  })
})

describe('deviceKeyJwk', () => {
  it('decompresses a device key to the point WebCrypto exported', async () => {
    const { compressDeviceKey } = await import('@crew-portal/contract')
    for (let round = 0; round < 8; round += 1) {
      const { publicKey } = await testDevice()
      expect(deviceKeyJwk(compressDeviceKey(publicKey))).toEqual(publicKey)
    }
  })

  it('refuses a point that is not on the curve or not compressed', () => {
    expect(deviceKeyJwk('')).toBeUndefined()
    expect(deviceKeyJwk(`B${'A'.repeat(43)}`)).toBeUndefined()
    // x = p is outside the field.
    expect(deviceKeyJwk(`Av____8AAAABAAAAAAAAAAAAAAAA________________`)).toBeUndefined()
  })
})
