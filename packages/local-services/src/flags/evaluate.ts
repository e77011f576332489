import type { FlagDefinition, FlagKey, NotificationValue } from './definitions.ts'
import { userOf, type EvaluationContext } from './context.ts'

/** The stored state of one flag: its current value and version, or deleted. */
export interface FlagState {
  value: NotificationValue
  version: number
  deleted: boolean
}

/** One flag's evaluation for one context, exactly the shape of LaunchDarkly's client-side `evalx` answer. */
export interface EvaluatedFlag {
  value: NotificationValue
  variation: number
  version: number
  flagVersion: number
  trackEvents: boolean
  reason?: { kind: 'TARGET_MATCH' | 'FALLTHROUGH' | 'OFF' }
}

/** Variation 0 is the notification; variation 1 is the empty value for everyone not targeted. */
const TARGETED = 0
const NOT_TARGETED = 1

function contextEmails(context: EvaluationContext): string[] {
  const user = userOf(context)
  if (user === undefined || user.anonymous === true) return []
  return [user.key, user.email]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLowerCase())
}

/** Pure targeting rule: the BAT and FTO notifications reach their listed users, the global one everybody. */
export function evaluateFlag(
  definition: FlagDefinition,
  state: FlagState,
  context: EvaluationContext,
  withReasons: boolean
): EvaluatedFlag {
  const audience = definition.audience
  const targeted = audience.everyone || contextEmails(context).some((email) => audience.emails.includes(email))
  const base = { version: state.version, flagVersion: state.version, trackEvents: false }
  const evaluated: EvaluatedFlag = targeted
    ? { ...base, value: state.value, variation: TARGETED }
    : { ...base, value: { message: '', variant: state.value.variant }, variation: NOT_TARGETED }
  if (withReasons)
    evaluated.reason = { kind: audience.everyone ? 'FALLTHROUGH' : targeted ? 'TARGET_MATCH' : 'FALLTHROUGH' }
  return evaluated
}

/** All live flags for a context: the body of the `evalx` answer and of the stream's `put` event. */
export function evaluateAll(
  definitions: Readonly<Record<FlagKey, FlagDefinition>>,
  states: ReadonlyMap<FlagKey, FlagState>,
  context: EvaluationContext,
  withReasons: boolean
): Record<string, EvaluatedFlag> {
  const result: Record<string, EvaluatedFlag> = {}
  for (const [key, state] of states) {
    if (!state.deleted) result[key] = evaluateFlag(definitions[key], state, context, withReasons)
  }
  return result
}
