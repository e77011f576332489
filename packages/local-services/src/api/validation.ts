import * as v from 'valibot'
import { errorReply, type Reply } from './http.ts'

export type Validated<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

/** The 400 answer of the contract: `field` is the dotted path of the first offending field. */
export function invalid(field: string, message: string): Reply {
  return errorReply(400, message, undefined, { field })
}

export function invalidReply(failure: { field: string; message: string }): Reply {
  return invalid(failure.field, failure.message)
}

/**
 * Validates a request body; a failure names the first offending field (`smsEnabled: Invalid type:
 * Expected boolean but received "yes"`), which is what the 400 answer carries.
 */
export function validateBody<Schema extends v.GenericSchema>(schema: Schema, value: unknown): Validated<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.output }
  const [issue] = result.issues
  const field = (issue === undefined ? null : v.getDotPath(issue)) ?? 'body'
  return { ok: false, field, message: `${field}: ${issue?.message ?? 'Invalid value'}` }
}
