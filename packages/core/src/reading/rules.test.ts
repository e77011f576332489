import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exampleTrainingEvent, requiredReadingOf } from '@crew-portal/contract/fixtures'
import type { Acknowledgement, RequiredReading, TrainingEvent } from '@crew-portal/contract'
import {
  NO_READING_RECORD,
  READING_DUE_SOON_DAYS,
  dueStateOf,
  offersAcknowledgement,
  readingItemsOf,
  readingProgressOf,
  readingStateOf,
  requiredDocumentsOf
} from './rules.ts'
import type { ReadingRecord, ReadingState } from './rules.ts'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2026-11-20T12:00:00Z')

const reading = requiredReadingOf
const ack = (documentId: string, version: string, acknowledgedAt = '2026-11-19T10:00:00Z'): Acknowledgement => ({
  documentId,
  version,
  acknowledgedAt
})
const event = (id: string, required: RequiredReading[], overrides: Partial<TrainingEvent> = {}): TrainingEvent => ({
  ...exampleTrainingEvent,
  id,
  programName: `Programme ${id}`,
  requiredReading: required,
  ...overrides
})

// Arbitrary required reading and acknowledgements over a few ids and versions, so they meet often.
const documentId = fc.constantFrom('a', 'b', 'c', 'd')
const version = fc.constantFrom('1', '2', '3')
const requiredList = fc.uniqueArray(
  fc.record({ documentId, version }).map(({ documentId: id, version: v }) => reading(id, v)),
  { selector: (item) => item.documentId, maxLength: 4 }
)
const acknowledgement = fc.record({ documentId, version }).map(({ documentId: id, version: v }) => ack(id, v))
const record: fc.Arbitrary<ReadingRecord> = fc.record({
  acknowledgements: fc.array(acknowledgement, { maxLength: 6 }),
  waiting: fc.array(fc.record({ documentId, version }), { maxLength: 3 })
})
const withAcknowledged = (base: ReadingRecord, item: Acknowledgement): ReadingRecord => ({
  ...base,
  acknowledgements: [...base.acknowledgements, item]
})

describe('readingStateOf (R-READING-1)', () => {
  const fcom = reading('fcom', '54')

  it('is to read with no acknowledgement, read with this version’s, new version with another’s', () => {
    expect(readingStateOf(fcom, NO_READING_RECORD)).toEqual({ state: 'toRead' })
    expect(readingStateOf(fcom, { acknowledgements: [ack('fcom', '54')], waiting: [] })).toEqual({
      state: 'read',
      acknowledgedAt: '2026-11-19T10:00:00Z'
    })
    expect(readingStateOf(fcom, { acknowledgements: [ack('fcom', '53')], waiting: [] })).toEqual({
      state: 'newVersion',
      readVersion: '53'
    })
    // Versions compare by equality: a "newer" one acknowledged is another version, and asks again.
    expect(readingStateOf(fcom, { acknowledgements: [ack('fcom', '55')], waiting: [] }).state).toBe('newVersion')
    expect(readingStateOf(fcom, { acknowledgements: [ack('qrh', '54')], waiting: [] }).state).toBe('toRead')
  })

  it('counts a confirmation waiting in the outbox as read on this device, to be sent', () => {
    const waiting = { acknowledgements: [ack('fcom', '53')], waiting: [{ documentId: 'fcom', version: '54' }] }
    expect(readingStateOf(fcom, waiting)).toEqual({ state: 'sending' })
    expect(readingProgressOf([fcom], waiting)).toEqual({ read: 1, total: 1 })
  })

  it('confirming a version makes exactly that document read (property)', () => {
    fc.assert(
      fc.property(requiredList, record, fc.nat(), (required, base, pick) => {
        fc.pre(required.length > 0)
        const chosen = required[pick % required.length] as RequiredReading
        const after = withAcknowledged(base, ack(chosen.documentId, chosen.version))
        expect(readingStateOf(chosen, after).state).toBe('read')
        for (const other of required.filter((item) => item !== chosen))
          expect(readingStateOf(other, after)).toEqual(readingStateOf(other, base))
      })
    )
  })
})

describe('readingProgressOf (R-READING-2)', () => {
  it('says how many of the required documents are read', () => {
    const required = [reading('a'), reading('b'), reading('c')]
    const read = { acknowledgements: [ack('a', '1'), ack('b', '2')], waiting: [] }
    expect(readingProgressOf(required, read)).toEqual({ read: 1, total: 3 })
    expect(readingProgressOf([], read)).toEqual({ read: 0, total: 0 })
  })

  it('never counts more read than there are documents (property)', () => {
    fc.assert(
      fc.property(requiredList, record, (required, base) => {
        const { read, total } = readingProgressOf(required, base)
        expect(total).toBe(required.length)
        expect(read).toBeGreaterThanOrEqual(0)
        expect(read).toBeLessThanOrEqual(total)
      })
    )
  })

  it('confirming a document raises the count by one when it was unread, else leaves it (property)', () => {
    fc.assert(
      fc.property(requiredList, record, fc.nat(), (required, base, pick) => {
        fc.pre(required.length > 0)
        const chosen = required[pick % required.length] as RequiredReading
        const wasRead = ['read', 'sending'].includes(readingStateOf(chosen, base).state)
        const before = readingProgressOf(required, base).read
        const after = readingProgressOf(required, withAcknowledged(base, ack(chosen.documentId, chosen.version))).read
        expect(after).toBe(before + (wasRead ? 0 : 1))
      })
    )
  })

  it('a new version of a read document makes it unread again and lowers the count by one (property)', () => {
    fc.assert(
      fc.property(requiredList, record, fc.nat(), (required, base, pick) => {
        fc.pre(required.length > 0)
        const index = pick % required.length
        const chosen = required[index] as RequiredReading
        const read = withAcknowledged(base, ack(chosen.documentId, chosen.version))
        // The publisher's next version: one no acknowledgement or waiting confirmation names.
        const republished = required.map((item, at) => (at === index ? { ...item, version: 'next-version' } : item))
        expect(readingStateOf(republished[index] as RequiredReading, read).state).toBe('newVersion')
        expect(readingProgressOf(republished, read).read).toBe(readingProgressOf(required, read).read - 1)
      })
    )
  })
})

