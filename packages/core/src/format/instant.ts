/**
 * Strict ISO-8601 reading for values that come from the API. `Date.parse` alone is too lenient
 * (V8 reads 2026-02-31 as 3 March) and reads a date-time without a zone in the viewer's time zone,
 * which would make the same event fall inside or outside a window depending on where the pilot is.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|z|[+-]\d{2}:?\d{2})?)?$/

export interface IsoParts {
  year: number
  /** 1-12 */
  month: number
  day: number
  /** Milliseconds since the epoch; a value without a zone designator is read as UTC. */
  time: number
}

/** The digits at value[from, from + count) as a number, or -1 when one is not a digit. */
function digitsAt(value: string, from: number, count: number): number {
  let result = 0
  for (let index = from; index < from + count; index++) {
    const digit = value.charCodeAt(index) - 48
    if (digit < 0 || digit > 9) return -1
    result = result * 10 + digit
  }
  return result
}

/**
 * The API's own form, `YYYY-MM-DDTHH:mm:ss[.sss]Z`, read without the regular expression: long
 * event lists are read this way. Null when the value has another form (the full reader then decides).
 */
function canonicalParts(value: string): IsoParts | undefined | null {
  const length = value.length
  if (
    (length !== 20 && length !== 24) ||
    value[4] !== '-' ||
    value[7] !== '-' ||
    value[10] !== 'T' ||
    value[13] !== ':' ||
    value[16] !== ':' ||
    value[length - 1] !== 'Z'
  ) {
    return null
  }
  if (length === 24 && value[19] !== '.') return null
  const year = digitsAt(value, 0, 4)
  const month = digitsAt(value, 5, 2)
  const day = digitsAt(value, 8, 2)
  const hour = digitsAt(value, 11, 2)
  const minute = digitsAt(value, 14, 2)
  const second = digitsAt(value, 17, 2)
  const millis = length === 24 ? digitsAt(value, 20, 3) : 0
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0 || millis < 0) return null
  return partsOf(year, month, day, hour, minute, second, millis, 0)
}

function partsOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
  offset: number
): IsoParts | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59)
    return undefined
  // Date.UTC maps years 0-99 to 1900-1999: shift by 400 years (the same calendar) and back.
  const early = year < 100
  const midnight = Date.UTC(early ? year + 400 : year, month - 1, day) - (early ? 12_622_780_800_000 : 0)
  const time = midnight + ((hour * 60 + minute - offset) * 60 + second) * 1000 + millis
  return { year, month, day, time }
}

export function parseIsoParts(value: string): IsoParts | undefined {
  const canonical = canonicalParts(value)
  if (canonical !== null) return canonical
  const match = ISO.exec(value.trim())
  if (!match) return undefined
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  const offset = zoneOffsetMinutes(zone)
  if (offset === undefined) return undefined
  return partsOf(year, month, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)), offset)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

function zoneOffsetMinutes(zone: string): number | undefined {
  if (zone === 'Z' || zone === 'z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2))
  if (hours > 23 || minutes > 59) return undefined
  return sign * (hours * 60 + minutes)
}

/**
 * An instant from a `Date` or an ISO-8601 string; undefined for anything else (wrong types,
 * invalid dates, garbage). A date-time without a zone designator is read as UTC.
 */
export function parseInstant(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime())
  if (typeof value !== 'string') return undefined
  const parts = parseIsoParts(value)
  return parts ? new Date(parts.time) : undefined
}
