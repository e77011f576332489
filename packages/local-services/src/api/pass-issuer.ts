import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { calculateJwkThumbprint, CompactSign, compactVerify, exportJWK, generateKeyPair, importJWK } from 'jose'
import * as v from 'valibot'
import {
  PASS_ISSUER_ALGORITHM,
  PassIssuerKeySetSchema,
  PassKeyIdSchema,
  utf8Bytes,
  type PassCredentialClaims,
  type PassIssuerKeySet
} from '@crew-portal/contract'
import { jsonFile } from '../service-http/json-file.ts'

/** Where the issuer's keys live, under the data folder; `--reset` leaves them, like the identity key. */
export const PASS_ISSUER_KEY_FILE = join('api', 'pass-issuer-keys.json')

const Coordinate = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

/** One issuer key as kept on disk: a private P-256 JWK named by its thumbprint. */
const PrivateKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: Coordinate,
  y: Coordinate,
  d: Coordinate,
  kid: PassKeyIdSchema
})
export type PassIssuerPrivateKey = v.InferOutput<typeof PrivateKeySchema>

/** At most as many keys as the published key set may hold. */
const MAX_KEYS = PassIssuerKeySetSchema.entries.keys.pipe[2].requirement

/** The signing key first; older ones stay published while credentials they signed may be shown. */
const KeyFileSchema = v.object({ keys: v.pipe(v.array(PrivateKeySchema), v.minLength(1), v.maxLength(MAX_KEYS)) })

export interface PassIssuer {
  /** What `GET /accesspass/keys` publishes: public halves only, signing key first. */
  keySet: PassIssuerKeySet
  /** The claims as a compact JWS, signed with the current key (header `{ alg, kid }`). */
  sign(claims: PassCredentialClaims): Promise<string>
}

/**
 * The `kid` of a key: the first 16 characters (96 bits) of its thumbprint. A new key never appears
 * under an old `kid`, and every code carries 27 characters fewer than with the whole thumbprint.
 */
async function keyIdOf(jwk: Parameters<typeof calculateJwkThumbprint>[0]): Promise<string> {
  return (await calculateJwkThumbprint(jwk)).slice(0, 16)
}

/** A new issuer key, named by its thumbprint (keyIdOf). */
export async function createPassIssuerKey(): Promise<PassIssuerPrivateKey> {
  const { privateKey } = await generateKeyPair(PASS_ISSUER_ALGORITHM, { extractable: true })
  const jwk = await exportJWK(privateKey)
  return v.parse(PrivateKeySchema, { ...jwk, kid: await keyIdOf(jwk) })
}

const publicHalf = ({ kty, crv, x, y }: PassIssuerPrivateKey) => ({ kty, crv, x, y })

/**
 * The issuer for these keys (current first). Throws when a key is not what it claims: a `kid` that
 * is not its thumbprint, or a private half that does not match the public one (its credentials
 * would be refused at every gate).
 */
export async function openPassIssuer(keys: readonly PassIssuerPrivateKey[]): Promise<PassIssuer> {
  const checked = v.parse(KeyFileSchema, { keys })
  const signers = await Promise.all(
    checked.keys.map(async (key) => {
      if ((await keyIdOf(publicHalf(key))) !== key.kid)
        throw new Error(`pass issuer key ${key.kid}: the kid is not the key's thumbprint`)
      const privateKey = await importJWK({ ...publicHalf(key), d: key.d }, PASS_ISSUER_ALGORITHM)
      const probe = await new CompactSign(utf8Bytes(key.kid))
        .setProtectedHeader({ alg: PASS_ISSUER_ALGORITHM })
        .sign(privateKey)
      await compactVerify(probe, await importJWK(publicHalf(key), PASS_ISSUER_ALGORITHM))
      return { kid: key.kid, privateKey }
    })
  )
  const [current] = signers
  if (current === undefined) throw new Error('pass issuer: no key')
  const keySet = {
    keys: checked.keys.map((key) => ({
      ...publicHalf(key),
      kid: key.kid,
      alg: PASS_ISSUER_ALGORITHM,
      use: 'sig' as const
    }))
  }
  return {
    keySet: v.parse(PassIssuerKeySetSchema, keySet),
    sign: (claims) =>
      new CompactSign(utf8Bytes(JSON.stringify(claims)))
        .setProtectedHeader({ alg: PASS_ISSUER_ALGORITHM, kid: current.kid })
        .sign(current.privateKey)
  }
}

/** The stored keys, or undefined for a file that is not JSON, not a key list, or holds a broken key. */
export async function parsePassIssuerKeys(text: string): Promise<PassIssuerPrivateKey[] | undefined> {
  try {
    const parsed = v.safeParse(KeyFileSchema, JSON.parse(text))
    if (!parsed.success) return undefined
    await openPassIssuer(parsed.output.keys)
    return parsed.output.keys
  } catch {
    return undefined
  }
}

/** A crash mid-write must never leave half a key list: every credential handed out would stop verifying. */
const saveKeys = (file: string, keys: readonly PassIssuerPrivateKey[]) => jsonFile(file, 0o600)({ keys })

const readKeys = async (file: string) => {
  const text = await readFile(file, 'utf8').catch(() => undefined)
  return { found: text !== undefined, keys: text === undefined ? undefined : await parsePassIssuerKeys(text) }
}

/** The keys in `file`; a missing, corrupt or foreign file is replaced by one new key (logged). */
export async function loadOrCreatePassIssuerKeys(
  file: string,
  log?: (line: string) => void
): Promise<PassIssuerPrivateKey[]> {
  const stored = await readKeys(file)
  if (stored.keys !== undefined) return stored.keys
  const key = await createPassIssuerKey()
  await saveKeys(file, [key])
  log?.(
    `api: ${stored.found ? 'replaced an unusable file with' : 'created'} a new pass issuer key ${key.kid} in ${file}`
  )
  return [key]
}

/**
 * Rotation: a new signing key in front of the kept ones (the oldest drop off past the key set's
 * limit). A running API reads the file at start; delete a key from it to retire that key.
 */
export async function addPassIssuerKey(file: string, log?: (line: string) => void): Promise<PassIssuerPrivateKey[]> {
  const older = (await readKeys(file)).keys ?? []
  const key = await createPassIssuerKey()
  const keys = [key, ...older].slice(0, MAX_KEYS)
  await saveKeys(file, keys)
  log?.(`api: pass issuer key ${key.kid} now signs; ${keys.length - 1} older key(s) stay published`)
  return keys
}
