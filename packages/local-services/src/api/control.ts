import * as v from 'valibot'
import { errorReply, noContent, ok, type Reply } from './http.ts'
import { FaultSchema, type FaultBook } from './faults.ts'
import type { WriteStore } from './store.ts'
import { invalidReply, validateBody } from './validation.ts'

const ResetSchema = v.optional(v.strictObject({ data: v.optional(v.boolean()) }))

/**
 * The control endpoints of docs/local-services.md, for tests and demos on this machine only (the
 * server listens on the loopback interface). They need no token and faults never apply to them.
 *
 * - `POST /__control/faults` `{ path, status, delayMs?, times?, body? }` -> 201 with the fault
 * - `GET /__control/faults` -> the faults still armed
 * - `POST /__control/reset` -> 204, clears every fault; with `{ "data": true }` also wipes the writes
 */
export async function handleControl(method: string, pathname: string, body: unknown, faults: FaultBook, writes: WriteStore): Promise<Reply> {
  if (pathname === '/__control/faults' && method === 'POST') {
    const fault = validateBody(FaultSchema, body)
    if (!fault.ok) return invalidReply(fault)
    return { status: 201, body: faults.add(fault.value) }
  }
  if (pathname === '/__control/faults' && method === 'GET') return ok(faults.list())
  if (pathname === '/__control/reset' && method === 'POST') {
    const reset = validateBody(ResetSchema, body)
    if (!reset.ok) return invalidReply(reset)
    faults.clear()
    if (reset.value?.data === true) await writes.clear()
    return noContent()
  }
  return errorReply(404, `There is no control endpoint ${method} ${pathname}.`)
}
