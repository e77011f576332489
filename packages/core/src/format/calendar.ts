import { format, isValid, parse } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
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

/** The calendar day of the input as a local `Date` at noon, which date-fns then formats (noon: no DST gap moves it). */
function toLocalDay(input: unknown): Date | undefined {
  let year: number
  let monthIndex: number
  let day: number
  if (input instanceof Date) {
    if (!isValid(input)) return undefined
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

/** `dd-MM-yyyy`, the app's date format (SPEC §2). Invalid input gives ''. */
export function formatDate(input: CalendarInput): string {
  const day = toLocalDay(input)
  return day ? format(day, 'dd-MM-yyyy') : ''
}

/** A long US-English date, e.g. "November 27, 2026" (the contact card's sentence). Invalid input gives ''. */
export function formatLongDate(input: CalendarInput): string {
  const day = toLocalDay(input)
  return day ? format(day, 'MMMM d, yyyy', { locale: enUS }) : ''
}

const DATE_INPUT = /^\d{2}-\d{2}-\d{4}$/

/**
 * Reads what a user typed into a date input, strictly `dd-MM-yyyy`: no other separators, no
 * missing zeros, no overflowing days (31-02-2026) or months. Returns UTC midnight of that day
 * (so `formatDate` gives the same text back in every time zone), or undefined.
 */
export function parseDate(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !DATE_INPUT.test(text)) return undefined
  const local = parse(text, 'dd-MM-yyyy', new Date(2000, 0, 1, 12))
  // The round trip rejects anything date-fns had to normalise.
  if (!isValid(local) || format(local, 'dd-MM-yyyy') !== text) return undefined
  const utc = new Date(0)
  utc.setUTCFullYear(local.getFullYear(), local.getMonth(), local.getDate())
  return utc
}
