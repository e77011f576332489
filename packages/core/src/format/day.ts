// The calendar day and its `dd-MM-yyyy` form, apart from calendar.ts so that what shows a date
// (the access pass element) does not ship date-fns and its locale.
import { parseIsoParts } from './instant.ts'

/**
 * Calendar dates (a training's start date, a date typed into the date input) are days, not
 * instants, and never move with the viewer's time zone: a training on 27 November reads
 * "27-11-2026" for a pilot in Tokyo and one in Los Angeles alike.
 * - an ISO string keeps the calendar day it was written with (`2026-11-27T23:30:00-05:00` is the
 *   27th: the day at the training location, as the API wrote it);
 * - a `Date` is read by its UTC day, and `parseDate` returns UTC midnight, so the two round-trip.
 */
export type CalendarInput = Date | string

/** The calendar day of the input as a local `Date` at noon, which the formatters then read (noon: no DST gap moves it). */
export function toLocalDay(input: unknown): Date | undefined {
  let year: number
  let monthIndex: number
  let day: number
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return undefined
    year = input.getUTCFullYear()
    monthIndex = input.getUTCMonth()
    day = input.getUTCDate()
  } else if (typeof input === 'string') {
    const parts = parseIsoParts(input)
    if (!parts) return undefined
    year = parts.year
    monthIndex = parts.month - 1
    day = parts.day
  } else {
    return undefined
  }
  const local = new Date(2000, 0, 1, 12)
  local.setFullYear(year, monthIndex, day)
  return local
}

/** `dd-MM-yyyy`, the app's date format (R-FORMAT-1). Invalid input gives ''. */
export function formatDate(input: CalendarInput): string {
  const day = toLocalDay(input)
  if (!day) return ''
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(day.getDate())}-${two(day.getMonth() + 1)}-${String(day.getFullYear()).padStart(4, '0')}`
}
