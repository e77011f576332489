// The pilot's calendar feed (docs/calendar.md): a private link a calendar app reads with no sign-in,
// and the two calls with which the app asks about it and makes a new one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import * as v from 'valibot'
import { problem } from '../../service-http/problem.ts'
import { jsonBody, requireCrewMember, type ApiContext, type ApiEnv } from '../middleware.ts'
import { createRateLimiter } from '../rate-limit.ts'
import type { SeedEvent } from '../seed/index.ts'
import { DAY_MS, isoInstant } from '../seed/time.ts'
import type { WriteStore } from '../store.ts'
import { listAllStored, readStored, writeStored, type Stored } from './stored.ts'
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeedPath,
  calendarSessions,
  ICS_MEDIA_TYPE,
  trainingCalendar,
  TrainingEventSchema,
  type CalendarLinkState,
  type NewCalendarLink,
  type TrainingEvent
} from '@crew-portal/contract'

/** The feed holds every upcoming event, and those that ended within this many days (R-CALENDAR-2). */
export const CALENDAR_PAST_DAYS = 90

/** Per client address (R-CALENDAR-3): a calendar app reads once an hour; this leaves room for a household behind one address. */
export const CALENDAR_FEED_RATE = { requests: 30, windowMs: 60_000 }

/** One answer for every token that opens nothing: malformed, unknown or revoked look the same. */
const NO_FEED = 'There is no calendar at this address.'

const LINK_KEY = 'link'
const PUBLISHED_KEY = 'sessions'

type Published = Stored<'calendarPublished'>[number]

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest()

/**
 * The user whose link this token is, if any. Only hashes are stored, and every one of them is
 * compared in constant time with no early exit, so neither the answer's content nor its timing
 * says how close a guess came (R-CALENDAR-1).
 */
export function calendarLinkOwner(writes: WriteStore, token: string): string | undefined {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return undefined
  const presented = sha256(token)
  let owner: string | undefined
  for (const { userId, value } of listAllStored(writes, 'calendarLink')) {
    const stored = Buffer.from(value.tokenHash, 'hex')
    if (timingSafeEqual(stored, presented) && owner === undefined) owner = userId
  }
  return owner
}

/**
 * What the feed publishes of each session now: a session seen before keeps its SEQUENCE and
 * DTSTAMP while its times and status stay; a change of either raises the SEQUENCE and stamps it
 * `now`, and a new session starts at 0. Sessions no longer in the feed are forgotten.
 */
export function reviseSessions(
  before: readonly Published[],
  events: readonly TrainingEvent[],
  now: Date
): { published: Published[]; changed: boolean } {
  const previous = new Map(before.map((entry) => [entry.uid, entry]))
  const stamp = isoInstant(now)
  let changed = before.length === 0
  const published = events.flatMap(calendarSessions).map(({ uid, start, end, cancelled }): Published => {
    const last = previous.get(uid)
    previous.delete(uid)
    if (last === undefined) {
      changed = true
      return { uid, start, end, cancelled, sequence: 0, stamp }
    }
    const moved =
      Date.parse(last.start) !== Date.parse(start) ||
      Date.parse(last.end) !== Date.parse(end) ||
      last.cancelled !== cancelled
    if (!moved) return last
    changed = true
    return { uid, start, end, cancelled, sequence: last.sequence + 1, stamp }
  })
  return { published, changed: changed || previous.size > 0 }
}

/** The wire form the generator reads, as the app would parse it; the per-user flags it does not read are left at their defaults. */
function wireEvent(event: SeedEvent): TrainingEvent {
  const { userId: _user, preCheckInRequired: _required, trainingRecords: _records, tsa: _tsa, ...wire } = event
  return v.parse(TrainingEventSchema, { ...wire, isContactCardDisplayedWeb: false, preCheckInStatus: 'not-required' })
}

/** Every upcoming event of the user and those that ended in the last 90 days, by start. */
export function feedEvents(events: readonly SeedEvent[], userId: string, now: Date): TrainingEvent[] {
  const since = now.getTime() - CALENDAR_PAST_DAYS * DAY_MS
  return events.filter((event) => event.userId === userId && Date.parse(event.endDate) >= since).map(wireEvent)
}

