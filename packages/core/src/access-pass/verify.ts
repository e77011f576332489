// The gate's rules (docs/access-pass.md): whether a code read at the door lets its holder in. A pure
// function of the code and what the gate knows; WebCrypto, which Node and every browser have, does the
// signatures, so an online gate can run the same check in a server route.
import {
  PASS_WINDOW_TOLERANCE,
  decodeBase64Url,
  encodeBase64Url,
  parsePassCode,
  passWindow,
  utf8Bytes
} from '@crew-portal/contract'
import type { PassCredentialClaims, PassIssuerKey } from '@crew-portal/contract'

export type PassRefusal = 'tampered' | 'unknown-issuer' | 'revoked' | 'not-yet-valid' | 'expired' | 'stale' | 'replayed'

/** Whose pass a code is, as the issuer signed it. */
export interface PassHolder {
  passId: string
  holderName: string
  trainingCentre: string
  /** ISO date-times of the pass's validity. */
  validFrom: string
  validUntil: string
  deviceId: string
}

export type PassVerdict =
  | { valid: true; holder: PassHolder; window: number; replayKey: string }
  /** `holder` is there once the issuer's signature held: the guard sees whose pass was refused. */
  | { valid: false; reason: PassRefusal; holder?: PassHolder }

export interface GateKnowledge {
  /** The issuer's public keys, from the gate's last online visit. */
  keys: readonly PassIssuerKey[]
  now: Date
  /** The replay keys of the codes this gate has let in (`PassVerdict.replayKey`). */
  seen: ReadonlySet<string>
  /** Device ids whose credentials are revoked. */
  revoked: ReadonlySet<string>
}

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const ES256 = { name: 'ECDSA', hash: 'SHA-256' } as const

// P-256's field prime and curve constant b (y² = x³ - 3x + b), SEC 2.
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let square = base % P
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % P
    square = (square * square) % P
  }
  return result
}

const bigOf = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
function bytesOf(value: bigint): Uint8Array {
  const bytes = new Uint8Array(32)
  for (let index = 31, rest = value; index >= 0; index -= 1, rest >>= 8n) bytes[index] = Number(rest & 0xffn)
  return bytes
}

/**
 * The JWK of a compressed P-256 point (the credential's `dk`), or undefined off the curve. Decompressed
 * here rather than imported as raw: not every browser's WebCrypto takes a compressed point.
 */
export function deviceKeyJwk(compressed: string): JsonWebKey | undefined {
  const point = decodeBase64Url(compressed)
  if (point?.length !== 33 || (point[0] !== 2 && point[0] !== 3)) return undefined
  const x = bigOf(point.subarray(1))
  if (x >= P) return undefined
  const right = (((x * x * x - 3n * x + B) % P) + P) % P
  let y = modPow(right, (P + 1n) / 4n)
  if ((y * y) % P !== right) return undefined
  if (Number(y & 1n) !== point[0] - 2) y = P - y
  return { kty: 'EC', crv: 'P-256', x: encodeBase64Url(point.subarray(1)), y: encodeBase64Url(bytesOf(y)) }
}

async function verifies(jwk: JsonWebKey, signature: Uint8Array<ArrayBuffer>, signed: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('jwk', jwk, ECDSA_P256, false, ['verify'])
    return await crypto.subtle.verify(ES256, key, signature, utf8Bytes(signed))
  } catch {
    return false
  }
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

function holderOf(claims: PassCredentialClaims): PassHolder {
  return {
    passId: claims.pid,
    holderName: claims.name,
    trainingCentre: claims.ctr,
    validFrom: iso(claims.nbf),
    validUntil: iso(claims.exp),
    deviceId: claims.did
  }
}

/** What a gate remembers of a code it let in: one entry for a pass in a window. */
export function replayKeyOf(passId: string, window: number): string {
  return `${passId}@${window}`
}

/**
 * Valid, or Refused with the first reason that applies: not a well-formed code, or any signature
 * that fails (tampered); a key the gate does not know (unknown issuer); a revoked device; outside the
 * pass's validity; a window more than PASS_WINDOW_TOLERANCE from the gate's (stale, e.g. a
 * screenshot); a pass already let in during that window at this gate (replayed).
 */
export async function verifyPresentation(code: string, gate: GateKnowledge): Promise<PassVerdict> {
  const parsed = parsePassCode(code)
  if (!parsed) return { valid: false, reason: 'tampered' }
  const issuer = gate.keys.find((key) => key.kid === parsed.header.kid)
  if (!issuer) return { valid: false, reason: 'unknown-issuer' }
  const { kty, crv, x, y } = issuer
  if (!(await verifies({ kty, crv, x, y }, parsed.credentialSignature, parsed.credentialSigningInput)))
    return { valid: false, reason: 'tampered' }

  const holder = holderOf(parsed.claims)
  const device = deviceKeyJwk(parsed.claims.dk)
  if (!device || !(await verifies(device, parsed.deviceSignature, parsed.presentationSigningInput)))
    return { valid: false, reason: 'tampered', holder }
  if (gate.revoked.has(parsed.claims.did)) return { valid: false, reason: 'revoked', holder }

  const seconds = gate.now.getTime() / 1000
  if (seconds < parsed.claims.nbf) return { valid: false, reason: 'not-yet-valid', holder }
  if (seconds > parsed.claims.exp) return { valid: false, reason: 'expired', holder }
  if (Math.abs(parsed.window - passWindow(gate.now)) > PASS_WINDOW_TOLERANCE)
    return { valid: false, reason: 'stale', holder }
  const replayKey = replayKeyOf(parsed.claims.pid, parsed.window)
  if (gate.seen.has(replayKey)) return { valid: false, reason: 'replayed', holder }
  return { valid: true, holder, window: parsed.window, replayKey }
}
