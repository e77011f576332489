// The door pass's signed formats (docs/access-pass.md), stated once for the API that issues the
// credential, the phone that presents it and the gate that checks it.
//
// The credential is a compact JWS (ES256): the API signs it with jose, the browser verifies it with
// WebCrypto alone (ES256's r||s signature is WebCrypto's own ECDSA format), and it stays text, so a
// code can be pasted into the gate's field. COSE with base45 would be about a quarter smaller, but
// every verifier would need a CBOR codec; the JWS already fits the QR budget (PASS_CODE_MAX_BYTES).
//
// The code in the QR is `CP2.<jws header>.<jws payload>.<jws signature>.<window>.<device signature>`:
// the device signs, with its non-extractable P-256 key, everything before the last dot (the
// credential, and so the pass id, and the 15 s window).
import * as v from 'valibot'
import { IdSchema } from './primitives.ts'

/** The code's version tag: the gate refuses a code with another, such as a first pass's fixed `CP1-…` code. */
export const PASS_CODE_PREFIX = 'CP2'
/** The longest code a phone may show: it keeps the QR at a version a phone's screen shows sharply. */
export const PASS_CODE_MAX_BYTES = 700
/** The longest holder name and centre a credential carries, in UTF-8 bytes (the API shortens longer ones). */
export const PASS_TEXT_MAX_BYTES = 64
export const PASS_ISSUER_ALGORITHM = 'ES256'

// ---------------------------------------------------------------- base64url, strict

const BASE64URL = /^[A-Za-z0-9_-]*$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function encodeBase64Url(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6))
    for (let char = 0; char < chars; char += 1) text += ALPHABET[(chunk >> (18 - char * 6)) & 63]
  }
  return text
}

/**
 * The bytes of unpadded base64url text, or undefined. Strict: a text whose unused trailing bits are
 * not zero is refused, so no two texts decode to the same bytes (a changed last character of a
 * signature can never pass as the same signature).
 */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8))
  let buffer = 0
  let bits = 0
  let at = 0
  for (let index = 0; index < text.length; index += 1) {
    buffer = ((buffer << 6) | ALPHABET.indexOf(text.charAt(index))) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (buffer >> bits) & 0xff
    }
  }
  return (buffer & ((1 << bits) - 1)) === 0 ? bytes : undefined
}

const textEncoder = new TextEncoder()
const textDecoder = new TextDecoder('utf-8', { fatal: true })

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return textEncoder.encode(text)
}

/** A text shortened, on a character boundary, to at most `maxBytes` of UTF-8 ("…" marks a cut). */
export function fitUtf8(text: string, maxBytes = PASS_TEXT_MAX_BYTES): string {
  if (utf8Bytes(text).length <= maxBytes) return text
  const chars = Array.from(text)
  while (chars.length > 0 && utf8Bytes(`${chars.join('')}…`).length > maxBytes) chars.pop()
  return `${chars.join('')}…`
}

// ---------------------------------------------------------------- keys

/** Unpadded base64url text of `bytes` bytes. */
export const base64UrlOfLength = (bytes: number) =>
  v.pipe(v.string(), v.length(Math.ceil((bytes * 8) / 6)), v.regex(BASE64URL))

/** A key id: a JWK thumbprint or a prefix of one. */
export const PassKeyIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a key id of 8-64 base64url characters')
)

/** A device's public key as WebCrypto exports it (`exportKey('jwk')`); other members are ignored. */
export const DevicePublicKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: base64UrlOfLength(32),
  y: base64UrlOfLength(32)
})
export type DevicePublicKey = v.InferOutput<typeof DevicePublicKeySchema>

/** A device key in the credential: its SEC1 compressed point, base64url (33 bytes, 44 characters). */
export function compressDeviceKey(key: DevicePublicKey): string {
  const x = decodeBase64Url(key.x)
  const y = decodeBase64Url(key.y)
  if (!x || !y || x.length !== 32 || y.length !== 32) throw new TypeError('Expected a P-256 public key')
  const point = new Uint8Array(33)
  point[0] = 2 + ((y[31] ?? 0) & 1)
  point.set(x, 1)
  return encodeBase64Url(point)
}

// ---------------------------------------------------------------- the credential

export const DeviceIdSchema = v.pipe(IdSchema, v.maxLength(40))

const PassTextSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.check((text) => utf8Bytes(text).length <= PASS_TEXT_MAX_BYTES, `Expected at most ${PASS_TEXT_MAX_BYTES} bytes`)
)
const EpochSecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 40))

