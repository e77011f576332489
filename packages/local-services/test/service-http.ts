// Test helpers for the local services: a throwaway certificate and a small HTTPS client that trusts it.
// Used only by tests; `npm start` gets its certificate from src/tls/.
import { webcrypto } from 'node:crypto'
import { request as httpsRequest } from 'node:https'
import * as x509 from '@peculiar/x509'
import type { TlsMaterial } from '../src/service.ts'

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

function toPem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
  return `-----BEGIN ${label}-----\n${base64}\n-----END ${label}-----\n`
}

/** A certificate authority and a `localhost` / `127.0.0.1` certificate it signed, valid for a day. */
export async function throwawayTls(): Promise<TlsMaterial> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto)
  const notBefore = new Date(Date.now() - 60_000)
  const notAfter = new Date(Date.now() + 24 * 3600_000)
  const caKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Crew Portal test CA',
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true)
    ]
  })
  const leafKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' }
      ])
    ]
  })
  const key = toPem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', leafKeys.privateKey))
  const caPem = ca.toString('pem') + '\n'
  return { key, cert: leaf.toString('pem') + '\n' + caPem, ca: caPem }
}

export interface TestResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json(): unknown
}

export interface TestRequest {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  ca: string
}

/** One HTTPS request that trusts the test CA (Node's fetch cannot be given a CA without undici). */
export function requestText(url: string, init: TestRequest): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: init.method ?? 'GET', headers: init.headers, ca: init.ca }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as unknown })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

export interface EventStreamReader {
  /** Resolves with the next event of that name (already-received ones first). */
  next(name: string, timeoutMs?: number): Promise<{ event: string; data: string }>
  status: number
  headers: Record<string, string | string[] | undefined>
  comments(): number
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens a server-sent-events stream and parses it as EventSource would. */
export function openEventStream(url: string, init: TestRequest): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      { method: init.method ?? 'GET', headers: { Accept: 'text/event-stream', ...init.headers }, ca: init.ca },
      (res) => {
        const received: Array<{ event: string; data: string }> = []
        const waiters: Array<{ name: string; resolve: (e: { event: string; data: string }) => void }> = []
        let buffer = ''
        let commentCount = 0
        const deliver = () => {
          for (const waiter of [...waiters]) {
            const index = received.findIndex((e) => e.event === waiter.name)
            if (index >= 0) {
              const [event] = received.splice(index, 1)
              waiters.splice(waiters.indexOf(waiter), 1)
              if (event !== undefined) waiter.resolve(event)
            }
          }
        }
        const ended = new Promise<void>((resolveEnd) => {
          res.on('end', resolveEnd)
          res.on('close', resolveEnd)
        })
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            let event = 'message'
            const data: string[] = []
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) commentCount += 1
              else if (line.startsWith('event:')) event = line.slice(6).trim()
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
            }
            if (data.length > 0 || event !== 'message') received.push({ event, data: data.join('\n') })
          }
          deliver()
        })
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          comments: () => commentCount,
          ended,
          next: (name, timeoutMs = 2000) =>
            new Promise((resolveEvent, rejectEvent) => {
              const timer = setTimeout(
                () => rejectEvent(new Error(`no "${name}" event within ${timeoutMs} ms`)),
                timeoutMs
              )
              waiters.push({
                name,
                resolve: (e) => {
                  clearTimeout(timer)
                  resolveEvent(e)
                }
              })
              deliver()
            }),
          close: () => req.destroy()
        })
      }
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
