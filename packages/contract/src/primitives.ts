// The value shapes the product API's entities are built from (docs/api/openapi.yaml, components.schemas).
// Each check here is a line of defence: a value that passes can be put into a URL path, an <img src>
// or an <a href> without further thought.
import * as v from 'valibot'

/** Free text from the server. Kept as text (the views never render it as HTML); bounded in size. */
export const TextSchema = v.pipe(v.string(), v.maxLength(5000))
export const NonEmptyTextSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(5000))

const ID = /^[A-Za-z0-9._:-]{1,100}$/
const DOTS = /^\.+$/

/** True for an opaque identifier that is safe as a URL path segment ("." and ".." would walk the path). */
export function isId(text: string): boolean {
  // Only an id that starts with a dot can be all dots: the second pattern runs for those alone.
  return ID.test(text) && (text.charCodeAt(0) !== 46 || !DOTS.test(text))
}

export const IdSchema = v.pipe(
  v.string(),
  v.check(isId, 'Expected an identifier of 1-100 letters, digits, ".", "_", ":" or "-"')
)

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The number written by the two digits at `at` (the caller has matched them as digits). */
const twoDigits = (text: string, at: number) => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48

/**
 * Whether `yyyy-MM-dd` at the start of `text` (already matched as digits and dashes) is a real day.
 * Arithmetic on the characters, neither Date nor a match array: it runs for every date of every
 * answer (10,000 documents, 1,000 events).
 */
function isRealDay(text: string): boolean {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2)
  const month = twoDigits(text, 5)
  const day = twoDigits(text, 8)
  if (month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  return day <= days
}

/** True when `text` names a real calendar day in ISO form (Date.parse would roll 2026-02-30 over). */
export function isIsoCalendarDay(text: string): boolean {
  return CALENDAR_DAY.test(text) && isRealDay(text)
}

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/**
 * True for an ISO 8601 instant with an explicit offset; a local time without offset is ambiguous.
 * The pattern and the calendar alone, without Date.parse (a property test holds every instant it
 * accepts to Date): it runs for every instant of every answer.
 */
export function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && isRealDay(text)
}

/** A calendar day, `yyyy-MM-dd` (the app shows dd-MM-yyyy; the wire keeps the unambiguous form). */
export const IsoDateSchema = v.pipe(v.string(), v.check(isIsoCalendarDay, 'Expected an ISO date (yyyy-MM-dd)'))

/** An instant, ISO 8601 with an offset, e.g. `2026-11-27T08:00:00Z`. Kept as text: stores stay serialisable. */
export const IsoDateTimeSchema = v.pipe(
  v.string(),
  v.check(isIsoDateTime, 'Expected an ISO 8601 date-time with an offset (e.g. 2026-11-27T08:00:00Z)')
)

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

// The common case, read without the URL parser (a library of 10,000 documents has 10,000 links):
// https, a plain host name whose last label starts with a letter (no IP address, no punycode label
// in any case), a port of 1-65535 or none, no user, a path with no space, backslash, quote or angle
// bracket. Every string it matches is an absolute https URL (a property test holds it to the
// parser); anything else goes through the parser.
export const PLAIN_HTTPS_URL =
  /^https:\/\/(?:(?![Xx][Nn]--)[A-Za-z0-9-]+\.)*(?![Xx][Nn]--)[A-Za-z][A-Za-z0-9-]*(?::(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d\d|655[0-2]\d|6553[0-5]))?(?:[/?#][^\s\\"'<>]*)?$/

/** True for a link the app may render: https anywhere, http only on this machine. Never javascript: or data:. */
export function isWebUrl(text: string): boolean {
  if (PLAIN_HTTPS_URL.test(text)) return true
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
}

export const WebUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.check(isWebUrl, 'Expected an absolute https URL'))

/** JPEG bytes in base64 without a `data:` prefix: only the base64 alphabet, so nothing else can ride along. */
export const Base64JpegSchema = v.pipe(
  v.string(),
  v.maxLength(2_000_000),
  v.check((text) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text), 'Expected base64-encoded JPEG bytes')
)

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,7})?)?$/

/** A UTC time of day, `HH:mm` or Graph's `HH:mm:ss.fffffff`; an ISO date-time is also accepted. */
export const TimeOfDaySchema = v.pipe(
  v.string(),
  v.check((text) => TIME_OF_DAY.test(text) || isIsoDateTime(text), 'Expected a time of day (HH:mm) or an ISO date-time')
)

/** An E.164 phone number: `+`, then 2 to 15 digits, the first not 0. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/
export const E164Schema = v.pipe(
  v.string(),
  v.regex(E164_PATTERN, 'Expected a phone number in E.164 form, e.g. +14155550123')
)

export const EmailSchema = v.pipe(v.string(), v.maxLength(254), v.email('Expected an e-mail address'))

export const AudienceSchema = v.picklist(['all', 'fto'])

export const ByteSizeSchema = v.pipe(v.number(), v.integer(), v.minValue(0))
