import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { calculateJwkThumbprint } from 'jose'
import { describe, expect, it } from 'vitest'
import { loadOrCreateSigningKey, parseSigningKey } from './signing-key.ts'
import { tempDir } from '../../test/temp-dir.ts'

const dir = tempDir('crew-key-')

describe('signing key', () => {
  it('is created once, private to the owner, and read back unchanged', async () => {
    const file = join(dir(), 'identity', 'signing-key.json')
    const first = await loadOrCreateSigningKey(file)
    expect((await stat(file)).mode & 0o077).toBe(0)
    expect(await loadOrCreateSigningKey(file)).toEqual(first)
  })

  it('is named by its own thumbprint, so a new key never reuses an old kid', async () => {
    const key = await loadOrCreateSigningKey(join(dir(), 'a.json'))
    const other = await loadOrCreateSigningKey(join(dir(), 'b.json'))
    expect(key.kid).toBe(await calculateJwkThumbprint(key))
    expect(other.kid).not.toBe(key.kid)
  })

  it('replaces a corrupt or foreign file instead of failing', async () => {
    const file = join(dir(), 'key.json')
    await writeFile(file, '{"__proto__": {"kty": "RSA"}, "kty": "oct", "k": "x"}')
    const key = await loadOrCreateSigningKey(file)
    expect(key.kty).toBe('RSA')
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ kid: key.kid })
    expect(parseSigningKey('not json')).toBeUndefined()
    expect(parseSigningKey('[1]')).toBeUndefined()
    expect(parseSigningKey('{"kty":"RSA","n":1}')).toBeUndefined()
  })
})
