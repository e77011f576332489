import { parseIsoParts } from './instant.ts'

/** Shown where a time is unknown (R-FORMAT-3: the contact card's availability default). */
export const UNKNOWN_TIME = '--:--'

// Working hours as the directory sends them: "08:00", "08:00:00" or Graph's "08:00:00.0000000".
const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A time of day as `HH:mm` in UTC (availability is shown in UTC, R-FORMAT-3). Accepts a bare clock
 * time (already UTC, kept as is) or an ISO date-time (converted to UTC; no zone means UTC).
 * Anything unknown or invalid gives `--:--`.
 */
export function formatUtcTime(value: string | null | undefined): string {
  if (typeof value !== 'string') return UNKNOWN_TIME
  const text = value.trim()
  const clock = CLOCK.exec(text)
  if (clock) {
    const hours = Number(clock[1])
    const minutes = Number(clock[2])
    const seconds = Number(clock[3] ?? '0')
    return hours <= 23 && minutes <= 59 && seconds <= 59 ? `${pad(hours)}:${pad(minutes)}` : UNKNOWN_TIME
  }
  const parts = parseIsoParts(text)
  if (!parts || !/[Tt ]\d/.test(text)) return UNKNOWN_TIME
  const date = new Date(parts.time)
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
}
