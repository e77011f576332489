// What the outbox holds (docs/offline.md, "Saves made offline"): one entry per save that could not be
// sent, with what the pilot entered, the account that made it and the idempotency key it goes with.
// Read back from IndexedDB it is untrusted: each entry is validated, and one that does not validate
// (corrupt, another version's) is dropped with a trace.
import * as v from 'valibot'
import {
  AcknowledgementRequestSchema,
  CoursewareProgressRequestSchema,
  DocumentViewerStatusRequestSchema,
  IdSchema,
  IsoDateTimeSchema,
  NonEmptyTextSchema,
  NotificationSettingsSchema,
  PreCheckInAnswersSchema,
  RecentlyViewedRequestSchema
} from '@crew-portal/contract'

/** The entries' format; an entry of another version is dropped on read. */
export const OUTBOX_ENTRY_VERSION = 1

/** The key the API applies once (`Idempotency-Key`): made when the save is first tried, kept with it. */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))

const NoTarget = v.strictObject({})

/** Each write a pilot makes, by kind: what it is about (`target`, the path's ids) and what was entered (`body`). */
const WRITES = [
  v.strictObject({
    kind: v.literal('notificationSettings'),
    target: NoTarget,
    body: NotificationSettingsSchema
  }),
  v.strictObject({
    kind: v.literal('preCheckIn'),
    target: v.strictObject({ eventId: IdSchema }),
    body: PreCheckInAnswersSchema
  }),
  v.strictObject({
    kind: v.literal('coursewareProgress'),
    target: v.strictObject({ coursewareId: IdSchema }),
    body: CoursewareProgressRequestSchema
  }),
  v.strictObject({
    kind: v.literal('documentViewerStatus'),
    target: NoTarget,
    body: DocumentViewerStatusRequestSchema
  }),
  v.strictObject({
    kind: v.literal('recentlyViewed'),
    target: NoTarget,
    body: RecentlyViewedRequestSchema
  }),
  v.strictObject({
    kind: v.literal('acknowledgement'),
    // The document's title as the pilot confirmed it, for the outbox's words only: the API is sent the body.
    target: v.strictObject({ title: NonEmptyTextSchema }),
    body: AcknowledgementRequestSchema
  }),
  v.strictObject({
    kind: v.literal('contactCardDisplayed'),
    target: v.strictObject({ reservationId: IdSchema }),
    body: v.null()
  })
] as const

export const OutboxWriteSchema = v.variant('kind', WRITES)
/** A pilot's write, as the outbox sends it. */
export type OutboxWrite = v.InferOutput<typeof OutboxWriteSchema>
export type OutboxWriteKind = OutboxWrite['kind']
/** The write of one kind. */
export type OutboxWriteOf<K extends OutboxWriteKind> = Extract<OutboxWrite, { kind: K }>

/** Why the API refused a save when it was sent again: its status and its words. */
export const RefusalSchema = v.strictObject({
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(499)),
  message: v.pipe(v.string(), v.maxLength(2000)),
  at: IsoDateTimeSchema
})
export type Refusal = v.InferOutput<typeof RefusalSchema>

const EntryFields = {
  v: v.literal(OUTBOX_ENTRY_VERSION),
  /** IndexedDB's key, in the order the saves were made. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The signed-in user's id: no other account sends or sees it. */
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  idempotencyKey: IdempotencyKeySchema,
  queuedAt: IsoDateTimeSchema,
  /** Set once the API refused it: it waits for the pilot (edit, send again or discard), never sent by itself. */
  refused: v.optional(RefusalSchema)
}

const EntryFieldsSchema = v.object({ ...EntryFields, kind: v.string(), target: v.unknown(), body: v.unknown() })

/** One save in the outbox. */
export type OutboxEntry = OutboxWrite & {
  v: typeof OUTBOX_ENTRY_VERSION
  seq: number
  account: string
  idempotencyKey: string
  queuedAt: string
  refused?: Refusal
}

const reasonOf = (issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string => {
  const [issue] = issues
  return `${v.getDotPath(issue) ?? 'entry'}: ${issue.message}`
}

/** An entry read back from IndexedDB, validated; never throws. */
export function readEntry(value: unknown): { ok: true; entry: OutboxEntry } | { ok: false; reason: string } {
  const fields = v.safeParse(EntryFieldsSchema, value)
  if (!fields.success) return { ok: false, reason: reasonOf(fields.issues) }
  const { kind, target, body, refused, ...rest } = fields.output
  const write = v.safeParse(OutboxWriteSchema, { kind, target, body })
  if (!write.success) return { ok: false, reason: reasonOf(write.issues) }
  return { ok: true, entry: { ...write.output, ...rest, ...(refused === undefined ? {} : { refused }) } }
}

/** Whether a newer save of `write` makes `entry` pointless: the same setting or answers, saved again. */
export function supersedes(write: OutboxWrite, entry: OutboxWrite): boolean {
  if (write.kind !== entry.kind || write.kind === 'documentViewerStatus') return false
  if (write.kind === 'recentlyViewed')
    return write.body.documentId === (entry as OutboxWriteOf<'recentlyViewed'>).body.documentId
  if (write.kind === 'acknowledgement') {
    // The same version confirmed again; another version is another record (the API refuses an old one).
    const { documentId, version } = (entry as OutboxWriteOf<'acknowledgement'>).body
    return write.body.documentId === documentId && write.body.version === version
  }
  return JSON.stringify(write.target) === JSON.stringify(entry.target)
}
