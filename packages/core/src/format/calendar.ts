import { format, isValid, parse } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'

import { formatDate, toLocalDay, type CalendarInput } from './day.ts'

export { formatDate, type CalendarInput }

/**
 * A long US-English date, e.g. "November 27, 2026" (the contact card's sentence); given a `locale`
 * (an element in another language), that locale's long date ("27. November 2026"). Invalid input gives ''.
 */
export function formatLongDate(input: CalendarInput, locale?: string): string {
  const day = toLocalDay(input)
  if (!day) return ''
  return locale === undefined
    ? format(day, 'MMMM d, yyyy', { locale: enUS })
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(day)
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
