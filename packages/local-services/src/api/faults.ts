import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { setTimeout as sleep } from 'node:timers/promises'
import * as v from 'valibot'
import { readJson } from '../service-http/body.ts'
import { fail, problem } from '../service-http/problem.ts'
import { valid } from './middleware.ts'
import type { AppliedWrites } from './applied.ts'
import type { WriteStore } from './store.ts'

/**
 * Fault injection (docs/local-services.md): `POST /__control/faults` with
 * `{ path, status, delayMs?, times?, body? }`. A request whose path contains `path` is answered with
 * `status` (after `delayMs`), `times` times or until `POST /__control/reset`. Any status from 200 to
 * 599 with any JSON body, so a test can serve a 200 with a malformed or oversized answer too.
 */
export const FaultSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1, 'path must be a non-empty substring of the request path')),
  status: v.pipe(
    v.number('status must be an HTTP status'),
    v.integer('status must be an HTTP status'),
    v.minValue(200, 'status must be from 200 to 599'),
    v.maxValue(599, 'status must be from 200 to 599')
  ),
  delayMs: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000, 'delayMs must be at most 60000'))
  ),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'times must be at least 1'))),
  body: v.optional(v.unknown())
})

export type FaultInput = v.InferOutput<typeof FaultSchema>

export interface Fault extends FaultInput {
  id: number
  /** Requests still to be answered with this fault; `undefined` is until reset. */
  remaining: number | undefined
}

/** Paths the faults never touch, so a test can always clear what it set. */
const isControlPath = (pathname: string): boolean => pathname === '/__control' || pathname.startsWith('/__control/')

export function createFaultBook() {
  let faults: Fault[] = []
  let nextId = 1
  return {
    add(input: FaultInput): Fault {
      const fault: Fault = { ...input, id: nextId++, remaining: input.times }
      faults.push(fault)
      return fault
    },
    /** The first fault matching the path, counted as served; earlier faults win. */
    take(pathname: string): Fault | undefined {
      if (isControlPath(pathname)) return undefined
      const fault = faults.find((candidate) => pathname.includes(candidate.path))
      if (fault?.remaining !== undefined) {
        fault.remaining -= 1
        if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault)
      }
      return fault
    },
    list(): Fault[] {
      return faults.map((fault) => ({ ...fault }))
    },
    clear(): void {
      faults = []
    }
  }
}

export type FaultBook = ReturnType<typeof createFaultBook>

/**
 * A request carrying this header gets its real answer grown to that many bytes, still valid JSON
 * (an unknown field on the object or on each item): the "10 MB answer" of the fault matrix
 * (docs/security-faults.md), made here so a browser test need not push it through the DevTools protocol.
 */
export const GROW_ANSWER_HEADER = 'x-crew-fault-grow-to'
const MAX_GROWN_BYTES = 64 * 1024 * 1024

/** The byte count the header asks for; `undefined` when absent, a message when it is not 1..64 MiB. */
function growTarget(value: string | undefined): number | undefined | { problem: string } {
  if (value === undefined) return undefined
  const bytes = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : Number.NaN
  return bytes <= MAX_GROWN_BYTES
    ? bytes
    : { problem: `${GROW_ANSWER_HEADER} must be a byte count from 1 to ${MAX_GROWN_BYTES}.` }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `body` (a JSON text, or empty) grown to at least `bytes` with padding the reader must ignore. */
export function grownAnswer(body: string, bytes: number): string {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    value = undefined
  }
  const missing = Math.max(0, bytes - Buffer.byteLength(body))
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    const share = Math.ceil(missing / value.length)
    return JSON.stringify(value.map((item) => ({ ...item, faultMatrixPadding: 'x'.repeat(share) })))
  }
  if (isRecord(value)) return JSON.stringify({ ...value, faultMatrixPadding: 'x'.repeat(missing) })
  // An empty list, or no body at all: JSON allows the whitespace, and a 204's caller reads none.
  const text = body || 'null'
  return `${text}${' '.repeat(Math.max(0, bytes - Buffer.byteLength(text)))}`
}

/** The real answer grown to `bytes` (a 204 becomes a 200, since it can carry no body). */
async function grown(response: Response, bytes: number): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(grownAnswer(await response.text(), bytes), {
    status: response.status === 204 ? 200 : response.status,
    headers
  })
}

/**
 * Answers a request with the first armed fault matching its path, or grows its real answer when
 * it asks to. `close` ends the delays still running.
 */
export function faultInjection(
  book: FaultBook,
  log: (line: string) => void
): { middleware: MiddlewareHandler; close(): void } {
  const delays = new AbortController()
  const middleware: MiddlewareHandler = async (c, next) => {
    const { pathname } = new URL(c.req.url)
    const grow = growTarget(c.req.header(GROW_ANSWER_HEADER))
    if (typeof grow === 'object') return problem(c, 400, grow.problem)
    const fault = book.take(pathname)
    if (fault === undefined) {
      await next()
      if (grow === undefined) return
      c.res = await grown(c.res, grow)
      log(`api: grew the answer to ${grow} bytes, as asked`)
      return
    }
    if (fault.delayMs !== undefined && fault.delayMs > 0)
      await sleep(fault.delayMs, undefined, { signal: delays.signal })
    log(`api: injected ${fault.status} for ${c.req.method} ${pathname}`)
    if (fault.body === undefined && fault.status >= 400)
      return problem(c, fault.status, `Injected fault: HTTP ${fault.status}.`)
    const status = fault.status as ContentfulStatusCode
    return [204, 205, 304].includes(status) ? c.body(null, status) : c.json(fault.body ?? {}, status)
  }
  return { middleware, close: () => delays.abort() }
}

/** A fault may carry a large answer (a test of an oversized response). */
export const MAX_CONTROL_BODY_BYTES = 4 * 1024 * 1024

const ResetSchema = v.optional(v.strictObject({ data: v.optional(v.boolean()) }))

/**
 * The control endpoints (docs/local-services.md) for tests and demos on this machine only: the
 * server listens on the loopback interface, and they need no token.
 * `POST /faults` arms a fault (201), `GET /faults` lists them, `POST /reset` clears them (204), and
 * with `{ "data": true }` wipes the saved writes too; `GET /applied` says how many times each crew
 * member's writes were applied (a write answered again for a repeated Idempotency-Key is not).
 */
export function controlRoutes(book: FaultBook, writes: WriteStore, applied: AppliedWrites): Hono {
  const body = async (c: Context) => {
    const read = await readJson(c, MAX_CONTROL_BODY_BYTES, { keepForbiddenKeys: true })
    return read.ok ? read.value : fail(read.status, read.message)
  }
  return new Hono()
    .post('/faults', async (c) => c.json(book.add(valid(FaultSchema, await body(c))), 201))
    .get('/faults', (c) => c.json(book.list()))
    .get('/applied', (c) => c.json(applied.list()))
    .post('/reset', async (c) => {
      const reset = valid(ResetSchema, await body(c))
      book.clear()
      applied.clear()
      if (reset?.data === true) await writes.clear()
      return c.body(null, 204)
    })
    .all('*', (c) => problem(c, 404, `There is no control endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`))
}
