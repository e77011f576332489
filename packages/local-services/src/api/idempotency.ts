import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { problem } from '../service-http/problem.ts'
import type { ApiEnv } from './middleware.ts'

/** The header a write may carry so that sending it again applies it once (docs/offline.md, "Saves made offline"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** A key is what the app makes (a random UUID) or any other short token: 1 to 64 of `[A-Za-z0-9_-]`. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/

/** How long a key's first answer is kept: longer than a crew trip without a network. */
export const IDEMPOTENCY_KEEP_MS = 7 * 86_400_000

/** A key's first answer, as the write store keeps it (kind `idempotency`, keyed by method, path and key). */
export const IdempotencyRecordSchema = v.object({
  fingerprint: v.string(),
  status: v.number(),
  contentType: v.nullable(v.string()),
  body: v.string(),
  at: v.string()
})
type IdempotencyRecord = v.InferOutput<typeof IdempotencyRecordSchema>

// Requests with a key whose first answer is still being made: a repeat waits for it instead of applying again.
const running = new Map<string, Promise<void>>()

/**
 * A write route's key handling, after the token check: a key seen before from the same crew member on
 * the same method and path answers what the first request was answered (status, type and body) and
 * applies nothing; the same key with another body is a 422. An answer of 5xx is not kept, so a retry
 * after a server failure runs again. Every write applied (keyed or not) is counted in `c.var.applied`.
 */
export const idempotent = createMiddleware<ApiEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  const { method } = c.req
  const path = new URL(c.req.url).pathname
  const count = () => {
    if (c.res.status < 300) c.var.applied.add(c.var.user.email, method, path)
  }
  if (key === undefined) {
    await next()
    count()
    return
  }
  if (!KEY.test(key))
    return problem(c, 400, `${IDEMPOTENCY_HEADER}: 1 to 64 letters, digits, "-" or "_" are expected.`, {
      field: IDEMPOTENCY_HEADER
    })
  const { userId } = c.var.user
  const id = `${method} ${path} ${key}`
  const hash = createHash('sha256')
  hash.update(c.req.header('content-encoding') ?? '')
  hash.update('\n')
  hash.update(Buffer.from(await c.req.arrayBuffer()))
  const fingerprint = hash.digest('hex')

  const flight = `${userId}\n${id}`
  const before = running.get(flight)
  if (before !== undefined) await before.catch(() => {})

  const stored = v.safeParse(IdempotencyRecordSchema, c.var.writes.get('idempotency', userId, id))
  if (stored.success && c.var.now.getTime() - Date.parse(stored.output.at) < IDEMPOTENCY_KEEP_MS) {
    const first = stored.output
    if (first.fingerprint !== fingerprint)
      return problem(c, 422, `This ${IDEMPOTENCY_HEADER} was used for another request body; make a new key.`, {
        field: IDEMPOTENCY_HEADER
      })
    const headers = {
      ...(first.contentType === null ? {} : { 'Content-Type': first.contentType }),
      'Idempotent-Replayed': 'true'
    }
    return first.status === 204
      ? c.body(null, 204, headers)
      : c.body(first.body, first.status as ContentfulStatusCode, headers)
  }

  let done = () => {}
  running.set(
    flight,
    new Promise<void>((resolve) => {
      done = resolve
    })
  )
  try {
    await next()
    count()
    if (c.res.status < 500) {
      const record: IdempotencyRecord = {
        fingerprint,
        status: c.res.status,
        contentType: c.res.headers.get('content-type'),
        body: await c.res.clone().text(),
        at: c.var.now.toISOString()
      }
      await c.var.writes.set('idempotency', userId, id, record)
    }
  } finally {
    running.delete(flight)
    done()
  }
})
