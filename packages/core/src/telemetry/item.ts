// What buffered.ts holds and leaves unsent for the next page, and the bounds it writes within, which
// unsent.ts (loaded only when there is something to read back) checks again.
import type { TelemetryProperties } from '../ports/telemetry.ts'

/** Larger than any honest buffer (200 items with their stacks); a larger value is not read. */
export const MAX_UNSENT_CHARS = 256 * 1024
/** The most a stored text (an event's name, an error's name, message or stack) keeps. */
export const MAX_TEXT = 4000

export type Item =
  | { kind: 'event' | 'trace'; text: string; properties?: TelemetryProperties }
  | { kind: 'exception'; error: unknown; properties?: TelemetryProperties }
