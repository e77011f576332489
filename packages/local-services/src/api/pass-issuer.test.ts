import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { calculateJwkThumbprint, compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  addPassIssuerKey,
  createPassIssuerKey,
  loadOrCreatePassIssuerKeys,
  openPassIssuer,
  parsePassIssuerKeys
} from './pass-issuer.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crew-pass-key-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const CLAIMS = {
  pid: 'PASS-1001',
  name: 'Alex Morgan',
  ctr: 'Miami Training Center',
  nbf: 1_800_000_000,
  exp: 1_800_900_000,
  did: 'dev-abcdefghijkl',
  dk: `A${'B'.repeat(43)}`
}

describe('the pass issuer key file', () => {
  it('is created once, private to the owner, and read back unchanged', async () => {
    const file = join(dir, 'api', 'pass-issuer-keys.json')
    const first = await loadOrCreatePassIssuerKeys(file)
    expect((await stat(file)).mode & 0o077).toBe(0)
    expect((await stat(join(dir, 'api'))).mode & 0o077).toBe(0)
    expect(await loadOrCreatePassIssuerKeys(file)).toEqual(first)
  })

  it('names each key by its own thumbprint, so a new key never reuses an old kid', async () => {
    const [key] = await loadOrCreatePassIssuerKeys(join(dir, 'a.json'))
    const [other] = await loadOrCreatePassIssuerKeys(join(dir, 'b.json'))
    expect(key?.kid).toBe(
      (await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: key?.x ?? '', y: key?.y ?? '' })).slice(0, 16)
    )
    expect(other?.kid).not.toBe(key?.kid)
  })

  it('replaces a corrupt, foreign or inconsistent file with a new key, and says so', async () => {
    const file = join(dir, 'keys.json')
    const [good] = await loadOrCreatePassIssuerKeys(join(dir, 'good.json'))
    const [stranger] = await loadOrCreatePassIssuerKeys(join(dir, 'stranger.json'))
    if (good === undefined || stranger === undefined) throw new Error('keys expected')
    const unusable = [
      'not json',
      '[1]',
      '{"keys":[]}',
      JSON.stringify({ kty: 'RSA', n: 'x', e: 'AQAB' }),
      JSON.stringify({ keys: [{ ...good, kid: stranger.kid }] }),
      JSON.stringify({ keys: [{ ...good, d: stranger.d }] }),
      JSON.stringify({ keys: [{ ...good, d: undefined }] })
    ]
    for (const text of unusable) {
      await writeFile(file, text)
      const lines: string[] = []
      const [key] = await loadOrCreatePassIssuerKeys(file, (line) => lines.push(line))
      expect(key?.kid, text).not.toBe(good.kid)
      expect(lines.join('\n')).toContain('replaced an unusable file')
      expect(await parsePassIssuerKeys(await readFile(file, 'utf8'))).toEqual([key])
    }
  })

  it('rotates: a new signing key in front, the old ones still published', async () => {
    const file = join(dir, 'keys.json')
    const [old] = await loadOrCreatePassIssuerKeys(file)
    const keys = await addPassIssuerKey(file)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toEqual(old)
    expect(await loadOrCreatePassIssuerKeys(file)).toEqual(keys)
    const issuer = await openPassIssuer(keys)
    expect(issuer.keySet.keys.map((key) => key.kid)).toEqual(keys.map((key) => key.kid))
    expect(decodeProtectedHeader(await issuer.sign(CLAIMS)).kid).toBe(keys[0]?.kid)
  })
})

describe('openPassIssuer', () => {
  it('publishes only public halves and signs compact ES256 JWS that verify against them', async () => {
    const issuer = await openPassIssuer([await createPassIssuerKey()])
    const [published] = issuer.keySet.keys
    expect(published).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(published).not.toHaveProperty('d')
    const credential = await issuer.sign(CLAIMS)
    const { payload, protectedHeader } = await compactVerify(credential, createLocalJWKSet(issuer.keySet))
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: published?.kid })
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual(CLAIMS)
  })

  it('refuses no keys at all', async () => {
    await expect(openPassIssuer([])).rejects.toThrow()
  })
})
