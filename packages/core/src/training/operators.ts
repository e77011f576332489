// The airlines (operators) a crew member trains for, as the side navigation's contexts, and the
// scope a chosen one puts on the training list, pre-check-in and the access pass. Pure.
import type { Operator } from '@crew-portal/contract'

/** The context that scopes nothing; always first. */
export const ALL_OPERATORS = 'all'

export interface OperatorContext {
  id: string
  label: string
  /** What the collapsed navigation shows: the operator's code, or "All". */
  short: string
}

interface WithOperator {
  operator?: Operator | null
}

/**
 * "All", then each operator of the events once, by name. Nothing to switch between (one airline or
 * none) gives no contexts, so the switcher does not show.
 */
export function operatorContexts(events: readonly WithOperator[]): OperatorContext[] {
  const byCode = new Map<string, Operator>()
  for (const { operator } of events) if (operator && !byCode.has(operator.code)) byCode.set(operator.code, operator)
  if (byCode.size < 2) return []
  const operators = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code))
  return [
    { id: ALL_OPERATORS, label: 'All', short: 'All' },
    ...operators.map((operator) => ({ id: operator.code, label: operator.name, short: operator.code }))
  ]
}

/**
 * The scope in force: the chosen context while the events are not known yet (a reload, offline),
 * otherwise the chosen one if the events still offer it, else all.
 */
export function operatorScope(chosen: string, contexts: readonly OperatorContext[] | undefined): string {
  if (contexts === undefined) return chosen
  return contexts.some((context) => context.id === chosen) ? chosen : ALL_OPERATORS
}

/** Whether an event or pass belongs to the scope. One without an operator shows under "All" only. */
export function inOperatorScope(item: WithOperator, scope: string): boolean {
  return scope === ALL_OPERATORS || item.operator?.code === scope
}
