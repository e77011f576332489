import { Hono } from 'hono'
import type { SeedEvent } from '../seed/index.ts'
import { isoInstant } from '../seed/time.ts'
import type { ScheduleEntry, TrainingEvent } from '../seed/types.ts'
import { jsonBody, param, requireCrewMember, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import { fail } from '../../service-http/problem.ts'
import { asksForPage, listAnswer } from '../paging.ts'
import { readStored, writeStored } from './stored.ts'

export const userEvents = (c: ApiContext): SeedEvent[] =>
  c.var.seed.events.filter((event) => event.userId === c.var.user.userId)

/** The user's event with this id; otherwise a 404. */
export function userEvent(c: ApiContext, eventId: string): SeedEvent {
  return (
    userEvents(c).find((event) => event.id === eventId) ?? fail(404, `There is no training event ${eventId} for you.`)
  )
}

/** The wire form of an event: the seed with this user's writes laid over it. */
function eventView(c: ApiContext, event: SeedEvent): TrainingEvent {
  const { userId, preCheckInRequired, trainingRecords: _records, tsa: _tsa, ...wire } = event
  const saved = (kind: 'contactCardDisplayed' | 'preCheckIn') =>
    readStored(c.var.writes, kind, userId, event.id) !== undefined
  return {
    ...wire,
    isContactCardDisplayedWeb: saved('contactCardDisplayed'),
    preCheckInStatus: !preCheckInRequired ? 'not-required' : saved('preCheckIn') ? 'done' : 'not-started'
  }
}

const byStart = (a: SeedEvent, b: SeedEvent) =>
  Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id)

/**
 * The events as the training page lists them, for a call that pages: the ones not yet ended by
 * start (in progress and next first), then the ended ones, most recent first.
 */
function inPageOrder(events: readonly SeedEvent[], now: Date): SeedEvent[] {
  const ended = (event: SeedEvent) => Date.parse(event.endDate) < now.getTime() || event.status === 'completed'
  return [
    ...events.filter((event) => !ended(event)).sort(byStart),
    ...events.filter(ended).sort((a, b) => byStart(b, a))
  ]
}

export const trainingRoutes = new Hono<ApiEnv>()
  .get('/api/v1/trainingevents', requireCrewMember, (c) => {
    const events = asksForPage(c) ? inPageOrder(userEvents(c), c.var.now) : userEvents(c)
    return listAnswer(
      c,
      events.map((event) => eventView(c, event))
    )
  })
  .get('/api/v1/trainingevents/:id', requireCrewMember, (c) => c.json(eventView(c, userEvent(c, param(c, 'id')))))
  .put(
    '/api/v1/trainingevents/:reservationId/contactcarddisplayed',
    requireCrewMember,
    idempotent,
    jsonBody,
    async (c) => {
      const reservationId = param(c, 'reservationId')
      const event = userEvents(c).find(
        (candidate) => candidate.reservationId === reservationId || candidate.geminiReservationId === reservationId
      )
      if (event === undefined) fail(404, `There is no reservation ${reservationId} for you.`)
      // Idempotent: the first time it was displayed is what stays.
      if (readStored(c.var.writes, 'contactCardDisplayed', c.var.user.userId, event.id) === undefined) {
        await writeStored(c.var.writes, 'contactCardDisplayed', c.var.user.userId, event.id, {
          displayedAt: isoInstant(c.var.now)
        })
      }
      return c.body(null, 204)
    }
  )
  .get('/api/v1/trainingrecord/:eventId/documents', requireCrewMember, (c) => {
    const event = userEvent(c, param(c, 'eventId'))
    if (event.status !== 'completed')
      fail(404, `Training records for ${event.programName} are available once the training is completed.`)
    if (event.trainingRecords === undefined)
      fail(
        404,
        `The training records for ${event.programName} could not be found. Customer Care has been told and will send them to you.`
      )
    return c.json(event.trainingRecords)
  })
  .get('/api/v1/Schedule', requireCrewMember, (c) => {
    const entries: ScheduleEntry[] = userEvents(c).flatMap((event) =>
      event.timing.sessions.map(({ activity, start, end }) => ({
        eventId: event.id,
        reservationId: event.reservationId,
        activity,
        start,
        end,
        location: event.trainingLocationDisplayName
      }))
    )
    return c.json(entries.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)))
  })
