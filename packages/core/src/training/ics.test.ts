import { describe, expect, it } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import { escapeIcsText, foldIcsLine, icsDateTime, icsFileName, trainingEventToIcs } from './ics.ts'

const now = new Date('2026-11-22T09:00:00.123Z')
const octets = (text: string) => new TextEncoder().encode(text).length

/** Unfolds and splits into content lines (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

describe('trainingEventToIcs', () => {
  const ics = trainingEventToIcs(trainingEventWith(), now)
  const lines = contentLines(ics)

  it('is a VCALENDAR with CRLF line ends only, ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('has one VEVENT per session, with UTC times and a stable UID', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines).toContain('UID:evt-bat-1-1@crew-portal')
    expect(lines).toContain('UID:evt-bat-1-2@crew-portal')
    expect(lines).toContain('DTSTART:20261127T080000Z')
    expect(lines).toContain('DTEND:20261127T160000Z')
    expect(lines).toContain('DTSTART:20261128T120000Z')
    expect(lines.filter((line) => line === 'DTSTAMP:20261122T090000Z')).toHaveLength(2)
    expect(lines).toContain('SUMMARY:Ground school – A320 Type Rating')
    expect(lines).toContain('STATUS:CONFIRMED')
  })

  it('escapes the location and description text', () => {
    expect(lines).toContain('LOCATION:Miami Training Center\\, 7300 NW 19th Street\\, Miami\\, FL\\, 33126\\, US\\, B2')
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))
    expect(description).toBe(
      'DESCRIPTION:A320 Type Rating (BAT)\\nAircraft: A320\\nReservation: RES-1001\\nAccount executive: Jordan Lee\\, jordan.lee@example.com\\, +1 555 0100 200'
    )
  })

  it('folds every physical line at 75 octets', () => {
    const long = trainingEventToIcs(trainingEventWith({ programName: 'Ünïcödé 東京 '.repeat(20) }), now)
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(contentLines(long).find((line) => line.startsWith('SUMMARY:'))).toContain('Ünïcödé 東京 Ünïcödé')
  })

  it('has one VEVENT for the whole event when there are no sessions', () => {
    const event = trainingEventWith({
      timing: { reportTime: null, sessions: [] },
      location: null,
      aircraftType: null,
      reservationAccountExecutive: null,
      status: 'cancelled'
    })
    const whole = contentLines(trainingEventToIcs(event, now))
    expect(whole).toContain('UID:evt-bat-1@crew-portal')
    expect(whole).toContain('DTSTART:20261127T080000Z')
    expect(whole).toContain('DTEND:20261204T170000Z')
    expect(whole).toContain('LOCATION:Miami Training Center')
    expect(whole).toContain('DESCRIPTION:A320 Type Rating (BAT)\\nReservation: RES-1001')
    expect(whole).toContain('STATUS:CANCELLED')
  })

  it('keeps hostile text inert: no injected properties or components', () => {
    const hostile = 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\nATTACH:http://evil;a,b\\'
    const out = trainingEventToIcs(
      trainingEventWith({ programName: hostile, timing: { reportTime: null, sessions: [] } }),
      now
    )
    const parsed = contentLines(out)
    expect(parsed.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(parsed.some((line) => line.startsWith('ATTACH'))).toBe(false)
    expect(parsed).toContain('SUMMARY:x\\nEND:VEVENT\\nBEGIN:VEVENT\\nATTACH:http://evil\\;a\\,b\\\\')
  })
})

describe('ics helpers', () => {
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

  it('icsFileName is a safe slug with the start day', () => {
    expect(icsFileName(trainingEventWith())).toBe('training-a320-type-rating-2026-11-27.ics')
    expect(icsFileName(trainingEventWith({ programName: '../../Ünsafe <name>' }))).toBe(
      'training-unsafe-name-2026-11-27.ics'
    )
    expect(icsFileName(trainingEventWith({ programName: '東京' }))).toBe('training-event-2026-11-27.ics')
  })
})
