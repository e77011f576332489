import { formatDate, formatUtcTime, parseInstant } from '@crew-portal/core'

/**
 * A pass's instant, always in UTC: "27-11-2026 08:00 UTC" in English (the app's date format), and
 * in `dateLocale`'s own medium date with a 24-hour time otherwise ("27.11.2026, 08:00 UTC").
 * '' when unreadable.
 */
export function formatPassInstant(value: string | undefined, dateLocale?: string): string {
  const instant = parseInstant(value)
  if (!instant) return ''
  if (dateLocale === undefined) return `${formatDate(instant)} ${formatUtcTime(instant.toISOString())} UTC`
  return `${new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(instant)} UTC`
}
