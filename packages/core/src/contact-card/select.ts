import { parseInstant } from '../format/instant.ts'
import { executiveEmail, own } from './read.ts'

/** R-CARD-1: the contact window, 14 days ahead of now. */
export const CONTACT_WINDOW_DAYS = 14
export const CONTACT_WINDOW_MS = CONTACT_WINDOW_DAYS * 24 * 60 * 60 * 1000

/**
 * The program type is compared trimmed and case-insensitively, as the isBat rule reads it ("bat"
 * and " BAT " are BAT); only BAT itself qualifies, not BATTCM (R-CARD-1).
 */
export function isBatOrder(programType: unknown): boolean {
  return typeof programType === 'string' && programType.trim().toUpperCase() === 'BAT'
}

/** The start instant; a start without a zone designator is UTC, so the selection never depends on the viewer's zone. */
export function eventStart(event: unknown): Date | undefined {
  return parseInstant(own(event, 'startDate'))
}

/**
 * R-CARD-1, a pure function of the events and now: BAT orders starting from now to 14 days
 * ahead (both ends included, measured in exact milliseconds), whose card was not shown on web yet
 * (only an explicit `false` counts: a missing flag could show the card on every visit), with an
 * account executive who has an e-mail address. Sorted by start, earliest first; equal starts keep
 * their order. Anything malformed is left out, never thrown on.
 */
export function selectContactCandidates<Event>(events: readonly Event[], now: Date): Event[] {
  const from = now.getTime()
  if (!Array.isArray(events) || Number.isNaN(from)) return []
  const to = from + CONTACT_WINDOW_MS
  const candidates: { event: Event; start: number }[] = []
  // Cheapest tests first: most events of a long list fail on the flag or the program type, and
  // only the few left are parsed for their start and checked for an e-mail.
  for (const event of events) {
    if (own(event, 'isContactCardDisplayedWeb') !== false) continue
    if (!isBatOrder(own(event, 'orderProgramType'))) continue
    const start = eventStart(event)?.getTime()
    if (start === undefined || start < from || start > to) continue
    if (!executiveEmail(event)) continue
    candidates.push({ event, start })
  }
  return candidates.sort((a, b) => a.start - b.start).map((candidate) => candidate.event)
}
