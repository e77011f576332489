import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  compressDeviceKey,
  DeviceIdSchema,
  DeviceListSchema,
  parsePassCredential,
  passCode,
  PASS_CODE_MAX_BYTES,
  PASS_ISSUER_KEYS_PATH,
  PASS_REVOCATIONS_PATH,
  PASS_TEXT_MAX_BYTES,
  PassCredentialClaimsSchema,
  PassCredentialSchema,
  PassIssuerKeySetSchema,
  PassRevocationsSchema,
  type DevicePublicKey,
  type PassCredential,
  utf8Bytes
} from '@crew-portal/contract'
import { createTestDeviceKey, offCurve, startTestApi, type TestApi, type TestDeviceKey } from '../../test/api/index.ts'
import { localOrigins } from '../ports.ts'
import { createPassIssuerKey, openPassIssuer, PASS_ISSUER_KEY_FILE } from './pass-issuer.ts'
import { createServiceApp } from '../service-http/app.ts'
import type { ApiEnv } from './middleware.ts'
import { issueCredential, passCredentialClaims } from './routes/passes.ts'
import { ALEX_MORGAN, seedData } from './seed/index.ts'
import { openWriteStore } from './store.ts'

const NOW = new Date('2026-11-22T10:00:00Z')
// Alex Morgan's two passes (BAT in 5 days, BATTCM in 40) and one of Sam Rivera's.
const ALEX_PASS = 'PASS-1001'
const ALEX_OTHER_PASS = 'PASS-1002'

let api: TestApi
let samToken: string
let device: TestDeviceKey
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW })
  samToken = await api.signer.sign(
    { sub: 'usr-1002', email: 'fto.pilot@example.com' },
    { issuedAt: Math.floor(NOW.getTime() / 1000) }
  )
})
afterAll(async () => {
  await api.close()
})
beforeEach(async () => {
  await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
  device = await createTestDeviceKey()
})

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const credentialPath = (passId: string) => `/api/v1/accesspass/${passId}/credential`

async function register(passId: string, publicKey: unknown = device.publicKey, token?: string): Promise<Response> {
  return api.call(credentialPath(passId), {
    method: 'POST',
    body: { publicKey },
    ...(token === undefined ? {} : { token })
  })
}

async function registered(passId: string, publicKey: DevicePublicKey = device.publicKey): Promise<PassCredential> {
  const response = await register(passId, publicKey)
  expect(response.status).toBe(200)
  return v.parse(PassCredentialSchema, await response.json())
}

async function issuerKeys(): Promise<JSONWebKeySet> {
  const response = await api.call(PASS_ISSUER_KEYS_PATH, { token: null })
  expect(response.status).toBe(200)
  return v.parse(PassIssuerKeySetSchema, await response.json())
}

async function revoked(): Promise<string[]> {
  const response = await api.call(PASS_REVOCATIONS_PATH, { token: null })
  expect(response.status).toBe(200)
  return v.parse(PassRevocationsSchema, await response.json()).revoked
}

async function claimsOf(credential: string) {
  const { payload, protectedHeader } = await compactVerify(credential, createLocalJWKSet(await issuerKeys()))
  return {
    header: protectedHeader,
    claims: v.parse(PassCredentialClaimsSchema, JSON.parse(new TextDecoder().decode(payload)))
  }
}

