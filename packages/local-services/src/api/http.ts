import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a route answers; the server turns it into status, headers and a JSON body. */
export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Bytes sent as they are (a file), instead of `body` as JSON. */
  raw?: { contentType: string; data: Buffer | string }
}

export const noContent = (): Reply => ({ status: 204 })
export const ok = (body: unknown): Reply => ({ status: 200, body })
export const errorReply = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: { message },
  ...(headers === undefined ? {} : { headers })
})

/** Bodies are small JSON documents; anything bigger is a client bug or an attack. */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * Reads and parses a JSON body. A `__proto__` key survives JSON.parse only as an own data property
 * (never a prototype), and every write is then rebuilt field by field by a valibot schema: strict
 * bodies reject the key with a 400 naming it, others drop it. Nothing here merges objects.
 */
export async function readJsonBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers['content-type'] ?? ''
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) tooLarge = true
    else chunks.push(chunk)
  }
  if (tooLarge) return { ok: false, status: 413, message: `The request body is larger than ${limit} bytes.` }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return { ok: true, value: undefined }
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, status: 415, message: 'The request body must be JSON (Content-Type: application/json).' }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' }
  }
}

export function sendReply(response: ServerResponse, reply: Reply, baseHeaders: Record<string, string>): void {
  const headers: Record<string, string> = { ...baseHeaders, ...reply.headers, 'Cache-Control': 'no-store' }
  if (reply.raw !== undefined) {
    const data = typeof reply.raw.data === 'string' ? Buffer.from(reply.raw.data, 'utf8') : reply.raw.data
    response.writeHead(reply.status, { ...headers, 'Content-Type': reply.raw.contentType, 'Content-Length': String(data.length) })
    response.end(data)
    return
  }
  if (reply.body === undefined || reply.status === 204) {
    response.writeHead(reply.status, headers)
    response.end()
    return
  }
  const payload = JSON.stringify(reply.body)
  response.writeHead(reply.status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(payload)),
    'X-Content-Type-Options': 'nosniff'
  })
  response.end(payload)
}
