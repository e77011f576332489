import { Hono } from 'hono'
import * as v from 'valibot'
import { fail } from '../../service-http/problem.ts'
import { jsonBody, param, requireCrewMember, valid, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import type { SeedEvent } from '../seed/index.ts'
import { isoDate, isoInstant } from '../seed/time.ts'
import type { PreCheckIn } from '../seed/types.ts'
import { IdSchema, PreCheckInAnswersSchema, type PreCheckInAnswers } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'
import { userEvent, userEvents } from './training.ts'

/**
 * The rules that need the clock or the event (docs/api/openapi.yaml, PUT /precheckin): arrival not
 * before today (UTC) nor after the event starts, each document valid beyond the arrival day.
 * ISO dates compare correctly as text.
 */
function checkDates(answers: PreCheckInAnswers, event: SeedEvent, now: Date): void {
  const today = isoDate(now)
  const start = isoDate(event.startDate)
  if (answers.arrivalDate < today)
    fail(400, `arrivalDate: The arrival date cannot be in the past (before ${today})`, 'arrivalDate')
  if (answers.arrivalDate > start)
    fail(400, `arrivalDate: The arrival date cannot be after the training starts (${start})`, 'arrivalDate')
  for (const kind of ['passport', 'licence', 'medical'] as const) {
    const field = `documents.${kind}.expiryDate`
    if (answers.documents[kind].expiryDate <= answers.arrivalDate)
      fail(400, `${field}: The ${kind} must be valid after the arrival date`, field)
  }
}

function preCheckInView(c: ApiContext, event: SeedEvent): PreCheckIn {
  const { user } = c.var
  const saved = readStored(c.var.writes, 'preCheckIn', user.userId, event.id)
  return {
    eventId: event.id,
    reservationId: event.reservationId,
    status: saved === undefined ? 'not-started' : 'done',
    personalDetails: {
      givenName: user.givenName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.mobilePhone,
      nationality: user.nationality
    },
    answers: saved?.answers ?? null,
    updatedAt: saved?.updatedAt ?? null
  }
}

function eventNeedingPreCheckIn(c: ApiContext): SeedEvent {
  const event = userEvent(c, param(c, 'eventId'))
  return event.preCheckInRequired ? event : fail(404, `${event.programName} needs no pre-check-in.`)
}

export const preCheckInRoutes = new Hono<ApiEnv>()
  .get('/api/v1/precheckin/:eventId', requireCrewMember, (c) => c.json(preCheckInView(c, eventNeedingPreCheckIn(c))))
  .put('/api/v1/precheckin/:eventId', requireCrewMember, idempotent, jsonBody, async (c) => {
    const event = eventNeedingPreCheckIn(c)
    const answers = valid(PreCheckInAnswersSchema, c.var.body)
    checkDates(answers, event, c.var.now)
    await writeStored(c.var.writes, 'preCheckIn', c.var.user.userId, event.id, {
      answers,
      updatedAt: isoInstant(c.var.now)
    })
    return c.json(preCheckInView(c, event))
  })
  .get('/api/v1/reservationdocuments/tsa', requireCrewMember, (c) => {
    const reservationId = c.req.query('reservationId')
    if (reservationId === undefined || !v.is(IdSchema, reservationId))
      fail(400, 'reservationId: Expected a reservation id', 'reservationId')
    const event = userEvents(c).find((candidate) => candidate.reservationId === reservationId)
    return event === undefined ? fail(404, `There is no reservation ${reservationId} for you.`) : c.json(event.tsa)
  })
