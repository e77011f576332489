import type { TelemetryPort } from '../ports/telemetry.ts'
import type { KeyValueStorage } from '../environment/types.ts'
import { MAX_TEXT, MAX_UNSENT_CHARS, type Item } from './item.ts'

/** The most a page keeps while monitoring loads; past it, the oldest go first. */
export const TELEMETRY_BUFFER_LIMIT = 200

/** Session storage: what a page left before monitoring loaded, for the next page of the tab to send. */
export const UNSENT_TELEMETRY_KEY = 'crew-portal:telemetry-unsent'

export interface BufferedTelemetry extends TelemetryPort {
  /**
   * Hands everything buffered so far to the real port, in order, and forwards from then on. Resolves
   * once what earlier pages left has been read back and sent too (its reader is a chunk of its own).
   */
  attach(port: TelemetryPort): Promise<void>
  /**
   * Keeps what is still unsent in the tab's session storage (the page is being left or hidden), for
   * the next page's buffer to send. After `attach` there is nothing to keep: the port sends it.
   */
  keepUnsent(): void
}

function send(port: TelemetryPort, item: Item): void {
  if (item.kind === 'exception') port.trackException(item.error, item.properties)
  else if (item.kind === 'event') port.trackEvent(item.text, item.properties)
  else port.trackTrace(item.text, item.properties)
}

const clip = (text: string) => text.slice(0, MAX_TEXT)

/**
 * An item as plain data, marked with when it occurred: an error keeps its name, message and stack,
 * each clipped to 4,000 characters. (One with a longer property is not read back.)
 */
function stored(item: Item, occurredAt: string): Item {
  const properties = { occurredAt, ...item.properties }
  if (item.kind !== 'exception') return { ...item, text: clip(item.text), properties }
  const { name, message, stack = '' } = item.error instanceof Error ? item.error : new Error(String(item.error))
  return { kind: 'exception', error: { name: clip(name), message: clip(message), stack: clip(stack) }, properties }
}

/** The unsent telemetry the last pages of this tab stored (a JSON list a line), removed from storage as it is read. */
function takeUnsent(storage: KeyValueStorage | undefined): string | undefined {
  try {
    const raw = storage?.getItem(UNSENT_TELEMETRY_KEY)
    storage?.removeItem(UNSENT_TELEMETRY_KEY)
    return raw?.startsWith('[') && raw.endsWith(']') && raw.length <= MAX_UNSENT_CHARS ? raw : undefined
  } catch {
    // Storage refused: nothing was stored.
    return undefined
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
  // Each pending item as it was asked, and as it would be stored, with its time.
  const pending: Array<[item: Item, unsent: Item]> = []
  // What earlier pages left, read back (checked: unsent.ts, loaded only when there is some) once monitoring attaches.
  const carried = takeUnsent(storage)
  const track = (item: Item) => {
    if (target) return send(target, item)
    pending.push([item, stored(item, new Date().toISOString())])
    if (pending.length > limit) pending.shift()
  }
  const forgetUnsent = () => {
    try {
      // Stored when the page was hidden, and sent now: the next page must not send it again.
      storage?.removeItem(UNSENT_TELEMETRY_KEY)
    } catch {
      // Storage refused: nothing was stored either.
    }
  }
  return {
    trackEvent: (text, properties) => track({ kind: 'event', text, properties }),
    trackException: (error, properties) => track({ kind: 'exception', error, properties }),
    trackTrace: (text, properties) => track({ kind: 'trace', text, properties }),
    attach(port) {
      target = port
      const held = pending.splice(0)
      for (const [item] of held) send(port, item)
      // What waited for monitoring has waited long enough: it leaves now, not with the next batch.
      if (held.length > 0) port.flush?.()
      if (carried === undefined) {
        forgetUnsent()
        return Promise.resolve()
      }
      return import('./unsent.ts').then(({ readUnsent }) => {
        for (const item of readUnsent(carried, limit)) send(port, item)
        port.flush?.()
        forgetUnsent()
      })
    },
    keepUnsent() {
      if (target || !storage) return
      const own = pending.length === 0 ? undefined : JSON.stringify(pending.map(([, unsent]) => unsent))
      // A JSON list a line, a line per page: the earlier pages' lines as they were read (the page
      // that leaves parses nothing), then this page's, unless that is more than a stored value may be.
      const both = carried && own ? `${carried}\n${own}` : (carried ?? own)
      try {
        if (both === undefined) storage.removeItem(UNSENT_TELEMETRY_KEY)
        else storage.setItem(UNSENT_TELEMETRY_KEY, both.length <= MAX_UNSENT_CHARS ? both : (own ?? ''))
      } catch {
        // Storage full or refused: this page's unsent telemetry is lost, as it would be without storage.
      }
    }
  }
}
