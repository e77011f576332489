import { problem } from '../service-http/problem.ts'

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

/** Every 4xx and 5xx of the product API: RFC 9457 problem details (docs/api/openapi.yaml, Problem). */
export const errorReply = (status: number, message: string, headers?: Record<string, string>, extra: { field?: string } = {}): Reply => ({
  status,
  body: problem(status, message, extra),
  headers: { 'Content-Type': 'application/problem+json; charset=utf-8', ...headers }
})

/** Bodies are small JSON documents; anything bigger is a client bug or an attack. */
export const MAX_BODY_BYTES = 64 * 1024
/** A fault may carry a large answer (a test of an oversized response). */
export const MAX_CONTROL_BODY_BYTES = 4 * 1024 * 1024
