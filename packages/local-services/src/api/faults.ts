import * as v from 'valibot'
import { problem } from '../service-http/problem.ts'

/**
 * Fault injection (docs/local-services.md): `POST /__control/faults` with
 * `{ path, status, delayMs?, times?, body? }`. A request whose path contains `path` is answered with
 * `status` (after `delayMs`), `times` times or until `POST /__control/reset`. Any status from 200 to
 * 599 with any JSON body, so a test can serve a 200 with a malformed or oversized answer too.
 */
export const FaultSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1, 'path must be a non-empty substring of the request path')),
  status: v.pipe(v.number('status must be an HTTP status'), v.integer('status must be an HTTP status'), v.minValue(200, 'status must be from 200 to 599'), v.maxValue(599, 'status must be from 200 to 599')),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000, 'delayMs must be at most 60000'))),
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
export const isControlPath = (pathname: string): boolean => pathname === '/__control' || pathname.startsWith('/__control/')

/** An injected error without a body of its own answers with problem details, as the API does. */
export function defaultFaultBody(status: Fault['status']): unknown {
  return status >= 400 ? problem(status, `Injected fault: HTTP ${status}.`) : {}
}

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
 * (docs/security-faults.md), made here because a browser test would otherwise send the 10 MB to the
 * browser through the DevTools protocol, base64-encoded, once per case.
 */
export const GROW_ANSWER_HEADER = 'x-crew-fault-grow-to'
export const MAX_GROWN_BYTES = 64 * 1024 * 1024

/** The byte count the header asks for; `undefined` when absent, a message when it is not 1..64 MiB. */
export function growTarget(value: string | undefined): number | undefined | { problem: string } {
  if (value === undefined) return undefined
  const bytes = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : Number.NaN
  return bytes <= MAX_GROWN_BYTES ? bytes : { problem: `${GROW_ANSWER_HEADER} must be a byte count from 1 to ${MAX_GROWN_BYTES}.` }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

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
