// Reads back what earlier pages of the tab left unsent (buffered.ts, `keepUnsent`): a chunk of its
// own, loaded only when there is some, as monitoring attaches.
import type { TelemetryProperties } from '../ports/telemetry.ts'
import { MAX_TEXT, MAX_UNSENT_CHARS, type Item } from './item.ts'

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT
const isShallow = (value: unknown): value is TelemetryProperties =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => isText(entry) || ['number', 'boolean'].includes(typeof entry))

/** An item read back, or undefined when it is not one `keepUnsent` wrote (it is then left out). */
function restored(value: unknown): Item | undefined {
  const { kind, text, error, properties } = (value ?? {}) as Record<string, unknown>
  if (!isShallow(properties)) return undefined
  if ((kind === 'event' || kind === 'trace') && isText(text) && text !== '') return { kind, text, properties }
  const { name, message, stack } = (error ?? {}) as Record<string, unknown>
  if (kind !== 'exception' || !isText(name) || !isText(message) || !isText(stack)) return undefined
  return { kind, error: Object.assign(new Error(message), { name, stack }), properties }
}

/** A line of the stored value: one page's JSON list, or nothing when it is not one. */
function listOf(line: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(line)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** The items of the stored value (a JSON list a line), the last `limit` of them, each checked; a line that is not a list loses only its own. */
export function readUnsent(raw: string, limit: number): Item[] {
  if (raw.length > MAX_UNSENT_CHARS) return []
  return raw
    .split('\n')
    .flatMap(listOf)
    .slice(-limit)
    .flatMap((value) => restored(value) ?? [])
}
