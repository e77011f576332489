export const DAY_MS = 24 * 3600_000

/** An ISO instant without milliseconds (`2026-11-27T08:00:00Z`), the contract's preferred form. */
export function isoInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `days` after the start of today (UTC) at `time` (`HH:mm`, UTC): seeded dates move with the clock. */
export function dayAt(now: Date, days: number, time = '00:00'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return isoInstant(new Date(startOfUtcDay(now) + days * DAY_MS + (hours * 60 + minutes) * 60_000))
}

/** The calendar day (ISO date, UTC) of an instant. */
export function isoDate(instant: Date | string): string {
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10)
}

export function daysAgo(now: Date, days: number, time = '09:00'): string {
  return dayAt(now, -days, time)
}

/** Milliseconds at the start (00:00 UTC) of the day an instant falls on. */
export function startOfUtcDay(instant: Date | string): number {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}