/**
 * The feed of these events, given what was published before: its text, what it publishes now
 * (reviseSessions), and whether that changed.
 */
export function calendarFeed(
  events: readonly TrainingEvent[],
  before: readonly Published[],
  now: Date,
  appOrigin: string
): { text: string; published: Published[]; changed: boolean } {
  const { published, changed } = reviseSessions(before, events, now)
  const revisions = new Map(published.map((entry) => [entry.uid, entry]))
  const text = trainingCalendar(events, {
    kind: 'feed',
    // The app's route for an event (R-ROUTES-2).
    eventUrl: (event) => `${appOrigin}/training/${encodeURIComponent(event.id)}`,
    revision: ({ uid }) => revisions.get(uid) ?? { stamp: now, sequence: 0 }
  })
  return { text, published, changed }
}

/** The user's feed, with what it published saved when it changed. */
async function feedText(c: ApiContext, userId: string): Promise<string> {
  const { writes, now, origins } = c.var
  const before = readStored(writes, 'calendarPublished', userId, PUBLISHED_KEY) ?? []
  const feed = calendarFeed(feedEvents(c.var.seed.events, userId, now), before, now, origins.app)
  if (feed.changed) await writeStored(writes, 'calendarPublished', userId, PUBLISHED_KEY, feed.published)
  return feed.text
}

/** A strong validator of the feed's bytes. */
const entityTag = (text: string) => `"${sha256(text).toString('base64url')}"`

/** Whether an If-None-Match header names this tag (or `*`); weak tags compare as their strong selves. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value === tag
  })
}

const FEED_HEADERS = {
  // Only the pilot's own calendar app may keep it (the address is a secret), and it asks again each time.
  'Cache-Control': 'private, no-cache',
  'X-Robots-Tag': 'noindex, nofollow'
}

export function calendarRoutes(): Hono<ApiEnv> {
  const limiter = createRateLimiter(CALENDAR_FEED_RATE)
  return (
    new Hono<ApiEnv>()
      // No bearer token: calendar apps cannot sign in, so the link is the key.
      .get(`/api/v1/calendar/:token{[^/]+\\.ics}`, async (c) => {
        const limit = limiter.take(getConnInfo(c).remote.address ?? 'unknown')
        if (!limit.ok) {
          return problem(c, 429, 'Too many calendar requests from this address. Please try again later.', {
            headers: { 'Retry-After': String(limit.retryAfterSeconds) }
          })
        }
        const file = decodeURIComponent(new URL(c.req.url).pathname.split('/').at(-1) ?? '')
        const owner = calendarLinkOwner(c.var.writes, file.slice(0, -'.ics'.length))
        if (owner === undefined) return problem(c, 404, NO_FEED)
        const text = await feedText(c, owner)
        const tag = entityTag(text)
        if (matches(c.req.header('if-none-match'), tag)) return c.body(null, 304, { ...FEED_HEADERS, ETag: tag })
        return c.body(text, 200, { ...FEED_HEADERS, ETag: tag, 'Content-Type': ICS_MEDIA_TYPE })
      })
      .get('/api/v1/user/calendar', requireCrewMember, (c) => {
        const link = readStored(c.var.writes, 'calendarLink', c.var.user.userId, LINK_KEY)
        const state: CalendarLinkState = { createdAt: link?.createdAt ?? null }
        return c.json(state)
      })
      // A new link revokes the one before: only the newest hash is kept (R-CALENDAR-6). Not idempotent on purpose:
      // a kept first answer would keep the token itself, which the API keeps only as a hash.
      .post('/api/v1/user/calendar', requireCrewMember, jsonBody, async (c) => {
        const token = randomBytes(32).toString('base64url')
        const createdAt = isoInstant(c.var.now)
        await writeStored(c.var.writes, 'calendarLink', c.var.user.userId, LINK_KEY, {
          tokenHash: sha256(token).toString('hex'),
          createdAt
        })
        const link: NewCalendarLink = { url: `${c.var.origins.api}${calendarFeedPath(token)}`, createdAt }
        return c.json(link, 201)
      })
  )
}
