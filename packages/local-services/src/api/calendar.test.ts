// The calendar feed over real HTTPS (docs/calendar.md): read with no token, parsed by ical.js.
import ICAL from 'ical.js'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import { CalendarLinkStateSchema, NewCalendarLinkSchema, type NewCalendarLink } from '@crew-portal/contract'
import { startTestApi, type TestApi } from '../../test/api/index.ts'
import { localOrigins } from '../ports.ts'
import { createRateLimiter } from './rate-limit.ts'
import { CALENDAR_FEED_RATE, calendarFeed, feedEvents, reviseSessions } from './routes/calendar.ts'
import { ALEX_MORGAN, seedData } from './seed/index.ts'

const NOW = new Date('2026-11-22T10:00:00Z')
const DAY = 86_400_000
let clock = NOW

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ now: () => clock })
})
afterAll(async () => {
  await api.close()
})
beforeEach(async () => {
  clock = NOW
  await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
})

async function newLink(): Promise<NewCalendarLink> {
  const response = await api.call('/api/v1/user/calendar', { method: 'POST' })
  expect(response.status).toBe(201)
  return v.parse(NewCalendarLinkSchema, await response.json())
}

/**
 * What a calendar app does: a plain GET of the link, no cookie, no token. The link names the API's
 * configured origin; the test's server listens on a port of its own.
 */
const read = (url: string, headers: Record<string, string> = {}) =>
  api.fetch(url.replace(localOrigins().api, api.url), { headers })

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
}

describe('the calendar link', () => {
  it('is made on request, shown once, and only its date is told afterwards', async () => {
    const before = v.parse(CalendarLinkStateSchema, await (await api.call('/api/v1/user/calendar')).json())
    expect(before).toEqual({ createdAt: null })
    const link = await newLink()
    expect(link.url).toMatch(new RegExp(`^${localOrigins().api}/api/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`))
    expect(link.createdAt).toBe('2026-11-22T10:00:00Z')
    const after = await (await api.call('/api/v1/user/calendar')).json()
    expect(after).toEqual({ createdAt: '2026-11-22T10:00:00Z' })
    expect(JSON.stringify(after)).not.toContain(link.url.split('/').at(-1)?.slice(0, -4))
  })

  it('keeps only a hash of the token in the saved writes', async () => {
    const token = (await newLink()).url.split('/').at(-1)?.slice(0, -4) ?? ''
    const { readFile } = await import('node:fs/promises')
    const { join } = await import('node:path')
    const saved = await readFile(join(api.dataDir, 'api-writes.json'), 'utf8')
    expect(saved).toContain('calendarLink')
    expect(saved).not.toContain(token)
  })
})

