import { isRecord, parseJsonSafely } from '../service-http/body.ts'

/** One telemetry item as the sink keeps it: when it arrived, what it is, and the envelope itself. */
export interface TelemetryRecord {
  receivedAt: string
  /** The telemetry type from `data.baseType` without the `Data` suffix: Event, Exception, Pageview ... */
  type: string
  /** The event or page name, the trace message, or the exception message. */
  name: string
  properties: Record<string, unknown>
  envelope: Record<string, unknown>
}

/** Azure Monitor's per-item error in a 206/400 answer. */
export interface ItemError {
  index: number
  statusCode: number
  message: string
}

export type ParsedPayload = { ok: true; items: unknown[] } | { ok: false; message: string }

/**
 * The SDK posts a JSON array; the ingestion endpoint also takes newline-delimited JSON (one envelope
 * per line, as the beacon and other SDKs send). A single object counts as one item.
 */
export function parseTrackPayload(text: string): ParsedPayload {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, message: 'The request body is empty.' }
  try {
    const whole = parseJsonSafely(trimmed)
    return { ok: true, items: Array.isArray(whole) ? whole : [whole] }
  } catch {
    // Not one JSON document: try one envelope per line.
  }
  const items: unknown[] = []
  for (const line of trimmed.split(/\r?\n/)) {
    if (line.trim() === '') continue
    try {
      items.push(parseJsonSafely(line))
    } catch {
      return { ok: false, message: 'The request body is neither a JSON array nor newline-delimited JSON.' }
    }
  }
  return { ok: true, items }
}

const REQUIRED = ['name', 'time', 'iKey'] as const

/** Azure's own wording for a missing required envelope field. */
export function envelopeProblem(item: unknown): string | undefined {
  if (!isRecord(item)) return 'Item is not a telemetry envelope object.'
  for (const field of REQUIRED) {
    const value = item[field]
    if (typeof value !== 'string' || value === '')
      return `Field '${field}' on type 'Envelope' is required but missing or empty.`
  }
  if (Number.isNaN(Date.parse(String(item.time)))) return `Field 'time' on type 'Envelope' is not a valid date.`
  if (item.data !== undefined && !isRecord(item.data)) return `Field 'data' on type 'Envelope' must be an object.`
  return undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** What the page and the test endpoint show for an accepted envelope. */
export function summarize(envelope: Record<string, unknown>, receivedAt: Date): TelemetryRecord {
  const data = isRecord(envelope.data) ? envelope.data : {}
  const base = isRecord(data.baseData) ? data.baseData : {}
  const baseType = text(data.baseType)
  const type = baseType?.replace(/Data$/, '') ?? String(envelope.name).split('.').pop() ?? 'Unknown'
  const firstException = Array.isArray(base.exceptions) && isRecord(base.exceptions[0]) ? base.exceptions[0] : {}
  const name = text(base.name) ?? text(base.message) ?? text(firstException.message) ?? String(envelope.name)
  return {
    receivedAt: receivedAt.toISOString(),
    type,
    name,
    properties: isRecord(base.properties) ? base.properties : {},
    envelope
  }
}
