// Required reading (issue 44): what the pilot confirmed having read and understood, one version of
// a document at a time. An event's required reading comes with the event (training.ts).
import { Hono } from 'hono'
import { fail } from '../../service-http/problem.ts'
import { idempotent } from '../idempotency.ts'
import { jsonBody, requireCrewMember, valid, type ApiContext, type ApiEnv } from '../middleware.ts'
import { earlierVersions } from '../publications.ts'
import { isoInstant } from '../seed/time.ts'
import type { Acknowledgement } from '../seed/types.ts'
import { listStored, writeStored } from './stored.ts'
import { AcknowledgementRequestSchema, READING_ACKNOWLEDGEMENTS_PATH } from '@crew-portal/contract'

/** The pilot's acknowledgements, the seed's and the written ones, oldest first. */
function acknowledgements(c: ApiContext): Acknowledgement[] {
  const { userId } = c.var.user
  const seeded = c.var.seed.acknowledgements
    .filter((acknowledgement) => acknowledgement.userId === userId)
    .map(({ documentId, version, acknowledgedAt }) => ({ documentId, version, acknowledgedAt }))
  const written = listStored(c.var.writes, 'readingAcknowledgement', userId).map(({ value }) => value)
  // A stable sort: acknowledgements of one instant keep the order they were made in.
  return [...seeded, ...written].sort((a, b) => Date.parse(a.acknowledgedAt) - Date.parse(b.acknowledgedAt))
}

/** Why a version that is not the document's current one cannot be confirmed. */
function staleVersion(c: ApiContext, documentId: string, version: string, title: string, current: string): string {
  return earlierVersions(c.var.writes, documentId).includes(version)
    ? `A newer version (${current}) of “${title}” has been published. Read it, then confirm it.`
    : `“${title}” has no version ${version}; its current version is ${current}. Read it, then confirm it.`
}

export const readingRoutes = new Hono<ApiEnv>()
  .get(READING_ACKNOWLEDGEMENTS_PATH, requireCrewMember, (c) => c.json(acknowledgements(c)))
  // Idempotent by content too: a version confirmed before answers that acknowledgement (200), even
  // once a newer one is out, so a confirmation sent again from the outbox is not refused.
  .post(READING_ACKNOWLEDGEMENTS_PATH, requireCrewMember, idempotent, jsonBody, async (c) => {
    const { documentId, version } = valid(AcknowledgementRequestSchema, c.var.body)
    const document =
      c.var.seed.libraryDocuments.find((candidate) => candidate.id === documentId) ??
      fail(404, `There is no library document ${documentId}.`)
    const before = acknowledgements(c).find(
      (acknowledgement) => acknowledgement.documentId === documentId && acknowledgement.version === version
    )
    if (before !== undefined) return c.json(before, 200)
    if (version !== document.version) fail(409, staleVersion(c, documentId, version, document.title, document.version))
    const acknowledgement: Acknowledgement = { documentId, version, acknowledgedAt: isoInstant(c.var.now) }
    await writeStored(
      c.var.writes,
      'readingAcknowledgement',
      c.var.user.userId,
      JSON.stringify([documentId, version]),
      acknowledgement
    )
    return c.json(acknowledgement, 201)
  })
