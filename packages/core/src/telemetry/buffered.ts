import type { TelemetryPort, TelemetryProperties } from '../ports/telemetry.ts'
import type { KeyValueStorage } from '../environment/types.ts'

/** The most a page keeps while monitoring loads; past it, the oldest go first. */
export const TELEMETRY_BUFFER_LIMIT = 200

/** Session storage: what a page left before monitoring loaded, for the next page of the tab to send. */
export const UNSENT_TELEMETRY_KEY = 'crew-portal:telemetry-unsent'

/** Larger than any honest buffer (200 items with their stacks); a larger value is not read. */
const MAX_UNSENT_CHARS = 256 * 1024
const MAX_TEXT = 4000

export interface BufferedTelemetry extends TelemetryPort {
  /** Hands everything kept so far to the real port, in order, and forwards from then on. */
  attach(port: TelemetryPort): void
  /**
   * Keeps what is still unsent in the tab's session storage (the page is being left or hidden), for
   * the next page's buffer to send. After `attach` there is nothing to keep: the port sends it.
   */
  keepUnsent(): void
}

type Item =
  | { kind: 'event'; text: string; properties?: TelemetryProperties }
  | { kind: 'exception'; error: unknown; properties?: TelemetryProperties }
  | { kind: 'trace'; text: string; properties?: TelemetryProperties }

function send(port: TelemetryPort, item: Item): void {
  if (item.kind === 'event') port.trackEvent(item.text, item.properties)
  else if (item.kind === 'exception') port.trackException(item.error, item.properties)
  else port.trackTrace(item.text, item.properties)
}

const clip = (text: string) => text.slice(0, MAX_TEXT)

/** An item as plain data: an error keeps its name, message and stack, each clipped. */
function stored(item: Item, at: string): Record<string, unknown> {
  const properties = { ...item.properties, occurredAt: item.properties?.occurredAt ?? at }
  if (item.kind !== 'exception') return { kind: item.kind, text: clip(item.text), properties }
  const error = item.error instanceof Error ? item.error : new Error(typeof item.error === 'string' ? item.error : String(item.error))
  return { kind: 'exception', error: { name: clip(error.name), message: clip(error.message), stack: clip(error.stack ?? '') }, properties }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT

function isProperties(value: unknown): value is TelemetryProperties {
  return isRecord(value) && Object.values(value).every((entry) => ['string', 'number', 'boolean', 'undefined'].includes(typeof entry) && !(typeof entry === 'string' && entry.length > MAX_TEXT))
}

/** An item read back, or undefined when it is not one this file wrote (it is then left out). */
function restored(value: unknown): Item | undefined {
  if (!isRecord(value) || !isProperties(value.properties)) return undefined
  const { kind, text, properties } = value
  if ((kind === 'event' || kind === 'trace') && isText(text) && text !== '') return { kind, text, properties }
  const error = value.error
  if (kind !== 'exception' || !isRecord(error) || !isText(error.name) || !isText(error.message) || !isText(error.stack)) return undefined
  const rebuilt = new Error(error.message)
  rebuilt.name = error.name
  rebuilt.stack = error.stack
  return { kind, error: rebuilt, properties }
}

/** What the last page of this tab left unsent, removed from storage as it is read; nothing when the value is not usable. */
function takeUnsent(storage: KeyValueStorage | undefined, limit: number): Item[] {
  try {
    const raw = storage?.getItem(UNSENT_TELEMETRY_KEY)
    storage?.removeItem(UNSENT_TELEMETRY_KEY)
    if (!raw || raw.length > MAX_UNSENT_CHARS) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed
      .slice(-limit)
      .map(restored)
      .filter((item) => item !== undefined)
  } catch {
    // Storage refused or a value not of JSON: nothing to send.
    return []
  }
}

/**
 * A telemetry port for the first seconds: Application Insights loads well after the page has its answer
 * (its SDK is large), and what happens before that — a failed settings call, a sign-in error — must
 * still reach monitoring. With `storage` (the tab's session storage), what a page leaves unsent
 * (`keepUnsent`, as it is left) is sent by the next page of the tab, marked with when it occurred.
 */
export function bufferedTelemetry(limit = TELEMETRY_BUFFER_LIMIT, storage?: KeyValueStorage): BufferedTelemetry {
  let target: TelemetryPort | undefined
  const pending: Item[] = takeUnsent(storage, limit)
  // When each pending item occurred, for `keepUnsent` (kept aside so the items stay as they were asked).
  const times = new WeakMap<Item, string>()
  const track = (item: Item) => {
    if (target) {
      send(target, item)
      return
    }
    times.set(item, new Date().toISOString())
    pending.push(item)
    if (pending.length > limit) pending.shift()
  }
  return {
    trackEvent: (text, properties) => track({ kind: 'event', text, properties }),
    trackException: (error, properties) => track({ kind: 'exception', error, properties }),
    trackTrace: (text, properties) => track({ kind: 'trace', text, properties }),
    attach(port) {
      target = port
      const held = pending.splice(0)
      for (const item of held) send(port, item)
      // What waited for monitoring has waited long enough: it leaves now, not with the next batch.
      if (held.length > 0) port.flush?.()
      try {
        // Kept when the page was hidden, and sent now: the next page must not send it again.
        storage?.removeItem(UNSENT_TELEMETRY_KEY)
      } catch {
        // Storage refused: nothing was kept either.
      }
    },
    keepUnsent() {
      if (target || !storage) return
      try {
        if (pending.length === 0) storage.removeItem(UNSENT_TELEMETRY_KEY)
        else storage.setItem(UNSENT_TELEMETRY_KEY, JSON.stringify(pending.map((item) => stored(item, times.get(item) ?? new Date().toISOString()))))
      } catch {
        // Storage full or refused: this page's unsent telemetry is lost, as it was before it was kept.
      }
    }
  }
}