describe('the feed', () => {
  it('answers a calendar app with no token: text/calendar, private, an ETag; every upcoming session and those of the last 90 days', async () => {
    const { url } = await newLink()
    const response = await read(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    const text = await response.text()
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n')
    const events = vevents(text)
    // Alex Morgan: the BAT event in 5 days (5 sessions) and the BATTCM one in 40 (2); the past ones
    // ended 120 and 300 days ago.
    expect(events.map((event) => event.uid)).toEqual([
      'evt-bat-upcoming-1@crew-portal',
      'evt-bat-upcoming-2@crew-portal',
      'evt-bat-upcoming-3@crew-portal',
      'evt-bat-upcoming-4@crew-portal',
      'evt-bat-upcoming-5@crew-portal',
      'evt-battcm-upcoming-1@crew-portal',
      'evt-battcm-upcoming-2@crew-portal'
    ])
    const [first] = events
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-11-27T13:00:00.000Z')
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-11-27T21:00:00.000Z')
    expect(first?.summary).toBe('Ground school: systems – A320 Type Rating')
    expect(first?.location).toMatch(/^Miami Training Center, /)
    expect(first?.description).toContain('Room: B2')
    expect(first?.description).toContain(`Event page: ${localOrigins().app}/training/evt-bat-upcoming`)
    expect(first?.sequence).toBe(0)
    expect(first?.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('answers a repeat with 304 while nothing changed, and the same UIDs, SEQUENCE and DTSTAMP', async () => {
    const { url } = await newLink()
    const first = await read(url)
    const tag = first.headers.get('etag') ?? ''
    const text = await first.text()
    clock = new Date(NOW.getTime() + 3_600_000)
    const repeat = await read(url, { 'if-none-match': tag })
    expect(repeat.status).toBe(304)
    expect(await repeat.text()).toBe('')
    expect(repeat.headers.get('etag')).toBe(tag)
    expect(repeat.headers.get('cache-control')).toBe('private, no-cache')
    expect(await (await read(url)).text()).toBe(text)
    expect((await read(url, { 'if-none-match': `W/${tag}, "other"` })).status).toBe(304)
  })

  it('raises a moved session’s SEQUENCE and stamps it anew (the seed moves with the day)', async () => {
    const { url } = await newLink()
    const before = vevents(await (await read(url)).text())
    clock = new Date(NOW.getTime() + DAY)
    const after = vevents(await (await read(url)).text())
    const [was, is] = [before[0], after[0]]
    expect(is?.uid).toBe(was?.uid)
    expect(is?.startDate.toJSDate().getTime()).toBe((was?.startDate.toJSDate().getTime() ?? 0) + DAY)
    expect(is?.sequence).toBe(1)
    expect(is?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T10:00:00Z')
    // Read again unchanged: the SEQUENCE stays.
    expect(vevents(await (await read(url)).text())[0]?.sequence).toBe(1)
  })

  it('answers every wrong or revoked token with the same 404, and the new link with the feed', async () => {
    const old = await newLink()
    const current = await newLink()
    const token = current.url.split('/').at(-1)?.slice(0, -4) ?? ''
    const feedUrl = (name: string) => `${api.url}/api/v1/calendar/${name}`
    const wrong = [
      old.url,
      feedUrl(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}.ics`),
      feedUrl('short.ics'),
      feedUrl(`${token}x.ics`),
      feedUrl(`${'%00'.repeat(3)}.ics`)
    ]
    const answers = await Promise.all(
      wrong.map(async (url) => {
        const response = await read(url)
        return { status: response.status, body: await response.text() }
      })
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]?.status).toBe(404)
    expect(answers[0]?.body).not.toContain(token)
    expect((await read(current.url)).status).toBe(200)
  })
})

describe('what the feed publishes', () => {
  const origins = { app: 'https://app.test', api: 'https://api.test' }
  const seed = seedData(NOW, origins)

  it('holds every upcoming event and those that ended in the last 90 days', () => {
    const ids = (at: Date) => feedEvents(seedData(at, origins).events, ALEX_MORGAN.userId, at).map(({ id }) => id)
    expect(ids(NOW)).toEqual(['evt-bat-upcoming', 'evt-battcm-upcoming'])
    // 50 days on, the BAT event ended 40-odd days before: still in; 100 days on it has gone.
    expect(ids(new Date(NOW.getTime() + 50 * DAY))).toContain('evt-bat-upcoming')
    const sam = feedEvents(seed.events, 'usr-1002', NOW).map(({ id }) => id)
    expect(sam).toEqual(['evt-fto-past', 'evt-fto-in-progress', 'evt-fto-upcoming'])
  })

  it('raises the SEQUENCE of a moved session only, and of every session of a cancelled event', () => {
    const event = trainingEventWith()
    const first = reviseSessions([], [event], NOW)
    expect(first.changed).toBe(true)
    expect(first.published.map(({ sequence }) => sequence)).toEqual([0, 0])
    expect(reviseSessions(first.published, [event], NOW).changed).toBe(false)

    const later = new Date(NOW.getTime() + 3_600_000)
    const [session1, session2] = event.timing.sessions
    if (session1 === undefined || session2 === undefined) throw new Error('the fixture has two sessions')
    const moved = trainingEventWith({
      timing: { ...event.timing, sessions: [session1, { ...session2, start: '2026-11-28T13:00:00Z' }] }
    })
    const afterMove = reviseSessions(first.published, [moved], later)
    expect(afterMove.changed).toBe(true)
    expect(afterMove.published.map(({ sequence, stamp }) => [sequence, stamp])).toEqual([
      [0, '2026-11-22T10:00:00Z'],
      [1, '2026-11-22T11:00:00Z']
    ])

    const cancelled = reviseSessions(afterMove.published, [{ ...moved, status: 'cancelled' }], later)
    expect(cancelled.published.map(({ sequence, cancelled: gone }) => [sequence, gone])).toEqual([
      [1, true],
      [2, true]
    ])
  })
})

describe('the feed after a change', () => {
  const event = trainingEventWith()
  const later = new Date(NOW.getTime() + 3_600_000)
  const entries = (text: string) =>
    vevents(text).map((entry) => ({
      uid: entry.uid,
      start: entry.startDate.toJSDate().toISOString(),
      sequence: entry.sequence,
      status: entry.component.getFirstPropertyValue('status'),
      stamp: entry.component.getFirstPropertyValue('dtstamp')?.toString()
    }))
  const first = calendarFeed([event], [], NOW, 'https://app.test')

  it('moves a moved session, raises its SEQUENCE and stamps it anew; the other stays as it was', () => {
    const [one, two] = event.timing.sessions
    if (one === undefined || two === undefined) throw new Error('the fixture has two sessions')
    const moved = trainingEventWith({
      timing: {
        ...event.timing,
        sessions: [one, { ...two, start: '2026-11-28T13:00:00Z', end: '2026-11-28T17:00:00Z' }]
      }
    })
    expect(entries(calendarFeed([moved], first.published, later, 'https://app.test').text)).toEqual([
      { ...entries(first.text)[0] },
      {
        uid: 'evt-bat-1-2@crew-portal',
        start: '2026-11-28T13:00:00.000Z',
        sequence: 1,
        status: 'CONFIRMED',
        stamp: '2026-11-22T11:00:00Z'
      }
    ])
  })

  it('cancels every session of a cancelled event, under the same UIDs, each with a raised SEQUENCE', () => {
    const cancelled = calendarFeed([{ ...event, status: 'cancelled' }], first.published, later, 'https://app.test')
    expect(entries(cancelled.text)).toEqual(
      entries(first.text).map((entry) => ({
        ...entry,
        sequence: 1,
        status: 'CANCELLED',
        stamp: '2026-11-22T11:00:00Z'
      }))
    )
  })
})

describe('the feed’s rate limit', () => {
  it('counts per client, and refuses the request after the limit with 429 and Retry-After until the window closes', () => {
    let now = 0
    const limiter = createRateLimiter({ requests: 2, windowMs: 60_000 }, () => now)
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(limiter.take('b')).toEqual({ ok: true })
    now = 59_500
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    now = 60_000
    expect(limiter.take('a')).toEqual({ ok: true })
  })

  it('answers 429 over HTTPS once one address has asked too often, whatever the token', async () => {
    const { url } = await newLink()
    const statuses: number[] = []
    for (let request = 0; request <= CALENDAR_FEED_RATE.requests; request += 1) statuses.push((await read(url)).status)
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(CALENDAR_FEED_RATE.requests)
    const refused = await read(`${api.url}/api/v1/calendar/${'A'.repeat(43)}.ics`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