describe('dueStateOf (R-READING-3)', () => {
  const unread: ReadingState = { state: 'toRead' }
  const due = '2026-11-26T08:00:00Z'

  it('is due, due soon within the days named, then overdue; a read document is done', () => {
    expect(dueStateOf(due, unread, new Date(Date.parse(due) - (READING_DUE_SOON_DAYS + 1) * DAY))).toBe('due')
    expect(dueStateOf(due, unread, new Date(Date.parse(due) - READING_DUE_SOON_DAYS * DAY))).toBe('dueSoon')
    expect(dueStateOf(due, unread, new Date(due))).toBe('dueSoon')
    expect(dueStateOf(due, unread, new Date(Date.parse(due) + 1))).toBe('overdue')
    expect(dueStateOf(due, { state: 'newVersion', readVersion: '1' }, new Date(Date.parse(due) + 1))).toBe('overdue')
    expect(dueStateOf(due, { state: 'read', acknowledgedAt: due }, new Date(Date.parse(due) + DAY))).toBe('done')
    expect(dueStateOf(due, { state: 'sending' }, new Date(Date.parse(due) + DAY))).toBe('done')
  })

  it('only moves forward as time passes: due, due soon, overdue (property)', () => {
    const order = { due: 0, dueSoon: 1, overdue: 2, done: 3 }
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * DAY, max: 30 * DAY }),
        fc.integer({ min: 0, max: 30 * DAY }),
        (offset, later) => {
          const at = Date.parse(due) + offset
          const first = dueStateOf(due, unread, new Date(at))
          const next = dueStateOf(due, unread, new Date(at + later))
          expect(order[next]).toBeGreaterThanOrEqual(order[first])
        }
      )
    )
  })
})

describe('readingItemsOf', () => {
  it('lists each required document in the event’s order with its state and due state', () => {
    const items = readingItemsOf(
      [reading('a', '1', '2026-11-19T00:00:00Z'), reading('b', '1', '2026-11-22T00:00:00Z'), reading('c')],
      { acknowledgements: [ack('c', '1')], waiting: [] },
      now
    )
    expect(items.map((item) => [item.reading.documentId, item.status.state, item.due])).toEqual([
      ['a', 'toRead', 'overdue'],
      ['b', 'toRead', 'dueSoon'],
      ['c', 'read', 'done']
    ])
  })
})

describe('requiredDocumentsOf and offersAcknowledgement (R-READING-4, R-READING-5)', () => {
  const upcoming = event('E1', [reading('fcom', '54'), reading('qrh', '2')], {
    startDate: '2026-11-26T08:00:00Z',
    endDate: '2026-11-30T17:00:00Z'
  })
  const alsoFcom = event('E2', [reading('fcom', '54')], {
    startDate: '2026-12-05T08:00:00Z',
    endDate: '2026-12-06T17:00:00Z'
  })
  const over = event('E0', [reading('old', '1', '2026-10-01T00:00:00Z')], {
    startDate: '2026-10-02T08:00:00Z',
    endDate: '2026-10-03T17:00:00Z'
  })
  const cancelled = event('E3', [reading('gone', '1')], { status: 'cancelled' })

  it('names each document the events that still ask for it require, with the events', () => {
    const required = requiredDocumentsOf([upcoming, alsoFcom, over, cancelled], now)
    expect([...required.keys()]).toEqual(['fcom', 'qrh'])
    expect(required.get('fcom')?.events.map((item) => item.programName)).toEqual(['Programme E1', 'Programme E2'])
  })

  it('offers "I have read and understood" for a required version not yet confirmed, and asks again for a new one', () => {
    const required = requiredDocumentsOf([upcoming], now)
    const fcom = { documentId: 'fcom', version: '54' }
    expect(offersAcknowledgement(fcom, required, NO_READING_RECORD)).toBe(true)
    expect(offersAcknowledgement(fcom, required, { acknowledgements: [ack('fcom', '54')], waiting: [] })).toBe(false)
    expect(offersAcknowledgement(fcom, required, { acknowledgements: [], waiting: [fcom] })).toBe(false)
    expect(
      offersAcknowledgement({ documentId: 'fcom', version: '55' }, required, {
        acknowledgements: [ack('fcom', '54')],
        waiting: []
      })
    ).toBe(true)
    expect(offersAcknowledgement({ documentId: 'other', version: '1' }, required, NO_READING_RECORD)).toBe(false)
  })
})
