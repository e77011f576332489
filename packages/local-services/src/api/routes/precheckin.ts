import * as v from 'valibot'
import { errorReply, ok } from '../http.ts'
import type { SeedEvent } from '../seed/index.ts'
import { isoDate, isoInstant } from '../seed/time.ts'
import type { PreCheckIn } from '../seed/types.ts'
import { invalid, invalidReply, validateBody } from '../validation.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { IdSchema, PreCheckInAnswersSchema, type PreCheckInAnswers } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'
import { findUserEvent, noSuchEvent, userEvents } from './training.ts'

/**
 * The rules that need the clock or the event (docs/api/openapi.yaml, PUT /precheckin): arrival not
 * before today (UTC) nor after the event starts, each document valid beyond the arrival day.
 * ISO dates compare correctly as text.
 */
export function preCheckInRuleFailure(answers: PreCheckInAnswers, event: SeedEvent, now: Date): { field: string; message: string } | undefined {
  const today = isoDate(now)
  const start = isoDate(event.startDate)
  if (answers.arrivalDate < today) return { field: 'arrivalDate', message: `arrivalDate: The arrival date cannot be in the past (before ${today})` }
  if (answers.arrivalDate > start) return { field: 'arrivalDate', message: `arrivalDate: The arrival date cannot be after the training starts (${start})` }
  for (const kind of ['passport', 'licence', 'medical'] as const) {
    if (answers.documents[kind].expiryDate <= answers.arrivalDate) {
      return { field: `documents.${kind}.expiryDate`, message: `documents.${kind}.expiryDate: The ${kind} must be valid after the arrival date` }
    }
  }
  return undefined
}

function preCheckInView(context: UserContext, event: SeedEvent): PreCheckIn {
  const { user } = context
  const saved = readStored(context.writes, 'preCheckIn', user.userId, event.id)
  return {
    eventId: event.id,
    reservationId: event.reservationId,
    status: saved === undefined ? 'not-started' : 'done',
    personalDetails: { givenName: user.givenName, lastName: user.lastName, email: user.email, phoneNumber: user.mobilePhone, nationality: user.nationality },
    answers: saved?.answers ?? null,
    updatedAt: saved?.updatedAt ?? null
  }
}

function eventNeedingPreCheckIn(context: UserContext): { event: SeedEvent } | { reply: ReturnType<typeof errorReply> } {
  const eventId = context.params.eventId ?? ''
  const event = findUserEvent(context, eventId)
  if (event === undefined) return { reply: noSuchEvent(eventId) }
  if (!event.preCheckInRequired) return { reply: errorReply(404, `${event.programName} needs no pre-check-in.`) }
  return { event }
}

export const preCheckInRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/precheckin/{eventId}',
    handle(context) {
      const found = eventNeedingPreCheckIn(context)
      return 'reply' in found ? found.reply : ok(preCheckInView(context, found.event))
    }
  },
  {
    method: 'PUT',
    pattern: '/api/v1/precheckin/{eventId}',
    async handle(context) {
      const found = eventNeedingPreCheckIn(context)
      if ('reply' in found) return found.reply
      const body = validateBody(PreCheckInAnswersSchema, context.body)
      if (!body.ok) return invalidReply(body)
      const failure = preCheckInRuleFailure(body.value, found.event, context.now)
      if (failure !== undefined) return invalidReply(failure)
      await writeStored(context.writes, 'preCheckIn', context.user.userId, found.event.id, { answers: body.value, updatedAt: isoInstant(context.now) })
      return ok(preCheckInView(context, found.event))
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/reservationdocuments/tsa',
    handle(context) {
      const reservationId = context.query.get('reservationId')
      if (reservationId === null || !v.is(IdSchema, reservationId)) return invalid('reservationId', 'reservationId: Expected a reservation id')
      const event = userEvents(context).find((candidate) => candidate.reservationId === reservationId)
      return event === undefined ? errorReply(404, `There is no reservation ${reservationId} for you.`) : ok(event.tsa)
    }
  }
]
