import * as v from 'valibot'
import { IdempotencyRecordSchema } from '../idempotency.ts'
import type { WriteKind, WriteStore } from '../store.ts'
import {
  AcknowledgementSchema,
  DocumentVersionSchema,
  IdSchema,
  IsoDateTimeSchema,
  NotificationSettingsSchema,
  PreCheckInAnswersSchema
} from '@crew-portal/contract'

/**
 * The shapes of saved writes. They were validated when written; reading them through a schema again
 * means a hand-edited data file drops the bad entry instead of breaking an answer.
 */
export const StoredSchemas = {
  contactCardDisplayed: v.object({ displayedAt: v.string() }),
  preCheckIn: v.object({ answers: PreCheckInAnswersSchema, updatedAt: v.string() }),
  notifications: NotificationSettingsSchema,
  recentlyViewed: v.object({ viewedAt: v.string() }),
  coursewareProgress: v.object({ percent: v.number(), lastLocation: v.string(), updatedAt: v.string() }),
  documentViewerStatus: v.object({
    status: v.picklist(['opened', 'closed']),
    page: v.optional(v.number()),
    reportedAt: v.string()
  }),
  /**
   * A device holding door-pass credentials, keyed by its id: the JWK thumbprint of its public key
   * (how a later registration finds it) and when its last credential expires (how long a
   * revocation must be published).
   */
  passDevice: v.object({
    thumbprint: v.string(),
    registeredAt: IsoDateTimeSchema,
    passIds: v.array(IdSchema),
    revokedAt: v.nullable(IsoDateTimeSchema),
    expiresAt: IsoDateTimeSchema
  }),
  /** The pilot's calendar link (docs/calendar.md): only the SHA-256 of its token, never the token. */
  calendarLink: v.object({ tokenHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), createdAt: IsoDateTimeSchema }),
  /** What the feed last published of each session: its times and status, its SEQUENCE and DTSTAMP. */
  calendarPublished: v.array(
    v.object({
      uid: v.string(),
      start: IsoDateTimeSchema,
      end: IsoDateTimeSchema,
      cancelled: v.boolean(),
      sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
      stamp: IsoDateTimeSchema
    })
  ),
  /** That the pilot read and understood a version of a document, keyed by the document and the version. */
  readingAcknowledgement: AcknowledgementSchema,
  /**
   * A library document's version published through the control endpoint, for no crew member (the
   * user ''), keyed by the document's id: the version, when, and the versions it had before.
   */
  publishedVersion: v.object({
    version: DocumentVersionSchema,
    updatedAt: IsoDateTimeSchema,
    earlier: v.array(DocumentVersionSchema)
  }),
  idempotency: IdempotencyRecordSchema
} satisfies Record<WriteKind, v.GenericSchema>

export type Stored<Kind extends WriteKind> = v.InferOutput<(typeof StoredSchemas)[Kind]>

const parsed = <Kind extends WriteKind>(kind: Kind, value: unknown): Stored<Kind> | undefined => {
  const result = v.safeParse(StoredSchemas[kind], value)
  return result.success ? (result.output as Stored<Kind>) : undefined
}

export const readStored = <Kind extends WriteKind>(writes: WriteStore, kind: Kind, userId: string, key: string) =>
  parsed(kind, writes.get(kind, userId, key))

/** Every saved value of a kind, of every user, oldest first, skipping any that no longer parse. */
export function listAllStored<Kind extends WriteKind>(
  writes: WriteStore,
  kind: Kind
): Array<{ userId: string; key: string; value: Stored<Kind> }> {
  return writes.listAll(kind).flatMap(({ userId, key, value }) => {
    const stored = parsed(kind, value)
    return stored === undefined ? [] : [{ userId, key, value: stored }]
  })
}

export const listStored = <Kind extends WriteKind>(writes: WriteStore, kind: Kind, userId: string) =>
  listAllStored(writes, kind).filter((entry) => entry.userId === userId)

export const writeStored = <Kind extends WriteKind>(
  writes: WriteStore,
  kind: Kind,
  userId: string,
  key: string,
  value: Stored<Kind>
) => writes.set(kind, userId, key, value)
