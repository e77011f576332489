// Required reading (docs/required-reading.md, R-READING-1 to R-READING-5): where each document an
// event requires stands for the pilot, as pure functions of the pilot's acknowledgements and the time.
import type { Acknowledgement, AcknowledgementRequest, RequiredReading, TrainingEvent } from '@crew-portal/contract'

/** An unread document due within this many days is "due soon" (R-READING-3). */
export const READING_DUE_SOON_DAYS = 3

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What the pilot has confirmed: the acknowledgements the API recorded, and those made on this
 * device that wait in the outbox (R-READING-1: they count as read here, "will be sent").
 */
export interface ReadingRecord {
  acknowledgements: readonly Acknowledgement[]
  waiting: readonly AcknowledgementRequest[]
}

export const NO_READING_RECORD: ReadingRecord = { acknowledgements: [], waiting: [] }

/** A document in a version: a required reading, or a library document's id and version. */
export interface DocumentVersionRef {
  documentId: string
  version: string
}

/**
 * Where a document stands (R-READING-1): `read` (this version acknowledged, with when), `sending`
 * (confirmed on this device, waiting in the outbox), `newVersion` (an older or other version was
 * acknowledged: it asks again) or `toRead` (never acknowledged).
 */
export type ReadingState =
  | { state: 'read'; acknowledgedAt: string }
  | { state: 'sending' }
  | { state: 'newVersion'; readVersion: string }
  | { state: 'toRead' }

/** Where `document` stands given `record`; versions compare by equality, any other version asks again. */
export function readingStateOf(document: DocumentVersionRef, record: ReadingRecord): ReadingState {
  const same = (other: DocumentVersionRef) => other.documentId === document.documentId
  const recorded = record.acknowledgements.find((item) => same(item) && item.version === document.version)
  if (recorded) return { state: 'read', acknowledgedAt: recorded.acknowledgedAt }
  if (record.waiting.some((item) => same(item) && item.version === document.version)) return { state: 'sending' }
  const older = record.acknowledgements.findLast(same)
  return older ? { state: 'newVersion', readVersion: older.version } : { state: 'toRead' }
}

/** Whether a state counts as read: acknowledged at the API or waiting in the outbox on this device. */
export const isRead = (state: ReadingState): boolean => state.state === 'read' || state.state === 'sending'

/** "N of M read" (R-READING-2). */
export interface ReadingProgress {
  read: number
  total: number
}

/** How many of an event's required documents are read, of how many. */
export function readingProgressOf(required: readonly DocumentVersionRef[], record: ReadingRecord): ReadingProgress {
  return { read: required.filter((item) => isRead(readingStateOf(item, record))).length, total: required.length }
}

/** An unread document's deadline (R-READING-3); a read one is `done`. */
export type DueState = 'done' | 'due' | 'dueSoon' | 'overdue'

/** The due state of a document in `state` due at `dueDate`, at `now`. */
export function dueStateOf(dueDate: string, state: ReadingState, now: Date): DueState {
  if (isRead(state)) return 'done'
  const left = Date.parse(dueDate) - now.getTime()
  if (left < 0) return 'overdue'
  return left <= READING_DUE_SOON_DAYS * DAY_MS ? 'dueSoon' : 'due'
}

/** A required document as a page lists it: where it stands and how its deadline is. */
export interface ReadingItem {
  reading: RequiredReading
  status: ReadingState
  due: DueState
}

/** An event's required reading, each with its state and due state, in the event's order. */
export function readingItemsOf(required: readonly RequiredReading[], record: ReadingRecord, now: Date): ReadingItem[] {
  return required.map((reading) => {
    const status = readingStateOf(reading, record)
    return { reading, status, due: dueStateOf(reading.dueDate, status, now) }
  })
}

/** Whether an event still asks for its reading: not cancelled, not over (R-READING-4). */
export function eventAsksForReading(event: TrainingEvent, now: Date): boolean {
  return event.status !== 'cancelled' && event.status !== 'completed' && Date.parse(event.endDate) >= now.getTime()
}

/** A document some of the pilot's events require, with the events (by name) and the version they require. */
export interface RequiredDocument {
  documentId: string
  /** The events that require it and still ask for it, in the list's order. */
  events: readonly { id: string; programName: string; version: string; dueDate: string }[]
}

/** The documents the pilot's events require now, by document id (the library marks them, R-READING-4). */
export function requiredDocumentsOf(
  events: readonly TrainingEvent[],
  now: Date
): ReadonlyMap<string, RequiredDocument> {
  const found = new Map<string, RequiredDocument>()
  for (const event of events) {
    if (!eventAsksForReading(event, now)) continue
    for (const reading of event.requiredReading) {
      const entry = { id: event.id, programName: event.programName, version: reading.version, dueDate: reading.dueDate }
      const known = found.get(reading.documentId)
      found.set(reading.documentId, { documentId: reading.documentId, events: [...(known?.events ?? []), entry] })
    }
  }
  return found
}

/**
 * Whether a document's page offers "I have read and understood" for `document` (its current version,
 * R-READING-5): one of the pilot's events requires it, and this version is neither acknowledged nor
 * waiting to be sent.
 */
export function offersAcknowledgement(
  document: DocumentVersionRef,
  required: ReadonlyMap<string, RequiredDocument>,
  record: ReadingRecord
): boolean {
  return required.has(document.documentId) && !isRead(readingStateOf(document, record))
}
