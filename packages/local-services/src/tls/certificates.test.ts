import { X509Certificate, createPrivateKey } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:https'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureTlsMaterial, tlsFiles } from './certificates.ts'
import { trustingFetch } from './trusting-fetch.ts'
import { tempDir } from '../../test/temp-dir.ts'

const dir = tempDir('crew-certs-')

describe('ensureTlsMaterial', () => {
  it('creates an authority and a localhost certificate that verifies against it', async () => {
    const tls = await ensureTlsMaterial(dir())
    const ca = new X509Certificate(tls.ca)
    const cert = new X509Certificate(tls.cert)
    expect(ca.ca).toBe(true)
    expect(cert.ca).toBe(false)
    expect(cert.checkIssued(ca)).toBe(true)
    expect(cert.verify(ca.publicKey)).toBe(true)
    expect(cert.checkPrivateKey(createPrivateKey(tls.key))).toBe(true)
    expect(cert.subjectAltName).toContain('DNS:localhost')
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1')
    expect(cert.checkHost('localhost')).toBe('localhost')
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1')
    expect(cert.checkHost('example.com')).toBeUndefined()
  })

  it('writes the files and the private keys readable by the owner only', async () => {
    await ensureTlsMaterial(dir())
    const files = tlsFiles(dir())
    expect((await stat(files.key)).mode & 0o077).toBe(0)
    expect((await stat(files.caKey)).mode & 0o077).toBe(0)
    expect(await readFile(files.ca, 'utf8')).toContain('BEGIN CERTIFICATE')
  })

  it('reuses the material on a second call', async () => {
    const first = await ensureTlsMaterial(dir())
    const second = await ensureTlsMaterial(dir())
    expect(second).toEqual(first)
  })

  it('renews a server certificate near its end under the same authority', async () => {
    const first = await ensureTlsMaterial(dir())
    const in390Days = new Date(Date.now() + 390 * 24 * 60 * 60 * 1000)
    const renewed = await ensureTlsMaterial(dir(), in390Days)
    expect(renewed.ca).toBe(first.ca)
    expect(renewed.cert).not.toBe(first.cert)
  })

  it('replaces a damaged server certificate and a damaged authority', async () => {
    const first = await ensureTlsMaterial(dir())
    await writeFile(tlsFiles(dir()).cert, 'not a certificate')
    const repaired = await ensureTlsMaterial(dir())
    expect(repaired.ca).toBe(first.ca)
    expect(new X509Certificate(repaired.cert).checkIssued(new X509Certificate(first.ca))).toBe(true)

    await writeFile(tlsFiles(dir()).caKey, 'garbage')
    const fresh = await ensureTlsMaterial(dir())
    expect(fresh.ca).not.toBe(first.ca)
    expect(new X509Certificate(fresh.cert).checkIssued(new X509Certificate(fresh.ca))).toBe(true)
  })

  it('serves HTTPS that a client trusting only the authority accepts', async () => {
    const tls = await ensureTlsMaterial(dir())
    const server = createServer({ key: tls.key, cert: tls.cert }, (_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    try {
      const response = await trustingFetch(tls.ca)(`https://localhost:${port}/`)
      expect(await response.text()).toBe('ok')
      const other = await ensureTlsMaterial(join(dir(), 'other'))
      await expect(trustingFetch(other.ca)(`https://localhost:${port}/`)).rejects.toThrow()
    } finally {
      server.close()
    }
  })
})
