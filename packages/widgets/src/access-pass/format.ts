import { formatDate, formatUtcTime, parseInstant } from '@crew-portal/core'

/** "27-11-2026 08:00 UTC": the app's date format with the time in UTC; '' when unreadable. */
export function formatPassInstant(value: string | undefined): string {
  const instant = parseInstant(value)
  if (!instant) return ''
  return `${formatDate(instant)} ${formatUtcTime(instant.toISOString())} UTC`
}