describe('POST /accesspass/{passId}/credential', () => {
  it('answers a credential signed by the published issuer key, bound to the posted device key', async () => {
    const answer = await registered(ALEX_PASS)
    expect(answer.passId).toBe(ALEX_PASS)
    expect(v.is(DeviceIdSchema, answer.deviceId)).toBe(true)
    const { header, claims } = await claimsOf(answer.credential)
    const [signingKey] = (await issuerKeys()).keys
    expect(header).toEqual({ alg: 'ES256', kid: signingKey?.kid })
    const pass = ((await (await api.call('/api/v1/accesspass')).json()) as Array<Record<string, string>>).find(
      (candidate) => candidate.passId === ALEX_PASS
    )
    expect(claims).toEqual({
      pid: ALEX_PASS,
      name: 'Alex Morgan',
      ctr: pass?.trainingCentre,
      nbf: Date.parse(pass?.validFrom ?? '') / 1000,
      exp: Date.parse(pass?.validUntil ?? '') / 1000,
      did: answer.deviceId,
      dk: compressDeviceKey(device.publicKey)
    })
  })

  it('keeps one device per key: a second pass, or the same pass again, reuses its id', async () => {
    const first = await registered(ALEX_PASS)
    const second = await registered(ALEX_OTHER_PASS)
    const again = await registered(ALEX_PASS)
    expect(second.deviceId).toBe(first.deviceId)
    expect(again.deviceId).toBe(first.deviceId)
    const other = await registered(ALEX_PASS, (await createTestDeviceKey()).publicKey)
    expect(other.deviceId).not.toBe(first.deviceId)
  })

  it('makes one device of two simultaneous first registrations with one key', async () => {
    const [a, b] = await Promise.all([registered(ALEX_PASS), registered(ALEX_OTHER_PASS)])
    expect(a.deviceId).toBe(b.deviceId)
    const devices = v.parse(DeviceListSchema, await (await api.call('/api/v1/devices')).json())
    expect(devices).toHaveLength(1)
  })

  it("gives another crew member's key its own device, which it may revoke without touching the owner's", async () => {
    const mine = await registered(ALEX_PASS)
    const sams = (await (await api.call('/api/v1/accesspass', { token: samToken })).json()) as Array<{ passId: string }>
    const theirs = v.parse(
      PassCredentialSchema,
      await (await register(sams[0]?.passId ?? '', device.publicKey, samToken)).json()
    )
    expect(theirs.deviceId).not.toBe(mine.deviceId)
    expect(
      (await api.call(`/api/v1/devices/${theirs.deviceId}/revoke`, { method: 'POST', token: samToken })).status
    ).toBe(204)
    expect(await revoked()).toEqual([theirs.deviceId])
    expect((await register(ALEX_PASS)).status).toBe(200)
  })

  it("answers 404 for another crew member's pass or an unknown one", async () => {
    const sams = (await (await api.call('/api/v1/accesspass', { token: samToken })).json()) as Array<{ passId: string }>
    expect(sams.length).toBeGreaterThan(0)
    for (const passId of [sams[0]?.passId ?? '', 'PASS-9999']) {
      const response = await register(passId)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message: `There is no access pass ${passId} for you.` })
    }
  })

  it('answers 400 naming the field for a malformed key or one off the curve', async () => {
    const { x, y } = device.publicKey
    const bad: Array<[unknown, string]> = [
      [offCurve(device.publicKey), 'publicKey'],
      [{ kty: 'EC', crv: 'P-256', x, y: x }, 'publicKey'],
      // The same point with an unused last bit set: a second spelling of one key.
      [
        { kty: 'EC', crv: 'P-256', x, y: `${y.slice(0, 42)}${BASE64URL.charAt(BASE64URL.indexOf(y.charAt(42)) | 1)}` },
        'publicKey'
      ],
      [{ kty: 'EC', crv: 'P-384', x, y }, 'publicKey.crv'],
      [{ kty: 'RSA', crv: 'P-256', x, y }, 'publicKey.kty'],
      [{ kty: 'EC', crv: 'P-256', x }, 'publicKey.y'],
      [{ kty: 'EC', crv: 'P-256', x: `${x}AA`, y }, 'publicKey.x'],
      ['a key', 'publicKey']
    ]
    for (const [publicKey, field] of bad) {
      const response = await register(ALEX_PASS, publicKey)
      expect(response.status, JSON.stringify(publicKey)).toBe(400)
      expect(await response.json()).toMatchObject({ field })
    }
    const noBody = await api.call(credentialPath(ALEX_PASS), { method: 'POST' })
    expect(noBody.status).toBe(400)
    expect(await api.call('/api/v1/devices').then((response) => response.json())).toEqual([])
  })
})

