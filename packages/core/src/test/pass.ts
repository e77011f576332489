// A pass issuer and a device in memory, with the same WebCrypto the browser and the local API use:
// tests and stories make real credentials and codes without the API.
import { PASS_ISSUER_ALGORITHM, compressDeviceKey, encodeBase64Url, fitUtf8, passCode, passCodeSigningInput, utf8Bytes } from '@crew-portal/contract'
import type { DevicePublicKey, PassCredentialClaims, PassIssuerKey } from '@crew-portal/contract'

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
      const signature = await crypto.subtle.sign(ES256, pair.privateKey, utf8Bytes(passCodeSigningInput(credential, window)))
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
