export * from './calendar.ts'
export { parseInstant } from './instant.ts'
export { UNKNOWN_TIME, formatUtcTime } from './time.ts'
export { httpsLinkUrl, serverLinkUrl } from './link.ts'