describe('the paths a gate reads, and the token routes', () => {
  it('serves the keys and the revocations without a token, and refuses the rest without one', async () => {
    expect((await api.call(PASS_ISSUER_KEYS_PATH, { token: null })).status).toBe(200)
    expect((await api.call(PASS_REVOCATIONS_PATH, { token: null })).status).toBe(200)
    const { deviceId } = await registered(ALEX_PASS)
    const secured: Array<[string, string, unknown?]> = [
      ['POST', credentialPath(ALEX_PASS), { publicKey: device.publicKey }],
      ['GET', '/api/v1/devices'],
      ['POST', `/api/v1/devices/${deviceId}/revoke`]
    ]
    for (const [method, path, body] of secured) {
      const response = await api.call(path, { method, token: null, ...(body === undefined ? {} : { body }) })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
    expect(await revoked()).toEqual([])
  })

  it('publishes the revocation list as of now', async () => {
    const response = await api.call(PASS_REVOCATIONS_PATH, { token: null })
    expect(await response.json()).toEqual({ asOf: '2026-11-22T10:00:00Z', revoked: [] })
  })
})

describe('devices', () => {
  it("lists the crew member's devices with the passes each holds", async () => {
    expect(await (await api.call('/api/v1/devices')).json()).toEqual([])
    const { deviceId } = await registered(ALEX_PASS)
    await registered(ALEX_OTHER_PASS)
    const devices = v.parse(DeviceListSchema, await (await api.call('/api/v1/devices')).json())
    expect(devices).toEqual([
      { deviceId, registeredAt: '2026-11-22T10:00:00Z', passIds: [ALEX_PASS, ALEX_OTHER_PASS], revokedAt: null }
    ])
    expect(await (await api.call('/api/v1/devices', { token: samToken })).json()).toEqual([])
  })

  it('revokes a device: the gate learns it, and the device gets no new credential', async () => {
    const { deviceId } = await registered(ALEX_PASS)
    const revoke = await api.call(`/api/v1/devices/${deviceId}/revoke`, { method: 'POST' })
    expect(revoke.status).toBe(204)
    expect(await revoke.text()).toBe('')
    expect(await revoked()).toEqual([deviceId])
    expect((await api.call(`/api/v1/devices/${deviceId}/revoke`, { method: 'POST' })).status).toBe(204)
    const devices = v.parse(DeviceListSchema, await (await api.call('/api/v1/devices')).json())
    expect(devices).toEqual([expect.objectContaining({ deviceId, revokedAt: '2026-11-22T10:00:00Z' })])

    for (const passId of [ALEX_PASS, ALEX_OTHER_PASS]) {
      const refused = await register(passId)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { message: string }).message).toContain('removed from your account')
    }
    // A new key (what the app makes after signing in again) is a new device.
    const fresh = await registered(ALEX_PASS, (await createTestDeviceKey()).publicKey)
    expect(fresh.deviceId).not.toBe(deviceId)
    expect(await revoked()).toEqual([deviceId])
  })

  it("answers 404 for another crew member's device or an unknown one", async () => {
    const { deviceId } = await registered(ALEX_PASS)
    for (const [path, token] of [
      [`/api/v1/devices/${deviceId}/revoke`, samToken],
      ['/api/v1/devices/dev-unknown/revoke', undefined]
    ] as const) {
      const response = await api.call(path, { method: 'POST', ...(token === undefined ? {} : { token }) })
      expect(response.status).toBe(404)
    }
    expect(await revoked()).toEqual([])
  })

  it('keeps devices across a restart; a reset of the data wipes them', async () => {
    const { deviceId } = await registered(ALEX_PASS)
    await api.call(`/api/v1/devices/${deviceId}/revoke`, { method: 'POST' })
    await api.restart()
    expect(await revoked()).toEqual([deviceId])
    expect((await register(ALEX_PASS)).status).toBe(403)
    await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
    expect(await revoked()).toEqual([])
    expect(await (await api.call('/api/v1/devices')).json()).toEqual([])
  })
})

