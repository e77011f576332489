import { errorReply, noContent, ok } from '../http.ts'
import type { SeedEvent } from '../seed/index.ts'
import { isoInstant } from '../seed/time.ts'
import type { PreCheckInStatus, ScheduleEntry, TrainingEvent } from '../seed/types.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { readStored, writeStored } from './stored.ts'

export function userEvents(context: UserContext): SeedEvent[] {
  return context.seed.events.filter((event) => event.userId === context.user.userId)
}

export function findUserEvent(context: UserContext, eventId: string): SeedEvent | undefined {
  return userEvents(context).find((event) => event.id === eventId)
}

export function preCheckInStatus(context: UserContext, event: SeedEvent): PreCheckInStatus {
  if (!event.preCheckInRequired) return 'not-required'
  return readStored(context.writes, 'preCheckIn', context.user.userId, event.id) === undefined ? 'not-started' : 'done'
}

/** The wire form of an event: the seed with this user's writes laid over it. */
export function eventView(context: UserContext, event: SeedEvent): TrainingEvent {
  const { userId: _userId, preCheckInRequired: _required, trainingRecords: _records, tsa: _tsa, ...wire } = event
  return {
    ...wire,
    isContactCardDisplayedWeb: readStored(context.writes, 'contactCardDisplayed', context.user.userId, event.id) !== undefined,
    preCheckInStatus: preCheckInStatus(context, event)
  }
}

export const noSuchEvent = (id: string) => errorReply(404, `There is no training event ${id} for you.`)

export const trainingRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/trainingevents',
    handle: (context) => ok(userEvents(context).map((event) => eventView(context, event)))
  },
  {
    method: 'GET',
    pattern: '/api/v1/trainingevents/{id}',
    handle(context) {
      const id = context.params.id ?? ''
      const event = findUserEvent(context, id)
      return event === undefined ? noSuchEvent(id) : ok(eventView(context, event))
    }
  },
  {
    method: 'PUT',
    pattern: '/api/v1/trainingevents/{reservationId}/contactcarddisplayed',
    async handle(context) {
      const reservationId = context.params.reservationId ?? ''
      const event = userEvents(context).find((candidate) => candidate.reservationId === reservationId || candidate.geminiReservationId === reservationId)
      if (event === undefined) return errorReply(404, `There is no reservation ${reservationId} for you.`)
      // Idempotent: the first time it was displayed is what stays.
      if (readStored(context.writes, 'contactCardDisplayed', context.user.userId, event.id) === undefined) {
        await writeStored(context.writes, 'contactCardDisplayed', context.user.userId, event.id, { displayedAt: isoInstant(context.now) })
      }
      return noContent()
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/trainingrecord/{eventId}/documents',
    handle(context) {
      const eventId = context.params.eventId ?? ''
      const event = findUserEvent(context, eventId)
      if (event === undefined) return noSuchEvent(eventId)
      if (event.status !== 'completed') return errorReply(404, `Training records for ${event.programName} are available once the training is completed.`)
      if (event.trainingRecords === undefined) {
        return errorReply(404, `The training records for ${event.programName} could not be found. Customer Care has been told and will send them to you.`)
      }
      return ok(event.trainingRecords)
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/Schedule',
    handle(context) {
      const entries: ScheduleEntry[] = userEvents(context).flatMap((event) =>
        event.timing.sessions.map((session) => ({
          eventId: event.id,
          reservationId: event.reservationId,
          activity: session.activity,
          start: session.start,
          end: session.end,
          location: event.trainingLocationDisplayName
        }))
      )
      return ok(entries.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)))
    }
  }
]
