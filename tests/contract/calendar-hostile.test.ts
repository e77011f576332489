// The calendar feed with the hostile-data corpus in every text a pilot's calendar shows: each stays
// the text it was, in its own property of its own VEVENT, as a real parser (ical.js) reads it.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { trainingCalendar, type TrainingEvent } from '@crew-portal/contract'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import { HOSTILE_PAYLOADS } from '../../packages/core/src/test/hostile-payloads.ts'

/** The generator drops control characters other than tab and line breaks (RFC 5545 TEXT), and ends lines as \n. */
const inert = (text: string) =>
  [...text.replace(/\r\n|\r/g, '\n')]
    .filter((char) => char === '\t' || char === '\n' || (char >= ' ' && char !== '\u007f'))
    .join('')

const PROPERTIES = [
  'uid',
  'dtstamp',
  'dtstart',
  'dtend',
  'sequence',
  'summary',
  'location',
  'description',
  'url',
  'status'
]

describe('hostile text in the feed', () => {
  const events: TrainingEvent[] = HOSTILE_PAYLOADS.map(({ id, text }) =>
    trainingEventWith({
      id: `evt-${id}`,
      programName: text,
      trainingLocationDisplayName: text,
      location: null,
      timing: {
        reportTime: null,
        sessions: [{ start: '2026-11-27T08:00:00Z', end: '2026-11-27T16:00:00Z', activity: text, room: text }]
      }
    })
  )
  const feed = trainingCalendar(events, {
    kind: 'feed',
    eventUrl: (event) => `https://app.test/training/${encodeURIComponent(event.id)}`,
    revision: () => ({ stamp: '2026-11-22T10:00:00Z', sequence: 0 })
  })
  const parsed = new ICAL.Component(ICAL.parse(feed))

  it('is one VEVENT per payload, each with the properties the generator writes and no other', () => {
    const vevents = parsed.getAllSubcomponents('vevent')
    expect(vevents).toHaveLength(HOSTILE_PAYLOADS.length)
    expect(parsed.getAllSubcomponents().filter((component) => component.name !== 'vevent')).toEqual([])
    for (const vevent of vevents) {
      expect(vevent.getAllProperties().map((property) => property.name)).toEqual(PROPERTIES)
      expect(vevent.getAllSubcomponents()).toEqual([])
    }
  })

  it.each(HOSTILE_PAYLOADS.map((payload) => [payload.id, payload] as const))(
    '%s stays the same text in the name, the location and the room',
    (id, { text }) => {
      const vevent = parsed
        .getAllSubcomponents('vevent')
        .find((event) => event.getFirstPropertyValue('uid') === `evt-${id}-1@crew-portal`)
      const event = new ICAL.Event(vevent)
      expect(event.summary).toBe(`${inert(text)} – ${inert(text)}`)
      expect(event.location).toBe(inert(text))
      expect(event.description.startsWith(`Room: ${inert(text)}\n`)).toBe(true)
      expect(vevent?.getFirstPropertyValue('url')).toBe(`https://app.test/training/${encodeURIComponent(`evt-${id}`)}`)
    }
  )
})
