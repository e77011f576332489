import { request } from 'node:https'

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>

/**
 * A `fetch` that trusts the local certificate authority, for Node code that calls a sibling local
 * origin (an API fetching the provider's key set, tests). Node's own `fetch` reads extra authorities
 * only from `NODE_EXTRA_CA_CERTS` at process start, which an in-process test cannot set.
 *
 * It never follows redirects: a 3xx comes back as itself with its `Location` readable, which is
 * what a test that walks a sign-in flow step by step needs. Bodies: string, URLSearchParams or none.
 */
export function trustingFetch(ca: string): FetchLike {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input))
      const headers = new Headers(init.headers)
      const body = encodeBody(init.body, headers)
      if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)))
      const outgoing = request(
        url,
        { method: init.method ?? 'GET', headers: Object.fromEntries(headers), ca, signal: init.signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('error', reject)
          incoming.on('end', () => {
            const responseHeaders = new Headers()
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue
              for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one)
            }
            const status = incoming.statusCode ?? 0
            const noBody = status === 204 || status === 304 || init.method === 'HEAD'
            resolve(
              new Response(noBody ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage,
                headers: responseHeaders
              })
            )
          })
        }
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
}

function encodeBody(body: RequestInit['body'], headers: Headers): string | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return body
  if (body instanceof URLSearchParams) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded')
    return body.toString()
  }
  throw new TypeError('trustingFetch sends only string or URLSearchParams bodies')
}