export const PassCredentialHeaderSchema = v.object({ alg: v.literal(PASS_ISSUER_ALGORITHM), kid: PassKeyIdSchema })
export type PassCredentialHeader = v.InferOutput<typeof PassCredentialHeaderSchema>

/** What the issuer vouches for. Short names: every byte is in the QR code. */
export const PassCredentialClaimsSchema = v.pipe(
  v.object({
    /** The pass id. */
    pid: v.pipe(IdSchema, v.maxLength(40)),
    /** The holder's name, as on the pass. */
    name: PassTextSchema,
    /** The training centre. */
    ctr: PassTextSchema,
    /** Valid from and until (the pass's window), seconds since the epoch. */
    nbf: EpochSecondsSchema,
    exp: EpochSecondsSchema,
    /** The device the credential is bound to: what a revocation names. */
    did: DeviceIdSchema,
    /** The device's public key, compressed (compressDeviceKey). */
    dk: v.pipe(base64UrlOfLength(33), v.regex(/^[AD]/, 'Expected a compressed P-256 point'))
  }),
  v.check((claims) => claims.exp > claims.nbf, 'exp must be after nbf')
)
export type PassCredentialClaims = v.InferOutput<typeof PassCredentialClaimsSchema>

/** A compact JWS: three base64url parts. */
export const CompactJwsSchema = v.pipe(
  v.string(),
  v.maxLength(900),
  v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Expected a compact JWS')
)

// ---------------------------------------------------------------- the code in the QR

export interface ParsedPassCode {
  header: PassCredentialHeader
  claims: PassCredentialClaims
  /** The JWS signing input (`header.payload`) and the issuer's signature over it. */
  credentialSigningInput: string
  credentialSignature: Uint8Array<ArrayBuffer>
  /** The credential as the API gave it (compact JWS). */
  credential: string
  window: number
  /** Everything before the device signature: what the device signed. */
  presentationSigningInput: string
  deviceSignature: Uint8Array<ArrayBuffer>
}

const WINDOW = /^(0|[1-9]\d{0,11})$/

function decodeJson(part: string): unknown {
  const bytes = decodeBase64Url(part)
  if (!bytes) return undefined
  try {
    return JSON.parse(textDecoder.decode(bytes)) as unknown
  } catch {
    return undefined
  }
}

/** The credential's parts, or undefined when it is not a well-formed pass credential. */
export function parsePassCredential(
  credential: string
):
  | Pick<ParsedPassCode, 'header' | 'claims' | 'credentialSigningInput' | 'credentialSignature' | 'credential'>
  | undefined {
  if (!v.is(CompactJwsSchema, credential)) return undefined
  const [headerPart = '', payloadPart = '', signaturePart = ''] = credential.split('.')
  const header = v.safeParse(PassCredentialHeaderSchema, decodeJson(headerPart))
  const claims = v.safeParse(PassCredentialClaimsSchema, decodeJson(payloadPart))
  const signature = decodeBase64Url(signaturePart)
  if (!header.success || !claims.success || signature?.length !== 64) return undefined
  return {
    header: header.output,
    claims: claims.output,
    credentialSigningInput: `${headerPart}.${payloadPart}`,
    credentialSignature: signature,
    credential
  }
}

/** What the device signs for a window: the code without its last part. */
export function passCodeSigningInput(credential: string, window: number): string {
  return `${PASS_CODE_PREFIX}.${credential}.${window}`
}

export function passCode(credential: string, window: number, deviceSignature: Uint8Array): string {
  return `${passCodeSigningInput(credential, window)}.${encodeBase64Url(deviceSignature)}`
}

/**
 * The parts of a code read from a QR or typed in, or undefined for anything that is not a
 * well-formed CP2 code (surrounding white space is forgiven: a paste often carries a newline).
 */
export function parsePassCode(code: string): ParsedPassCode | undefined {
  const text = code.trim()
  if (text.length > PASS_CODE_MAX_BYTES * 2) return undefined
  const parts = text.split('.')
  if (parts.length !== 6 || parts[0] !== PASS_CODE_PREFIX) return undefined
  const [, headerPart, payloadPart, signaturePart, windowPart = '', devicePart = ''] = parts
  const credential = parsePassCredential(`${headerPart}.${payloadPart}.${signaturePart}`)
  const deviceSignature = decodeBase64Url(devicePart)
  if (!credential || !WINDOW.test(windowPart) || deviceSignature?.length !== 64) return undefined
  const window = Number(windowPart)
  return {
    ...credential,
    window,
    presentationSigningInput: passCodeSigningInput(credential.credential, window),
    deviceSignature
  }
}
