export { formatDate, formatLongDate, parseDate } from './calendar.ts'
export type { CalendarInput } from './calendar.ts'
export { parseInstant } from './instant.ts'
export { UNKNOWN_TIME, formatUtcTime } from './time.ts'
