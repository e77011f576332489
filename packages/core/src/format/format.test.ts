import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_TIME, formatDate, formatLongDate, formatUtcTime, parseDate, parseInstant } from './index.ts'

// Zones from UTC-11 to UTC+14, plus DST zones: a calendar date must read the same in all of them.
const ZONES = [
  'UTC',
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/Amsterdam',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Pacific/Kiritimati'
]

function inEveryZone(check: (zone: string) => void): void {
  for (const zone of ZONES) {
    // Node applies a new TZ at once; stubEnv puts the original back after each test.
    vi.stubEnv('TZ', zone)
    check(zone)
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the time-zone switch these tests rely on', () => {
  it('really changes the zone local dates are read in', () => {
    const offsets = new Set<number>()
    inEveryZone(() => offsets.add(new Date('2026-11-27T00:00:00Z').getTimezoneOffset()))
    expect(offsets.size).toBeGreaterThanOrEqual(6)
  })
})

describe('formatDate', () => {
  it('writes dd-MM-yyyy', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05-03-2026')
    expect(formatDate('2026-11-27')).toBe('27-11-2026')
  })

  it('keeps the UTC day of an instant near midnight in every time zone', () => {
    inEveryZone((zone) => {
      expect(formatDate(new Date('2026-11-27T00:00:00Z')), zone).toBe('27-11-2026')
      expect(formatDate(new Date('2026-11-27T23:59:59.999Z')), zone).toBe('27-11-2026')
    })
  })

  it('keeps the day an ISO string was written with, whatever its offset', () => {
    inEveryZone((zone) => {
      expect(formatDate('2026-11-27T23:30:00-05:00'), zone).toBe('27-11-2026')
      expect(formatDate('2026-11-27T00:15:00+09:00'), zone).toBe('27-11-2026')
    })
  })

  it('gives an empty text for invalid input instead of "Invalid Date"', () => {
    expect(formatDate(new Date('nope'))).toBe('')
    expect(formatDate('2026-02-31')).toBe('')
    expect(formatDate('garbage')).toBe('')
    expect(formatDate(42 as unknown as string)).toBe('')
  })
})

describe('formatLongDate', () => {
  it('writes a long US-English date', () => {
    expect(formatLongDate('2026-11-27T09:00:00Z')).toBe('November 27, 2026')
    expect(formatLongDate(new Date('2027-01-03T12:00:00Z'))).toBe('January 3, 2027')
  })

  it('does not shift the training date near midnight UTC, in any time zone', () => {
    inEveryZone((zone) => {
      expect(formatLongDate('2026-11-27T00:00:00Z'), zone).toBe('November 27, 2026')
      expect(formatLongDate('2026-11-27T23:59:00Z'), zone).toBe('November 27, 2026')
      expect(formatLongDate(new Date('2026-11-27T00:00:00Z')), zone).toBe('November 27, 2026')
      // A zone-less date-time is read as written, not in the viewer's zone.
      expect(formatLongDate('2026-11-27T00:30:00'), zone).toBe('November 27, 2026')
    })
  })

  it('crosses a DST change without moving the day', () => {
    inEveryZone((zone) => {
      expect(formatLongDate('2026-03-29'), zone).toBe('March 29, 2026')
      expect(formatLongDate('2026-11-01'), zone).toBe('November 1, 2026')
    })
  })

  it('gives an empty text for invalid input', () => {
    expect(formatLongDate('2026-13-01')).toBe('')
    expect(formatLongDate(new Date(Number.NaN))).toBe('')
    expect(formatLongDate('2026-13-01', 'de')).toBe('')
  })

  it('writes the long date of another locale when given one, on the same calendar day', () => {
    inEveryZone((zone) => {
      expect(formatLongDate('2026-11-27T00:30:00Z', 'de'), zone).toBe('27. November 2026')
      expect(formatLongDate('2026-12-01T23:30:00-05:00', 'fr'), zone).toBe('1 décembre 2026')
      expect(formatLongDate(new Date('2026-11-27T00:00:00Z'), 'pt-BR'), zone).toBe('27 de novembro de 2026')
    })
  })
})

