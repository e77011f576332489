// Training events as iCalendar (RFC 5545), the one generator behind both calendars the product
// gives out: the app's one-event "Add to calendar" file and the API's subscription feed
// (docs/calendar.md). Times are written in UTC (`Z`), so no VTIMEZONE is needed and every calendar
// app shows them in the viewer's own zone. R-CALENDAR-4.
import type { TrainingEvent } from './schemas.ts'

const PRODUCT_ID = '-//Crew Portal//Training events//EN'
const UID_DOMAIN = 'crew-portal'
const encoder = new TextEncoder()

/** A feed is read again by the calendar app this often (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_FEED_REFRESH = 'PT1H'

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

/** One VEVENT's times and identity: a session of an event, or the whole event when it has none. */
export interface CalendarSession {
  /** Stable across reads and changes: the event's id and the session's place in its timing. */
  uid: string
  start: string
  end: string
  summary: string
  room: string | null
  cancelled: boolean
}

/** The VEVENTs of an event: one per session of its timing, or one for the whole event when it has none. */
export function calendarSessions(event: TrainingEvent): CalendarSession[] {
  const cancelled = event.status === 'cancelled'
  const sessions = event.timing.sessions
  if (sessions.length === 0) {
    return [
      {
        uid: `${event.id}@${UID_DOMAIN}`,
        start: event.startDate,
        end: event.endDate,
        summary: event.programName,
        room: null,
        cancelled
      }
    ]
  }
  return sessions.map((session, index) => ({
    uid: `${event.id}-${index + 1}@${UID_DOMAIN}`,
    start: session.start,
    end: session.end,
    summary: `${session.activity} – ${event.programName}`,
    room: session.room,
    cancelled
  }))
}

/** The training centre: its name and address. */
function locationText(event: TrainingEvent): string {
  const place = event.location
  if (!place) return event.trainingLocationDisplayName
  const address = [place.addressLine1, place.addressLine2, place.city, place.region, place.postalCode, place.country]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ')
  return [event.trainingLocationDisplayName || place.name, address].filter(Boolean).join(', ')
}

function descriptionText(event: TrainingEvent, session: CalendarSession, link: string): string {
  const lines = session.room ? [`Room: ${session.room}`] : []
  lines.push(`${event.programName} (${event.orderProgramType})`)
  if (event.aircraftType) lines.push(`Aircraft: ${event.aircraftType}`)
  lines.push(`Reservation: ${event.reservationId}`)
  const executive = event.reservationAccountExecutive
  if (executive) {
    const phone = executive.accountExecutivePhoneNumber ? `, ${executive.accountExecutivePhoneNumber}` : ''
    lines.push(`Account executive: ${executive.accountExecutiveName}, ${executive.accountExecutiveEmail}${phone}`)
  }
  lines.push(`Event page: ${link}`)
  return lines.join('\n')
}

/** What a VEVENT carries beyond the event itself: when it was last revised, and how often its times changed. */
export interface CalendarRevision {
  /** DTSTAMP. */
  stamp: string | Date
  /** SEQUENCE: 0 when first published, raised at each change of times or cancellation. */
  sequence: number
}

export interface TrainingCalendarOptions {
  /** The event's page in the app, as an absolute URL (DESCRIPTION and URL). */
  eventUrl: (event: TrainingEvent) => string
  revision: (session: CalendarSession) => CalendarRevision
  /**
   * `file`: a one-off copy (METHOD:PUBLISH, so DTSTAMP is when the file was made). `feed`: a
   * subscription (no METHOD, so DTSTAMP is when the entry was last revised; its name, and how
   * often the calendar app reads it again).
   */
  kind: 'file' | 'feed'
}

/**
 * The iCalendar text of training events: one VEVENT per session (calendarSessions), CRLF line
 * ends, folded at 75 octets, every text value escaped. A cancelled event's VEVENTs are
 * STATUS:CANCELLED, under the same UIDs, so a calendar that holds them updates them.
 */
export function trainingCalendar(events: readonly TrainingEvent[], options: TrainingCalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN']
  if (options.kind === 'file') lines.push('METHOD:PUBLISH')
  else {
    lines.push(
      'NAME:Crew Portal training',
      'X-WR-CALNAME:Crew Portal training',
      `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${CALENDAR_FEED_REFRESH}`
    )
  }
  for (const event of events) {
    const link = options.eventUrl(event)
    const location = escapeIcsText(locationText(event))
    for (const session of calendarSessions(event)) {
      const { stamp, sequence } = options.revision(session)
      lines.push(
        'BEGIN:VEVENT',
        `UID:${escapeIcsText(session.uid)}`,
        `DTSTAMP:${icsDateTime(stamp)}`,
        `DTSTART:${icsDateTime(session.start)}`,
        `DTEND:${icsDateTime(session.end)}`,
        `SEQUENCE:${sequence}`,
        `SUMMARY:${escapeIcsText(session.summary)}`,
        `LOCATION:${location}`,
        `DESCRIPTION:${escapeIcsText(descriptionText(event, session, link))}`,
        // A URI value, not TEXT: nothing to escape, but no control character (a line break) may pass.
        `URL:${[...link].filter((char) => char > ' ' && char !== '\u007f').join('')}`,
        `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
        'END:VEVENT'
      )
    }
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

export const ICS_MEDIA_TYPE = 'text/calendar; charset=utf-8'
