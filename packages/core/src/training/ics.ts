// An "add to calendar" file for a training event: RFC 5545 iCalendar text, built as a pure function.
// Times are written in UTC (`Z`), so no VTIMEZONE is needed and every calendar app shows them in
// the viewer's own zone.
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'

const PRODUCT_ID = '-//Crew Portal//Training events//EN'
const UID_DOMAIN = 'crew-portal'
const encoder = new TextEncoder()

/** Control characters other than tab (and the line breaks escaped below) are not allowed in TEXT values (RFC 5545 §3.3.11). */
function withoutControlCharacters(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char === '\t' || char === '\n' || (code > 0x1f && code !== 0x7f)) out += char
  }
  return out
}

/** `20261127T080000Z` (RFC 5545 §3.3.5, form 2: UTC). */
export function icsDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma; every line break becomes `\n`. */
export function escapeIcsText(text: string): string {
  return withoutControlCharacters(text.replace(/\r\n|\r/g, '\n'))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF then one space. Never splits a UTF-8
 * character, so names like "Zürich" or "東京" survive.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines start with a space, leaving 74.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function locationText(event: TrainingEvent): string {
  const place = event.location
  if (!place) return event.trainingLocationDisplayName
  const address = [place.addressLine1, place.addressLine2, place.city, place.region, place.postalCode, place.country]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ')
  return [event.trainingLocationDisplayName || place.name, address].filter(Boolean).join(', ')
}

function descriptionText(event: TrainingEvent): string {
  const lines = [`${event.programName} (${event.orderProgramType})`]
  if (event.aircraftType) lines.push(`Aircraft: ${event.aircraftType}`)
  lines.push(`Reservation: ${event.reservationId}`)
  const executive = event.reservationAccountExecutive
  if (executive) {
    const phone = executive.accountExecutivePhoneNumber ? `, ${executive.accountExecutivePhoneNumber}` : ''
    lines.push(`Account executive: ${executive.accountExecutiveName}, ${executive.accountExecutiveEmail}${phone}`)
  }
  return lines.join('\n')
}

interface IcsEntry {
  uid: string
  start: string
  end: string
  summary: string
  room: string | null
}

function entriesOf(event: TrainingEvent): IcsEntry[] {
  const sessions = event.timing.sessions
  if (sessions.length === 0) {
    return [{ uid: event.id, start: event.startDate, end: event.endDate, summary: event.programName, room: null }]
  }
  return sessions.map((session, index) => ({
    uid: `${event.id}-${index + 1}`,
    start: session.start,
    end: session.end,
    summary: `${session.activity} – ${event.programName}`,
    room: session.room
  }))
}

/**
 * The `.ics` text for an event: one VEVENT per session of its timing (or one for the whole event
 * when it has none). `now` stamps DTSTAMP. A cancelled event is published as STATUS:CANCELLED so an
 * import updates a calendar that already has it (same UIDs).
 */
export function trainingEventToIcs(event: TrainingEvent, now: Date): string {
  const stamp = icsDateTime(now)
  const location = escapeIcsText(locationText(event))
  const description = escapeIcsText(descriptionText(event))
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  for (const entry of entriesOf(event)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(entry.uid)}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(entry.start)}`,
      `DTEND:${icsDateTime(entry.end)}`,
      `SUMMARY:${escapeIcsText(entry.summary)}`,
      `LOCATION:${entry.room ? `${location}\\, ${escapeIcsText(entry.room)}` : location}`,
      `DESCRIPTION:${description}`,
      `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT'
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/** A safe download name, e.g. `training-a320-type-rating-2026-11-27.ics`. */
export function icsFileName(event: TrainingEvent): string {
  const slug = event.programName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  const day = new Date(event.startDate).toISOString().slice(0, 10)
  return `training-${slug || 'event'}-${day}.ics`
}

export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8'

export interface CalendarFile {
  fileName: string
  mediaType: string
  text: string
}

/** The "add to calendar" download for an event; the view turns it into a Blob and a link. */
export function trainingEventCalendarFile(event: TrainingEvent): CalendarFile {
  return {
    fileName: icsFileName(event),
    mediaType: ICS_MEDIA_TYPE,
    text: trainingEventToIcs(event, getEnvironment().now())
  }
}
