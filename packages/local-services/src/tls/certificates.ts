import { X509Certificate, createPrivateKey, webcrypto } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as x509 from '@peculiar/x509'
import type { TlsMaterial } from '../service.ts'

/** The names every local origin is reached by; the server certificate carries all of them. */
export const LOCAL_HOST_NAMES = { dns: ['localhost'], ip: ['127.0.0.1', '::1'] } as const

const CA_FILE = 'crew-portal-local-ca.pem'
const CA_KEY_FILE = 'crew-portal-local-ca.key.pem'
const SERVER_FILE = 'localhost.pem'
const SERVER_KEY_FILE = 'localhost.key.pem'

const DAY_MS = 24 * 60 * 60 * 1000
/** Browsers refuse server certificates valid for more than 398 days, even under a private root. */
const SERVER_VALIDITY_DAYS = 397
const CA_VALIDITY_DAYS = 3650
/** A certificate this close to its end is renewed at start, so a demo never dies mid-run. */
const RENEW_BEFORE_DAYS = 30

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

// @peculiar/x509 needs a WebCrypto implementation; Node's is complete.
x509.cryptoProvider.set(webcrypto as unknown as Crypto)

export interface TlsFiles {
  ca: string
  caKey: string
  cert: string
  key: string
}

export function tlsFiles(dir: string): TlsFiles {
  return {
    ca: join(dir, CA_FILE),
    caKey: join(dir, CA_KEY_FILE),
    cert: join(dir, SERVER_FILE),
    key: join(dir, SERVER_KEY_FILE)
  }
}

/**
 * The local certificate authority and the `localhost` certificate it signed, read from `dir` when
 * they are there and still good, generated (and written) otherwise. The authority is kept as long
 * as it lives, so a browser that trusts it once keeps trusting every later server certificate.
 */
export async function ensureTlsMaterial(dir: string, now: Date = new Date()): Promise<TlsMaterial> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const files = tlsFiles(dir)
  const existing = await readExisting(files)

  let ca = existing?.ca
  let caKey = existing?.caKey
  if (ca === undefined || caKey === undefined || !isUsableAuthority(ca, caKey, now)) {
    const authority = await createAuthority(now)
    ca = authority.cert
    caKey = authority.key
    await writeFile(files.ca, ca)
    await writeFile(files.caKey, caKey, { mode: 0o600 })
  } else if (
    existing?.cert !== undefined &&
    existing.key !== undefined &&
    isUsableServerCertificate(existing.cert, ca, now)
  ) {
    return { ca, cert: existing.cert, key: existing.key }
  }

  const server = await createServerCertificate(ca, caKey, now)
  await writeFile(files.cert, server.cert)
  await writeFile(files.key, server.key, { mode: 0o600 })
  return { ca, cert: server.cert, key: server.key }
}

interface ExistingFiles {
  ca?: string
  caKey?: string
  cert?: string
  key?: string
}

async function readExisting(files: TlsFiles): Promise<ExistingFiles | undefined> {
  const read = (path: string) => readFile(path, 'utf8').catch(() => undefined)
  const [ca, caKey, cert, key] = await Promise.all([
    read(files.ca),
    read(files.caKey),
    read(files.cert),
    read(files.key)
  ])
  return { ca, caKey, cert, key }
}

function parse(pem: string): X509Certificate | undefined {
  try {
    return new X509Certificate(pem)
  } catch {
    return undefined
  }
}

function stillValid(cert: X509Certificate, now: Date): boolean {
  const renewAt = new Date(cert.validTo).getTime() - RENEW_BEFORE_DAYS * DAY_MS
  return new Date(cert.validFrom).getTime() <= now.getTime() && now.getTime() < renewAt
}

function isUsableAuthority(caPem: string, caKeyPem: string, now: Date): boolean {
  const ca = parse(caPem)
  if (ca === undefined || !ca.ca || !stillValid(ca, now)) return false
  try {
    return ca.checkPrivateKey(createPrivateKey(caKeyPem))
  } catch {
    return false
  }
}

/** Usable when signed by this authority, not near its end, and naming every local host name. */
export function isUsableServerCertificate(certPem: string, caPem: string, now: Date): boolean {
  const cert = parse(certPem)
  const ca = parse(caPem)
  if (cert === undefined || ca === undefined) return false
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey) || !stillValid(cert, now)) return false
  return (
    LOCAL_HOST_NAMES.dns.every((name) => cert.checkHost(name, { subject: 'never' }) === name) &&
    LOCAL_HOST_NAMES.ip.every((ip) => cert.checkIP(ip) !== undefined)
  )
}

async function exportPrivateKey(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key))
  return `-----BEGIN PRIVATE KEY-----\n${
    der
      .toString('base64')
      .match(/.{1,64}/g)
      ?.join('\n') ?? ''
  }\n-----END PRIVATE KEY-----\n`
}

async function importSigningKey(pem: string): Promise<CryptoKey> {
  const der = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' })
  return webcrypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign'])
}

async function createAuthority(now: Date): Promise<{ cert: string; key: string }> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=Crew Portal Local Development CA, O=Crew Portal (local only)',
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + CA_VALIDITY_DAYS * DAY_MS),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey)
    ]
  })
  return { cert: cert.toString('pem') + '\n', key: await exportPrivateKey(keys.privateKey) }
}

async function createServerCertificate(
  caPem: string,
  caKeyPem: string,
  now: Date
): Promise<{ cert: string; key: string }> {
  const ca = new x509.X509Certificate(caPem)
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const cert = await x509.X509CertificateGenerator.create({
    subject: 'CN=localhost, O=Crew Portal (local only)',
    issuer: ca.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_VALIDITY_DAYS * DAY_MS),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: await importSigningKey(caKeyPem),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...LOCAL_HOST_NAMES.dns.map((value) => ({ type: 'dns' as const, value })),
        ...LOCAL_HOST_NAMES.ip.map((value) => ({ type: 'ip' as const, value }))
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey)
    ]
  })
  return { cert: cert.toString('pem') + '\n', key: await exportPrivateKey(keys.privateKey) }
}
