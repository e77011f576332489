import { isRecord } from '../service-http/body.ts'
import type { Validation } from './definitions.ts'

/**
 * An evaluation context as the client SDK sends it: a single context `{ kind, key, ... }`, a
 * multi-context `{ kind: 'multi', user: {...}, ... }`, or a legacy user `{ key, ... }` (kind user).
 */
export type EvaluationContext = Record<string, unknown>

const MAX_CONTEXT_BYTES = 32 * 1024
const KIND = /^[A-Za-z0-9._-]+$/

function validateSingle(context: Record<string, unknown>, kind: string): string | undefined {
  if (!KIND.test(kind) || kind === 'kind' || kind === 'multi') return `Context kind "${kind}" is not valid.`
  if (typeof context.key !== 'string' || context.key === '') return `The ${kind} context needs a non-empty string key.`
  return undefined
}

export function validateContext(value: unknown): Validation<EvaluationContext> {
  if (!isRecord(value)) return { ok: false, message: 'The context must be a JSON object.' }
  const kind = value.kind ?? 'user'
  if (typeof kind !== 'string') return { ok: false, message: 'The context kind must be a string.' }
  if (kind !== 'multi') {
    const problem = validateSingle(value, kind)
    return problem === undefined ? { ok: true, value } : { ok: false, message: problem }
  }
  const parts = Object.entries(value).filter(([key]) => key !== 'kind')
  if (parts.length === 0) return { ok: false, message: 'A multi-context needs at least one context.' }
  for (const [partKind, part] of parts) {
    if (!isRecord(part)) return { ok: false, message: `The ${partKind} context must be an object.` }
    const problem = validateSingle(part, partKind)
    if (problem !== undefined) return { ok: false, message: problem }
  }
  return { ok: true, value }
}

/** Decodes the base64url JSON context of `/sdk/evalx/{env}/contexts/{context}` and `/eval/{env}/{context}`. */
export function decodeContext(encoded: string): Validation<EvaluationContext> {
  if (!/^[A-Za-z0-9_=-]+$/.test(encoded) || encoded.length > (MAX_CONTEXT_BYTES * 4) / 3) {
    return { ok: false, message: 'The context in the path is not base64url.' }
  }
  return parseContext(Buffer.from(encoded, 'base64url').toString('utf8'))
}

export function parseContext(text: string): Validation<EvaluationContext> {
  if (Buffer.byteLength(text) > MAX_CONTEXT_BYTES) return { ok: false, message: 'The context is too large.' }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The context is not valid JSON.' }
  }
  return validateContext(parsed)
}

/** The user part of a context (the notification flags target users), if any. */
export function userOf(context: EvaluationContext): Record<string, unknown> | undefined {
  const kind = context.kind ?? 'user'
  if (kind === 'user') return context
  if (kind === 'multi' && isRecord(context.user)) return context.user
  return undefined
}
