import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'

export const SIGNING_ALGORITHM = 'RS256'

/**
 * The provider's token-signing key, kept on disk so tokens and cached key sets survive a restart.
 * The `kid` is the key's own thumbprint: a different key can never appear under an old `kid`
 * (a verifier that cached the old set would otherwise reject every new token without refetching).
 */
export async function loadOrCreateSigningKey(file: string, log?: (line: string) => void): Promise<JWK> {
  const stored = await readFile(file, 'utf8').then(parseSigningKey, () => undefined)
  if (stored !== undefined) return stored

  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true, modulusLength: 2048 })
  const jwk = await exportJWK(privateKey)
  const key: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 })
  await writeFile(file, JSON.stringify(key, null, 2) + '\n', { mode: 0o600 })
  log?.(`identity: created a new signing key ${key.kid ?? ''} in ${file}`)
  return key
}

/** A stored private RSA signing key, or `undefined` for anything else (then a new one is made). */
export function parseSigningKey(text: string): JWK | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const fields = ['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi', 'kid'] as const
  const record = value as Record<string, unknown>
  if (record.kty !== 'RSA' || !fields.every((field) => typeof record[field] === 'string')) return undefined
  const key: JWK = { alg: SIGNING_ALGORITHM, use: 'sig' }
  for (const field of fields) key[field] = record[field] as string
  return key
}
