// A pass issuer and a device in memory, with the same WebCrypto the browser and the local API use:
// tests and stories make real credentials and codes without the API.
import {
  PASS_ISSUER_ALGORITHM,
  compressDeviceKey,
  encodeBase64Url,
  fitUtf8,
  passCode,
  passCodeSigningInput,
  utf8Bytes
} from '@crew-portal/contract'
import type { AccessPass, DevicePublicKey, PassCredentialClaims, PassIssuerKey } from '@crew-portal/contract'
import type { PassHolder } from '../access-pass/verify.ts'

/** Whose pass the test issuer's credential for the example pass shows at the door (on device dev-test-1). */
export const testPassHolder: PassHolder = {
  passId: 'PASS-1001',
  holderName: 'Alex Morgan',
  trainingCentre: 'Miami Training Center',
  validFrom: '2026-11-20T00:00:00.000Z',
  validUntil: '2026-12-05T23:59:59.000Z',
  deviceId: 'dev-test-1'
}

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const ES256 = { name: 'ECDSA', hash: 'SHA-256' } as const

export interface TestDevice {
  publicKey: DevicePublicKey
  privateKey: CryptoKey
  /** The code this device shows for `credential` in `window`. */
  present(credential: string, window: number): Promise<string>
}

export async function testDevice(): Promise<TestDevice> {
  const pair = await crypto.subtle.generateKey(ECDSA_P256, false, ['sign', 'verify'])
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const publicKey = { kty, crv, x, y } as DevicePublicKey
  return {
    publicKey,
    privateKey: pair.privateKey,
    async present(credential, window) {
      const signature = await crypto.subtle.sign(
        ES256,
        pair.privateKey,
        utf8Bytes(passCodeSigningInput(credential, window))
      )
      return passCode(credential, window, new Uint8Array(signature))
    }
  }
}

export interface TestPassIssuer {
  /** The issuer's public key, as the keys path publishes it. */
  key: PassIssuerKey
  /** A credential for `device`: the example pass's claims unless overridden. */
  issue(device: DevicePublicKey, claims?: Partial<Omit<PassCredentialClaims, 'dk'>>): Promise<string>
}

const json = (value: unknown) => encodeBase64Url(utf8Bytes(JSON.stringify(value)))

export async function testPassIssuer(kid = 'test-issuer-1'): Promise<TestPassIssuer> {
  const pair = await crypto.subtle.generateKey(ECDSA_P256, false, ['sign', 'verify'])
  const { x = '', y = '' } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    key: { kty: 'EC', crv: 'P-256', x, y, kid, alg: PASS_ISSUER_ALGORITHM, use: 'sig' },
    async issue(device, claims = {}) {
      const payload: PassCredentialClaims = {
        pid: 'PASS-1001',
        name: fitUtf8('Alex Morgan'),
        ctr: 'Miami Training Center',
        nbf: Date.parse('2026-11-20T00:00:00Z') / 1000,
        exp: Date.parse('2026-12-05T23:59:59Z') / 1000,
        did: 'dev-test-1',
        ...claims,
        dk: compressDeviceKey(device)
      }
      const signingInput = `${json({ alg: PASS_ISSUER_ALGORITHM, kid })}.${json(payload)}`
      const signature = await crypto.subtle.sign(ES256, pair.privateKey, utf8Bytes(signingInput))
      return `${signingInput}.${encodeBase64Url(new Uint8Array(signature))}`
    }
  }
}

const CREDENTIAL_PATH = /\/accesspass\/([^/]+)\/credential$/

/**
 * Answers `POST …/accesspass/{passId}/credential` as the API does: a credential for that pass, from
 * `passes`, bound to the posted key; undefined for any other request (the caller answers it).
 */
export async function issueCredentialFor(
  request: Request,
  issuer: TestPassIssuer,
  passes: readonly AccessPass[],
  deviceId = 'dev-test-1'
): Promise<Response | undefined> {
  const passId = CREDENTIAL_PATH.exec(new URL(request.url).pathname)?.[1]
  if (request.method !== 'POST' || passId === undefined) return undefined
  const pass = passes.find((candidate) => candidate.passId === decodeURIComponent(passId))
  if (!pass) return new Response(JSON.stringify({ message: 'No such pass.' }), { status: 404 })
  const { publicKey } = (await request.json()) as { publicKey: DevicePublicKey }
  const credential = await issuer.issue(publicKey, {
    pid: pass.passId,
    name: fitUtf8(pass.holderName),
    ctr: fitUtf8(pass.trainingCentre),
    nbf: Date.parse(pass.validFrom) / 1000,
    exp: Math.floor(Date.parse(pass.validUntil) / 1000),
    did: deviceId
  })
  return new Response(JSON.stringify({ passId: pass.passId, deviceId, credential }), {
    status: 200,
    headers: { 'content-type': 'application/json' }
  })
}

export interface TestDoorPass {
  issuer: TestPassIssuer
  device: TestDevice
  /** The issuer's credential for the device's key. */
  credential: string
}

/** A test issuer, a device, and the credential the issuer gave that device: what a code shown at the door needs. */
export async function testDoorPass(): Promise<TestDoorPass> {
  const issuer = await testPassIssuer()
  const device = await testDevice()
  return { issuer, device, credential: await issuer.issue(device.publicKey) }
}
