import { decodeBase64Url, encodeBase64Url, type DevicePublicKey } from '@crew-portal/contract'

export interface TestDeviceKey {
  /** The public key as the app sends it: WebCrypto's `exportKey('jwk')`, extra members and all. */
  publicKey: DevicePublicKey & JsonWebKey
  privateKey: CryptoKey
}

/** A phone's door-pass key: ECDSA P-256 from WebCrypto, as the app makes it. */
export async function createTestDeviceKey(): Promise<TestDeviceKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  const publicKey = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as DevicePublicKey & JsonWebKey
  return { publicKey, privateKey: pair.privateKey }
}

/** The same x with a changed y: well-formed base64url, but (all but certainly) no point on the curve. */
export function offCurve(key: DevicePublicKey): DevicePublicKey {
  const y = decodeBase64Url(key.y) ?? new Uint8Array(32)
  y[0] = (y[0] ?? 0) ^ 1
  return { kty: 'EC', crv: 'P-256', x: key.x, y: encodeBase64Url(y) }
}
