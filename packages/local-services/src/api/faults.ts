import * as v from 'valibot'

/**
 * Fault injection (DESIGN.md section 5): `POST /__control/faults` with
 * `{ path, status: 401|403|404|500, delayMs?, times?, body? }`. A request whose path contains `path`
 * is answered with `status` (after `delayMs`), `times` times or until `POST /__control/reset`.
 */
export const FaultSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1, 'path must be a non-empty substring of the request path')),
  status: v.picklist([401, 403, 404, 500], 'status must be one of 401, 403, 404, 500'),
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

export function defaultFaultBody(status: Fault['status']): { message: string } {
  return { message: `Injected fault: HTTP ${status}.` }
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
