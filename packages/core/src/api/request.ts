import { API_PREFIX } from '@crew-portal/contract'
import * as v from 'valibot'
import type { ApiRequestInit } from '../http/api-fetch.ts'
import { RequestValidationError } from '../http/errors.ts'
import { isId } from '@crew-portal/contract'

/** Options every call accepts: a signal to abort it. */
export interface CallOptions {
  signal?: AbortSignal
  /** The request refreshes what is on screen: it does not hold the loading overlay (R-LAYOUT-9). */
  background?: boolean
}

export { API_PREFIX }

/** An identifier as a path segment; anything that could change the path is refused before sending. */
export function segment(name: string, value: string): string {
  if (typeof value !== 'string' || !isId(value)) {
    throw new RequestValidationError(name, 'is not a valid identifier')
  }
  return encodeURIComponent(value)
}

/** Validates a request body against its schema; the first problem becomes a RequestValidationError. */
export function validBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new RequestValidationError(v.getDotPath(issue) ?? 'body', issue.message)
}

/** A path with a query string; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const text = params.toString()
  return text === '' ? path : `${path}?${text}`
}

/** Options a pilot's write accepts (the outbox, docs/offline.md "Saves made offline"). */
export interface WriteOptions {
  /** Sent as `Idempotency-Key`: the API applies a write sent again with the same key once. */
  idempotencyKey?: string
  /**
   * The outbox sends it again in the background: no loading overlay, and a failure shows only the
   * session dialog (a 401); the outbox shows a refused save itself.
   */
  replay?: boolean
}

/** A write's request, with its idempotency key and, for a replay, what its failure may show. */
export function writeInitOf(options: WriteOptions | undefined, init: ApiRequestInit = {}): ApiRequestInit {
  const headers = new Headers(init.headers)
  if (options?.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey)
  return {
    ...init,
    headers,
    ...(options?.replay ? { background: true, shows: init.shows === 'nothing' ? 'nothing' : 'sessionDialogOnly' } : {})
  }
}

export function initOf(options: CallOptions | undefined, init: ApiRequestInit = {}): ApiRequestInit {
  return {
    ...init,
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.background ? { background: true } : {})
  }
}
