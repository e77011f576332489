// The one iCalendar generator, tested once: the app's one-event file and the API's feed both are
// trainingCalendar (the feed's own choices, tokens and revisions, are tested with the API).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { trainingEventWith } from './fixtures.ts'
import { escapeIcsText, foldIcsLine, icsDateTime, trainingCalendar, type TrainingCalendarOptions } from './icalendar.ts'
import type { TrainingEvent } from './schemas.ts'

const now = new Date('2026-11-22T09:00:00.123Z')
const octets = (text: string) => new TextEncoder().encode(text).length
const eventUrl = (event: TrainingEvent) => `https://app.example/training/${encodeURIComponent(event.id)}`
const file: TrainingCalendarOptions = { kind: 'file', eventUrl, revision: () => ({ stamp: now, sequence: 0 }) }

/** Unfolds and splits into content lines (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

/** The VEVENTs as ical.js, a real parser, reads them. */
function parsedEvents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent')
}

describe('trainingCalendar', () => {
  const ics = trainingCalendar([trainingEventWith()], file)
  const lines = contentLines(ics)

  it('is a VCALENDAR with CRLF line ends only, ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines).toContain('METHOD:PUBLISH')
  })

  it('has one VEVENT per session, with UTC times, a stable UID and its sequence, read so by ical.js', () => {
    const events = parsedEvents(ics)
    expect(events).toHaveLength(2)
    const [first, second] = events.map((event) => new ICAL.Event(event))
    expect(first?.uid).toBe('evt-bat-1-1@crew-portal')
    expect(second?.uid).toBe('evt-bat-1-2@crew-portal')
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-11-27T08:00:00.000Z')
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-11-27T16:00:00.000Z')
    expect(first?.startDate.zone?.tzid).toBe('UTC')
    expect(first?.summary).toBe('Ground school – A320 Type Rating')
    expect(first?.sequence).toBe(0)
    expect(first?.location).toBe('Miami Training Center, 7300 NW 19th Street, Miami, FL, 33126, US')
    expect(first?.description).toBe(
      'Room: B2\nA320 Type Rating (BAT)\nAircraft: A320\nReservation: RES-1001\nAccount executive: Jordan Lee, jordan.lee@example.com, +1 555 0100 200\nEvent page: https://app.example/training/evt-bat-1'
    )
    expect(events[0]?.getFirstPropertyValue('url')).toBe('https://app.example/training/evt-bat-1')
    expect(events[0]?.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(lines.filter((line) => line === 'DTSTAMP:20261122T090000Z')).toHaveLength(2)
  })

  it('escapes the location and description text', () => {
    expect(lines).toContain('LOCATION:Miami Training Center\\, 7300 NW 19th Street\\, Miami\\, FL\\, 33126\\, US')
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Room: B2\\nA320/)
  })

  it('folds every physical line at 75 octets without splitting a UTF-8 character', () => {
    const name = 'Ünïcödé 東京 ✈️ '.repeat(20)
    const long = trainingCalendar([trainingEventWith({ programName: name })], file)
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    // Every physical line is whole UTF-8 on its own: no character was cut at a fold.
    const bytes = new TextEncoder().encode(long)
    const strict = new TextDecoder('utf-8', { fatal: true })
    let from = 0
    for (let at = 0; at < bytes.length - 1; at += 1) {
      if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) {
        expect(() => strict.decode(bytes.slice(from, at))).not.toThrow()
        from = at + 2
      }
    }
    expect(new ICAL.Event(parsedEvents(long)[0]).summary).toBe(`Ground school – ${name}`)
  })

  it('has one VEVENT for the whole event when there are no sessions, cancelled when the event is', () => {
    const event = trainingEventWith({
      timing: { reportTime: null, sessions: [] },
      location: null,
      aircraftType: null,
      reservationAccountExecutive: null,
      status: 'cancelled'
    })
    const [only, ...rest] = parsedEvents(trainingCalendar([event], file))
    expect(rest).toEqual([])
    const parsed = new ICAL.Event(only)
    expect(parsed.uid).toBe('evt-bat-1@crew-portal')
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-27T08:00:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-04T17:00:00.000Z')
    expect(parsed.location).toBe('Miami Training Center')
    expect(parsed.description).toBe(
      'A320 Type Rating (BAT)\nReservation: RES-1001\nEvent page: https://app.example/training/evt-bat-1'
    )
    expect(only?.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('keeps hostile text inert: no injected properties or components', () => {
    const hostile = 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\nATTACH:http://evil;a,b\\'
    const out = trainingCalendar(
      [trainingEventWith({ programName: hostile, trainingLocationDisplayName: hostile, location: null })],
      file
    )
    const events = parsedEvents(out)
    expect(events).toHaveLength(2)
    for (const event of events) {
      expect(event.getAllProperties('attach')).toEqual([])
      expect(event.getFirstPropertyValue('location')).toBe('x\nEND:VEVENT\nBEGIN:VEVENT\nATTACH:http://evil;a,b\\')
    }
  })

  it('as a feed: no METHOD, its name, read again every hour, and each entry its own revision', () => {
    const feed = trainingCalendar([trainingEventWith()], {
      kind: 'feed',
      eventUrl,
      revision: (session) => ({
        stamp: '2026-11-20T10:00:00Z',
        sequence: session.uid.endsWith('-2@crew-portal') ? 3 : 0
      })
    })
    const calendar = new ICAL.Component(ICAL.parse(feed))
    expect(calendar.getFirstPropertyValue('method')).toBeNull()
    expect(contentLines(feed)).toEqual(
      expect.arrayContaining([
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'NAME:Crew Portal training'
      ])
    )
    const [first, second] = calendar.getAllSubcomponents('vevent')
    expect(first?.getFirstPropertyValue('sequence')).toBe(0)
    expect(second?.getFirstPropertyValue('sequence')).toBe(3)
    expect(contentLines(feed).filter((line) => line === 'DTSTAMP:20261120T100000Z')).toHaveLength(2)
  })
})

describe('iCalendar helpers', () => {
  it('icsDateTime writes UTC whatever the input offset', () => {
    expect(icsDateTime('2026-11-27T08:00:00-05:00')).toBe('20261127T130000Z')
    expect(icsDateTime(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z')
  })

  it('escapeIcsText escapes backslash, semicolon, comma, line breaks and drops control characters', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\rf\ng\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ngh\ti')
  })

  it('foldIcsLine leaves short lines alone and never splits a character', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short')
    const folded = foldIcsLine(`X:${'é'.repeat(100)}`)
    expect(folded.split('\r\n ').join('')).toBe(`X:${'é'.repeat(100)}`)
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })
})
