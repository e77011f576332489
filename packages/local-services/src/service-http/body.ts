import type { Context } from 'hono'
import { gunzipSync, inflateSync } from 'node:zlib'

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * A request body as text, decoded from gzip or deflate (browser SDKs may send either, as the real
 * ingestion services accept), never larger than `limit` once decoded (a gzip bomb is refused). The
 * app's body limit has already refused a larger body on the wire.
 */
export async function readText(c: Context, limit: number): Promise<BodyResult<string>> {
  const raw = Buffer.from(await c.req.arrayBuffer())
  const encoding = (c.req.header('content-encoding') ?? 'identity').toLowerCase().trim()
  try {
    const decoded =
      encoding === 'gzip'
        ? gunzipSync(raw, { maxOutputLength: limit })
        : encoding === 'deflate'
          ? inflateSync(raw, { maxOutputLength: limit })
          : encoding === 'identity' || encoding === ''
            ? raw
            : undefined
    if (decoded === undefined)
      return { ok: false, status: 415, message: `Content-Encoding "${encoding}" is not supported.` }
    if (decoded.length > limit)
      return { ok: false, status: 413, message: `The request body is larger than ${limit} bytes.` }
    return { ok: true, value: decoded.toString('utf8') }
  } catch {
    return {
      ok: false,
      status: 400,
      message: `The ${encoding} request body could not be decoded (or is larger than ${limit} bytes).`
    }
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** JSON.parse that drops prototype-polluting keys, so no later code has to think about them. */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value))
}

export interface JsonBodyOptions {
  /** A body not declared JSON (Content-Type) is a 415. */
  strict?: boolean
  /**
   * Keep a `__proto__` key as the own data property JSON.parse makes of it (never a prototype), so a
   * strict schema can refuse it with a 400 naming it; otherwise such keys are dropped.
   */
  keepForbiddenKeys?: boolean
}

/**
 * A JSON body: an empty one is `undefined`; one that does not parse is a 400. Every write is then
 * rebuilt field by field by a valibot schema; nothing here merges objects.
 */
export async function readJson(c: Context, limit: number, options: JsonBodyOptions = {}): Promise<BodyResult<unknown>> {
  const strict = options.strict ?? false
  const text = await readText(c, limit)
  if (!text.ok) return text
  if (text.value.trim() === '') return { ok: true, value: undefined }
  if (strict && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    return { ok: false, status: 415, message: 'The request body must be JSON (Content-Type: application/json).' }
  }
  try {
    return {
      ok: true,
      value: options.keepForbiddenKeys ? (JSON.parse(text.value) as unknown) : parseJsonSafely(text.value)
    }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' }
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
