// The pilot's calendar link (docs/calendar.md): a private address of an iCalendar feed of their
// training, which a calendar app reads with no sign-in. The link itself is the key.
import * as v from 'valibot'
import { API_PREFIX } from './paths.ts'
import { IsoDateTimeSchema, WebUrlSchema } from './primitives.ts'

/** Where the app asks about the pilot's link (GET) and makes a new one (POST), with a token. */
export const CALENDAR_LINK_PATH = `${API_PREFIX}/user/calendar`

/** A feed token: 32 random bytes (256 bits) in base64url, 43 characters. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The feed's path for a token (no bearer token: the token is the key). */
export const calendarFeedPath = (token: string): string => `${API_PREFIX}/calendar/${token}.ics`

/**
 * `GET /user/calendar`: whether the pilot has a link and since when. The link itself is not here:
 * the API keeps only its hash, so it is shown once, when it is made.
 */
export const CalendarLinkStateSchema = v.object({ createdAt: v.nullable(IsoDateTimeSchema) })
export type CalendarLinkState = v.InferOutput<typeof CalendarLinkStateSchema>

/** `POST /user/calendar`: a new link, which replaces (revokes) the one before. */
export const NewCalendarLinkSchema = v.object({
  /** The feed's https address; a calendar app subscribes to it as `webcal:`. */
  url: v.pipe(
    WebUrlSchema,
    v.check((url) => url.endsWith('.ics'), 'Expected the address of an .ics feed')
  ),
  createdAt: IsoDateTimeSchema
})
export type NewCalendarLink = v.InferOutput<typeof NewCalendarLinkSchema>
