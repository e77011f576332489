import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exampleTrainingEvent } from '@crew-portal/contract/fixtures'
import { CONTACT_WINDOW_MS, selectContactCandidates } from './index.ts'

const NOW = new Date('2026-11-22T09:00:00Z')
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...exampleTrainingEvent, ...overrides }
}

const ids = (events: Record<string, unknown>[]) => events.map((e) => e.id)

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('selectContactCandidates: R-CARD-1', () => {
  it('keeps an upcoming BAT event with an executive that was not shown yet', () => {
    expect(ids(selectContactCandidates([event()], NOW))).toEqual(['evt-bat-1'])
  })

  it('keeps BAT only, read trimmed and case-insensitively; BATTCM and FTO are left out', () => {
    const events = ['BAT', 'bat', ' Bat ', 'BATTCM', 'FTO', '', 'BAT\u0000'].map((type, i) =>
      event({ id: `e${i}`, orderProgramType: type })
    )
    expect(ids(selectContactCandidates(events, NOW))).toEqual(['e0', 'e1', 'e2'])
  })

  it('keeps starts from now to 14 days ahead, both edges included, to the millisecond', () => {
    const events = [
      event({ id: 'before', startDate: at(-1) }),
      event({ id: 'now', startDate: at(0) }),
      event({ id: 'inside', startDate: at(CONTACT_WINDOW_MS / 2) }),
      event({ id: 'edge', startDate: at(CONTACT_WINDOW_MS) }),
      event({ id: 'after', startDate: at(CONTACT_WINDOW_MS + 1) })
    ]
    expect(ids(selectContactCandidates(events, NOW))).toEqual(['now', 'inside', 'edge'])
  })

  it('measures the window in exact time whatever offset the start is written with', () => {
    const events = [
      event({ id: 'edge+05', startDate: '2026-12-06T14:00:00+05:00' }),
      event({ id: 'late-05', startDate: '2026-12-06T04:00:00.001-05:00' }),
      event({ id: 'now+14', startDate: '2026-11-22T23:00:00+14:00' }),
      event({ id: 'early-11', startDate: '2026-11-21T21:59:59.999-11:00' })
    ]
    expect(ids(selectContactCandidates(events, NOW))).toEqual(['now+14', 'edge+05'])
  })

  it('selects the same events in every viewer time zone, reading zone-less starts as UTC', () => {
    const events = [
      event({ id: 'zoneless-edge', startDate: '2026-12-06T09:00:00' }),
      event({ id: 'zoneless-past', startDate: '2026-11-22T08:59:59' })
    ]
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Pago_Pago']) {
      vi.stubEnv('TZ', zone)
      expect(ids(selectContactCandidates(events, NOW)), zone).toEqual(['zoneless-edge'])
    }
  })

  it('leaves out events already shown on web, and those whose flag is not an explicit false', () => {
    const events = [true, 'false', 0, null, undefined].map((value, i) =>
      event({ id: `e${i}`, isContactCardDisplayedWeb: value })
    )
    expect(selectContactCandidates(events, NOW)).toEqual([])
  })

  it('leaves out events without an executive or without a usable e-mail', () => {
    const exec = exampleTrainingEvent.reservationAccountExecutive
    const events = [
      event({ id: 'no-exec', reservationAccountExecutive: null }),
      event({ id: 'no-mail', reservationAccountExecutive: { ...exec, accountExecutiveEmail: '' } }),
      event({ id: 'bad-mail', reservationAccountExecutive: { ...exec, accountExecutiveEmail: 'jordan lee' } }),
      event({ id: 'num-mail', reservationAccountExecutive: { ...exec, accountExecutiveEmail: 7 } }),
      event({ id: 'ok', reservationAccountExecutive: { accountExecutiveEmail: ' jo@example.com ' } })
    ]
    expect(ids(selectContactCandidates(events, NOW))).toEqual(['ok'])
  })

  it('sorts by start date ascending, keeping the given order for equal starts', () => {
    const events = [
      event({ id: 'c', startDate: at(3000) }),
      event({ id: 'a', startDate: at(1000) }),
      event({ id: 'b1', startDate: at(2000) }),
      event({ id: 'b2', startDate: new Date(NOW.getTime() + 2000).toISOString().replace('Z', '+00:00') })
    ]
    expect(ids(selectContactCandidates(events, NOW))).toEqual(['a', 'b1', 'b2', 'c'])
  })

  it('returns the given event objects, untouched', () => {
    const given = event()
    const copy = structuredClone(given)
    expect(selectContactCandidates([given], NOW)[0]).toBe(given)
    expect(given).toEqual(copy)
  })

  it('survives hostile input: wrong types, inherited fields, __proto__ keys, invalid dates', () => {
    const inherited = Object.create(event()) as Record<string, unknown>
    const polluted = JSON.parse(`{"__proto__":${JSON.stringify(event())},"id":"proto"}`) as Record<string, unknown>
    const hostile: unknown[] = [
      null,
      undefined,
      42,
      'BAT',
      [],
      inherited,
      polluted,
      event({ startDate: 'not a date' }),
      event({ startDate: '2026-11-31T10:00:00Z' }),
      event({ startDate: 1795335098882 }),
      event({ startDate: { toString: () => at(1000) } }),
      event({ reservationAccountExecutive: 'jordan.lee@example.com' }),
      event({ orderProgramType: ['BAT'] })
    ]
    expect(selectContactCandidates(hostile, NOW)).toEqual([])
    expect(({} as Record<string, unknown>).orderProgramType).toBeUndefined()
  })

  it('selects nothing for a list that is not an array or an invalid now', () => {
    expect(selectContactCandidates('events' as unknown as unknown[], NOW)).toEqual([])
    expect(selectContactCandidates([event()], new Date(Number.NaN))).toEqual([])
  })
})