describe('the issuer key', () => {
  it('survives a restart, and a corrupt key file is replaced by a new key', async () => {
    const before = await issuerKeys()
    await api.restart()
    expect(await issuerKeys()).toEqual(before)

    await writeFile(join(api.dataDir, PASS_ISSUER_KEY_FILE), '{"keys": "lost"}')
    await api.restart()
    const after = await issuerKeys()
    expect(after.keys[0]?.kid).not.toBe(before.keys[0]?.kid)
    const { claims } = await claimsOf((await registered(ALEX_PASS)).credential)
    expect(claims.pid).toBe(ALEX_PASS)
  })

  it('is the one a test passes in, when it passes one', async () => {
    const key = await createPassIssuerKey()
    const fixed = await startTestApi({ now: () => NOW, passIssuerKeys: [key] })
    try {
      const response = await fixed.call(PASS_ISSUER_KEYS_PATH, { token: null })
      expect(await response.json()).toEqual({
        keys: [{ kty: 'EC', crv: 'P-256', x: key.x, y: key.y, kid: key.kid, alg: 'ES256', use: 'sig' }]
      })
    } finally {
      await fixed.close()
    }
  })
})

describe('the credential for a pass the seed does not have', () => {
  const seeded = () => {
    const pass = seedData(NOW, localOrigins()).accessPasses.find((candidate) => candidate.passId === ALEX_PASS)
    if (pass === undefined) throw new Error(`${ALEX_PASS} is seeded`)
    return pass
  }

  it('shortens a long holder name and centre to the byte budget, and the code still fits its QR', async () => {
    const pass = {
      ...seeded(),
      holderName: 'Zoë Ångström-Øvergård 王小明 🚀 '.repeat(4),
      trainingCentre: 'Centre de formation Île-de-France — Aéroport Charles-de-Gaulle'
    }
    const claims = passCredentialClaims(pass, 'dev-abcdefghijkl', compressDeviceKey(device.publicKey))
    for (const text of [claims.name, claims.ctr]) {
      expect(utf8Bytes(text).length).toBeLessThanOrEqual(PASS_TEXT_MAX_BYTES)
      expect(text.endsWith('…')).toBe(true)
    }
    expect(claims.name.startsWith('Zoë Ångström-Øvergård 王小明 🚀')).toBe(true)
    const issuer = await openPassIssuer([await createPassIssuerKey()])
    const credential = await issuer.sign(v.parse(PassCredentialClaimsSchema, claims))
    expect(parsePassCredential(credential)?.claims).toEqual(claims)
    expect(utf8Bytes(passCode(credential, 123_456_789, new Uint8Array(64))).length).toBeLessThanOrEqual(
      PASS_CODE_MAX_BYTES
    )
  })

  it('answers 410 for a pass that has ended, and registers no device for it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'crew-pass-'))
    try {
      const writes = await openWriteStore({ dataDir })
      const ended = { ...seeded(), validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-11-22T09:59:59Z' }
      const seed = { ...seedData(NOW, localOrigins()), accessPasses: [ended] }
      const passIssuer = await openPassIssuer([await createPassIssuerKey()])
      // The handler on the service stack, behind what the server and requireCrewMember set.
      const app = createServiceApp<ApiEnv>({ name: 'api' })
      app.use(async (c, next) => {
        c.set('now', NOW)
        c.set('seed', seed)
        c.set('writes', writes)
        c.set('passIssuer', passIssuer)
        c.set('user', ALEX_MORGAN)
        c.set('body', { publicKey: device.publicKey })
        await next()
      })
      app.post('/accesspass/:passId/credential', issueCredential)
      const response = await app.request(`/accesspass/${ALEX_PASS}/credential`, { method: 'POST' })
      expect(response.status).toBe(410)
      expect(await response.json()).toMatchObject({
        message: `The access pass ${ALEX_PASS} ended on 2026-11-22; it no longer opens the door.`
      })
      expect(writes.listAll('passDevice')).toEqual([])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
