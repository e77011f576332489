import { request } from 'node:https'
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose'

/**
 * The identity provider's key set, fetched over HTTPS trusting the local certificate authority.
 * Node's global fetch takes no CA option, so jose gets a fetch built on `node:https`; jose itself
 * caches the set and fetches it again when a token names a key it has not seen (a rotated key).
 */
export function remoteKeySet(jwksUrl: string, ca: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), {
    // A restarted identity provider may sign with a new key: look again after a second, not thirty.
    cooldownDuration: 1_000,
    [customFetch]: (url, options) => httpsGet(url, ca, options.signal)
  })
}

function httpsGet(url: string, ca: string, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', ca, signal, headers: { accept: 'application/json' } }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') headers.set(name, value)
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 502, headers }))
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}