// ---------------------------------------------------------------- property tests

const offsets = fc.constantFrom('Z', '+00:00', '+05:30', '-08:00', '+14:00', '-11:00', '')
const withOffset = (time: number, offset: string) => {
  // Writes the instant in the given offset's local time, so the string means exactly `time`.
  const minutes =
    offset === '' || offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)))
  return new Date(time + minutes * 60_000).toISOString().slice(0, 23) + offset
}
const edgeTimes = fc.oneof(
  fc.constantFrom(0, -1, 1, CONTACT_WINDOW_MS, CONTACT_WINDOW_MS - 1, CONTACT_WINDOW_MS + 1),
  fc.integer({ min: -3 * CONTACT_WINDOW_MS, max: 3 * CONTACT_WINDOW_MS })
)
const startDate = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(edgeTimes, offsets).map(([ms, offset]) => withOffset(NOW.getTime() + ms, offset)) },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-30T10:00:00Z', 'garbage', '', '2026-11-23T25:00:00Z') },
  { weight: 1, arbitrary: fc.anything() }
)
const executive = fc.oneof(
  fc.record(
    {
      accountExecutiveName: fc.string(),
      accountExecutivePhoneNumber: fc.option(fc.string()),
      accountExecutiveEmail: fc.oneof(fc.emailAddress(), fc.string(), fc.anything())
    },
    { requiredKeys: [] }
  ),
  fc.constant(null),
  fc.anything()
)
const trainingEvent = fc.record(
  {
    id: fc.uuid(),
    orderProgramType: fc.oneof(fc.constantFrom('BAT', 'bat', 'BATTCM', 'FTO', ' BAT'), fc.anything()),
    startDate,
    isContactCardDisplayedWeb: fc.oneof(fc.boolean(), fc.anything()),
    reservationAccountExecutive: executive,
    __proto__: fc.anything()
  },
  { requiredKeys: ['id'] }
)
const events = fc.array(fc.oneof({ weight: 8, arbitrary: trainingEvent }, { weight: 1, arbitrary: fc.anything() }), {
  maxLength: 25
})

/** A generated start in ms (zone-less strings are UTC), or NaN. */
function startOf(value: unknown): number {
  const text = (value as { startDate?: unknown }).startDate
  if (typeof text !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(text)) return Number.NaN
  return Date.parse(/[Zz]$|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`)
}

/** The rules restated independently, for the properties to check the selection against. */
function qualifies(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const e = value as Record<string, unknown>
  const exec = Object.hasOwn(e, 'reservationAccountExecutive') ? e.reservationAccountExecutive : undefined
  const mail =
    typeof exec === 'object' && exec !== null && Object.hasOwn(exec, 'accountExecutiveEmail')
      ? (exec as Record<string, unknown>).accountExecutiveEmail
      : undefined
  const start = Object.hasOwn(e, 'startDate') ? startOf(e) : Number.NaN
  return (
    Object.hasOwn(e, 'orderProgramType') &&
    typeof e.orderProgramType === 'string' &&
    e.orderProgramType.trim().toUpperCase() === 'BAT' &&
    e.isContactCardDisplayedWeb === false &&
    typeof mail === 'string' &&
    /^[^\s@]+@[^\s@]+$/.test(mail.trim()) &&
    !Number.isNaN(start) &&
    start >= NOW.getTime() &&
    start <= NOW.getTime() + CONTACT_WINDOW_MS
  )
}

describe('selectContactCandidates: properties over generated events', () => {
  it('selects exactly the qualifying events, sorted by start, and never throws', () => {
    fc.assert(
      fc.property(events, (list) => {
        const selected = selectContactCandidates(list, NOW)
        expect(selected).toEqual(list.filter(qualifies).sort((a, b) => startOf(a) - startOf(b)))
        for (const chosen of selected) expect(list).toContain(chosen)
      }),
      { numRuns: 400 }
    )
  })

  it('is a pure function: same input, same answer, input untouched', () => {
    fc.assert(
      fc.property(fc.array(trainingEvent, { maxLength: 10 }), (list) => {
        const before = JSON.stringify(list)
        const first = selectContactCandidates(list, NOW)
        expect(selectContactCandidates(list, NOW)).toEqual(first)
        expect(JSON.stringify(list)).toBe(before)
      })
    )
  })

  it('moves events out of the window exactly as now moves past them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -CONTACT_WINDOW_MS, max: 2 * CONTACT_WINDOW_MS }), (ms) => {
        const start = new Date(NOW.getTime() + ms)
        const selected = selectContactCandidates([event({ startDate: start.toISOString() })], NOW).length === 1
        expect(selected).toBe(ms >= 0 && ms <= CONTACT_WINDOW_MS)
      })
    )
  })
})
