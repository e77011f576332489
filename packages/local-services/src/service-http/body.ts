import type { IncomingMessage } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * Reads a request body up to `limit` bytes (before and after decompression, so a gzip bomb is
 * refused too). Browsers SDKs send plain JSON; gzip and deflate are accepted because the real
 * ingestion services accept them.
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      request.resume()
      return { ok: false, status: 413, message: `The request body is larger than ${limit} bytes.` }
    }
    chunks.push(chunk)
  }
  const raw = Buffer.concat(chunks)
  const encoding = (request.headers['content-encoding'] ?? 'identity').toLowerCase().trim()
  try {
    const decoded =
      encoding === 'gzip' ? gunzipSync(raw, { maxOutputLength: limit })
      : encoding === 'deflate' ? inflateSync(raw, { maxOutputLength: limit })
      : encoding === 'identity' || encoding === '' ? raw
      : undefined
    if (decoded === undefined) return { ok: false, status: 415, message: `Content-Encoding "${encoding}" is not supported.` }
    return { ok: true, text: decoded.toString('utf8') }
  } catch {
    return { ok: false, status: 400, message: `The ${encoding} request body could not be decoded (or is larger than ${limit} bytes).` }
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** JSON.parse that drops prototype-polluting keys, so no later code has to think about them. */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value))
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