describe('parseDate', () => {
  it('reads dd-MM-yyyy as UTC midnight of that day', () => {
    expect(parseDate('27-11-2026')?.toISOString()).toBe('2026-11-27T00:00:00.000Z')
    expect(parseDate('29-02-2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z')
  })

  it.each([
    ['31-02-2026', 'day beyond the month'],
    ['29-02-2026', 'no leap day in 2026'],
    ['00-01-2026', 'day zero'],
    ['01-13-2026', 'month 13'],
    ['1-2-2026', 'missing zeros'],
    ['01/02/2026', 'other separator'],
    ['2026-02-01', 'ISO order'],
    [' 01-02-2026', 'leading space'],
    ['01-02-2026x', 'trailing garbage'],
    ['', 'empty'],
    ['<script>alert(1)</script>', 'script text']
  ])('rejects %s (%s)', (text) => {
    expect(parseDate(text)).toBeUndefined()
  })

  it('rejects values that are not strings', () => {
    expect(parseDate(undefined)).toBeUndefined()
    expect(parseDate(20261127)).toBeUndefined()
    expect(parseDate({ toString: () => '27-11-2026' })).toBeUndefined()
  })

  it('round-trips with formatDate for every day, in every time zone', () => {
    const days = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true
    })
    inEveryZone((zone) => {
      fc.assert(
        fc.property(days, (date) => {
          const text = formatDate(date)
          const parsed = parseDate(text)
          expect(parsed, `${zone} ${text}`).toBeDefined()
          expect(formatDate(parsed as Date)).toBe(text)
          expect(parsed?.getUTCHours()).toBe(0)
        }),
        { numRuns: 60 }
      )
    })
  })
})

describe('formatUtcTime', () => {
  it('keeps a clock time as HH:mm', () => {
    expect(formatUtcTime('08:00')).toBe('08:00')
    expect(formatUtcTime('17:30:00')).toBe('17:30')
    expect(formatUtcTime('08:00:00.0000000')).toBe('08:00')
  })

  it('converts an ISO date-time to UTC, whatever the viewer’s zone', () => {
    inEveryZone((zone) => {
      expect(formatUtcTime('2026-11-27T08:15:00+02:00'), zone).toBe('06:15')
      expect(formatUtcTime('2026-11-27T23:45:00-01:00'), zone).toBe('00:45')
      expect(formatUtcTime('2026-11-27T08:15:00'), zone).toBe('08:15')
    })
  })

  it.each([
    undefined,
    null,
    '',
    '24:00',
    '12:60',
    '12:00:61',
    '8:00',
    'noon',
    '2026-11-27',
    '2026-11-27T25:00:00Z',
    '2026-11-27T10:00:00+25:00'
  ])('shows --:-- for %s', (value) => {
    expect(formatUtcTime(value)).toBe(UNKNOWN_TIME)
  })

  it('shows --:-- for values of the wrong type', () => {
    expect(formatUtcTime(800 as unknown as string)).toBe('--:--')
  })
})

describe('parseInstant', () => {
  it('reads ISO strings, zone-less ones as UTC', () => {
    expect(parseInstant('2026-11-27T10:00:00Z')?.toISOString()).toBe('2026-11-27T10:00:00.000Z')
    expect(parseInstant('2026-11-27T10:00:00.5+01:30')?.toISOString()).toBe('2026-11-27T08:30:00.500Z')
    expect(parseInstant('2026-11-27T10:00')?.toISOString()).toBe('2026-11-27T10:00:00.000Z')
    expect(parseInstant('2026-11-27')?.toISOString()).toBe('2026-11-27T00:00:00.000Z')
  })

  it('copies a valid Date and rejects everything else', () => {
    const date = new Date('2026-11-27T10:00:00Z')
    expect(parseInstant(date)).not.toBe(date)
    expect(parseInstant(date)?.getTime()).toBe(date.getTime())
    for (const value of [new Date('x'), '2026-02-30', '27-11-2026', 1795335098882, null, {}, [], 'Nov 27 2026']) {
      expect(parseInstant(value)).toBeUndefined()
    }
  })

  it('knows leap years and short months, and agrees with the platform for every valid day', () => {
    expect(parseInstant('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z')
    expect(parseInstant('2000-02-29')).toBeDefined()
    for (const value of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-01-00'])
      expect(parseInstant(value)).toBeUndefined()
    expect(parseInstant('0050-06-01T12:00:00Z')?.toISOString()).toBe('0050-06-01T12:00:00.000Z')
    // The API's own form takes a fast path: it must refuse what the full reader refuses.
    expect(parseInstant('2026-11-27T10:00:00.123Z')?.toISOString()).toBe('2026-11-27T10:00:00.123Z')
    for (const value of [
      '2026-02-30T10:00:00Z',
      '2026-11-27T24:00:00Z',
      '2026-11-27T1a:00:00Z',
      '2026-11-27T10:60:00.000Z',
      '2026-11-27X10:00:00Z'
    ]) {
      expect(parseInstant(value)).toBeUndefined()
    }
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(parseInstant(date.toISOString())?.getTime()).toBe(date.getTime())
        }
      )
    )
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = parseInstant(value)
        expect(result === undefined || !Number.isNaN(result.getTime())).toBe(true)
      })
    )
  })
})
