import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import type { TrainingEvent } from '@crew-portal/contract'
import {
  TRAINING_LIST_STEP,
  eventPhase,
  eventsNeedingPreCheckIn,
  nextEvent,
  splitEvents,
  steppedEvents,
  trainingRecordsExpected
} from './events.ts'

const now = new Date('2026-11-22T09:00:00Z')
const event = (id: string, startDate: string, endDate: string, overrides: Partial<TrainingEvent> = {}) =>
  trainingEventWith({ id, startDate, endDate, ...overrides })

const pastOne = event('past-1', '2026-06-01T08:00:00Z', '2026-06-05T17:00:00Z', { status: 'completed' })
const pastTwo = event('past-2', '2026-09-01T08:00:00Z', '2026-09-05T17:00:00Z', { status: 'completed' })
const running = event('running', '2026-11-20T08:00:00Z', '2026-11-24T17:00:00Z', { status: 'in-progress' })
const soon = event('soon', '2026-11-27T08:00:00Z', '2026-12-04T17:00:00Z')
const later = event('later', '2027-01-01T08:00:00Z', '2027-01-05T17:00:00Z')
const cancelled = event('cancelled', '2026-11-25T08:00:00Z', '2026-11-26T17:00:00Z', { status: 'cancelled' })

describe('eventPhase', () => {
  it('reads the phase from the dates and now', () => {
    expect(eventPhase(soon, now)).toBe('upcoming')
    expect(eventPhase(running, now)).toBe('in-progress')
    expect(eventPhase(pastOne, now)).toBe('past')
    expect(eventPhase(cancelled, now)).toBe('cancelled')
  })

  it('trusts the dates over a stale status, except completed and cancelled', () => {
    expect(eventPhase({ ...pastOne, status: 'upcoming' }, now)).toBe('past')
    expect(eventPhase({ ...soon, status: 'completed' }, now)).toBe('past')
  })

  it('counts the exact start instant as in progress and the exact end as not yet past', () => {
    expect(eventPhase(soon, new Date(soon.startDate))).toBe('in-progress')
    expect(eventPhase(soon, new Date(soon.endDate))).toBe('in-progress')
    expect(eventPhase(soon, new Date(Date.parse(soon.endDate) + 1))).toBe('past')
  })
})

describe('splitEvents', () => {
  it('puts not-yet-ended events in upcoming by start, and ended ones in past, most recent first', () => {
    const { upcoming, past } = splitEvents([later, pastOne, soon, cancelled, pastTwo, running], now)
    expect(upcoming.map((item) => item.id)).toEqual(['running', 'cancelled', 'soon', 'later'])
    expect(past.map((item) => item.id)).toEqual(['past-2', 'past-1'])
  })

  it('does not reorder the input', () => {
    const input = [later, soon]
    splitEvents(input, now)
    expect(input.map((item) => item.id)).toEqual(['later', 'soon'])
  })

  it('partitions every event exactly once (property)', () => {
    const instant = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.nat(20 * 86_400_000)), { maxLength: 20 }), instant, (spans, at) => {
        const events = spans.map(([start, length], index) =>
          event(`e${index}`, start.toISOString(), new Date(start.getTime() + length).toISOString())
        )
        const { upcoming, past } = splitEvents(events, at)
        expect(upcoming.length + past.length).toBe(events.length)
        for (const item of upcoming) expect(Date.parse(item.endDate)).toBeGreaterThanOrEqual(at.getTime())
        for (const item of past) expect(Date.parse(item.endDate)).toBeLessThan(at.getTime())
      })
    )
  })
})

describe('nextEvent', () => {
  it('is the running event, else the soonest upcoming one, never a cancelled one', () => {
    expect(nextEvent([later, soon, running, pastOne], now)?.id).toBe('running')
    expect(nextEvent([later, cancelled, soon], now)?.id).toBe('soon')
    expect(nextEvent([pastOne, cancelled], now)).toBeUndefined()
  })
})

describe('eventsNeedingPreCheckIn', () => {
  it('lists upcoming events whose pre-check-in is not started, soonest first', () => {
    const done = { ...later, id: 'done', preCheckInStatus: 'done' as const }
    const notRequired = { ...later, id: 'not-required', preCheckInStatus: 'not-required' as const }
    const result = eventsNeedingPreCheckIn([later, done, notRequired, soon, running, cancelled, pastOne], now)
    expect(result.map((item) => item.id)).toEqual(['soon', 'later'])
  })
})

describe('trainingRecordsExpected', () => {
  it('expects records only once an event has ended', () => {
    expect(
      trainingRecordsExpected(
        trainingEventWith({ startDate: '2026-10-01T08:00:00Z', endDate: '2026-10-03T17:00:00Z' }),
        now
      )
    ).toBe(true)
    expect(
      trainingRecordsExpected(
        trainingEventWith({ startDate: '2026-11-27T08:00:00Z', endDate: '2026-12-04T17:00:00Z' }),
        now
      )
    ).toBe(false)
    expect(
      trainingRecordsExpected(
        trainingEventWith({ startDate: '2026-11-20T08:00:00Z', endDate: '2026-11-24T17:00:00Z' }),
        now
      )
    ).toBe(false)
    expect(
      trainingRecordsExpected(trainingEventWith({ status: 'cancelled', endDate: '2026-10-03T17:00:00Z' }), now)
    ).toBe(false)
  })
})

describe('steppedEvents', () => {
  const many = Array.from({ length: 60 }, (_, index) => trainingEventWith({ id: `e${index}` }))

  it('shows one step at first, then adds a step at a time, the last one partial', () => {
    expect(TRAINING_LIST_STEP).toBe(25)
    expect(steppedEvents(many, TRAINING_LIST_STEP)).toMatchObject({ more: 25 })
    expect(steppedEvents(many, 25).visible.map((shown) => shown.id)).toEqual(many.slice(0, 25).map((shown) => shown.id))
    expect(steppedEvents(many, 50)).toMatchObject({ more: 10 })
    expect(steppedEvents(many, 60)).toMatchObject({ more: 0 })
    expect(steppedEvents(many, 60).visible).toHaveLength(60)
  })

  it('shows a short list whole, and never less than one step for a count out of range', () => {
    expect(steppedEvents(many.slice(0, 3), 25)).toEqual({ visible: many.slice(0, 3), more: 0 })
    for (const shown of [0, -5, Number.NaN, 2.7])
      expect(steppedEvents(many, shown).visible, String(shown)).toHaveLength(25)
    expect(steppedEvents(many, 1000)).toMatchObject({ more: 0 })
  })
})
