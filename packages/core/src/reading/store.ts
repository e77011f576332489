// Required reading (docs/required-reading.md): the pilot's acknowledgements as a query, with the
// confirmations waiting in the outbox beside them, and what each page shows of them, through the
// rules of rules.ts. One record feeds every count, so a confirmation moves them all at once.
import { computed } from 'nanostores'
import { AcknowledgementListSchema, AcknowledgementSchema } from '@crew-portal/contract'
import type { Acknowledgement, AcknowledgementRequest } from '@crew-portal/contract'
import * as v from 'valibot'
import { getAcknowledgements } from '../api/reading-calls.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { $outbox, onOutboxSettled, outboxStateWiring } from '../outbox/state.ts'
import { partOf } from '../pages/model.ts'
import type { PartState } from '../pages/model.ts'
import { cachedQueryData, createQuery, invalidateQueries, queryWiring, updateQueryData } from '../query/query.ts'
import {
  $trainingEvent,
  $trainingEvents,
  TRAINING_EVENT_KEY,
  TRAINING_EVENTS_KEY,
  trainingEventsComplete,
  trainingWiring
} from '../training/store.ts'
import { readingItemsOf, readingProgressOf, requiredDocumentsOf } from './rules.ts'
import type { ReadingItem, ReadingProgress, ReadingRecord, RequiredDocument } from './rules.ts'

export const READING_ACKNOWLEDGEMENTS_KEY = 'reading-acknowledgements'

/** The pilot's acknowledgements, as the API recorded them (kept like every page's answer, R-STORE-3). */
export const $acknowledgements = createQuery<Acknowledgement[]>(
  READING_ACKNOWLEDGEMENTS_KEY,
  (call) => getAcknowledgements(call),
  { keep: AcknowledgementListSchema }
)

/** The confirmations made on this device that wait in the outbox (a refused one is the outbox notice's). */
export const $waitingAcknowledgements = computed($outbox, (entries) =>
  entries.flatMap((entry): AcknowledgementRequest[] =>
    entry.kind === 'acknowledgement' && entry.refused === undefined ? [entry.body] : []
  )
)

/** What the pilot has confirmed, once the acknowledgements have loaded (R-READING-1). */
export const $readingRecord = computed(
  [$acknowledgements, $waitingAcknowledgements],
  (state, waiting): PartState<ReadingRecord> => {
    const part = partOf(state, $acknowledgements.refetch)
    return part.status === 'ready' ? { status: 'ready', value: { acknowledgements: part.value, waiting } } : part
  }
)

/** Puts an acknowledgement the API recorded into the record, so every count on screen moves at once. */
export function recordAcknowledgement(recorded: Acknowledgement): void {
  if (cachedQueryData(READING_ACKNOWLEDGEMENTS_KEY) === undefined) {
    invalidateQueries(READING_ACKNOWLEDGEMENTS_KEY)
    return
  }
  updateQueryData<Acknowledgement[]>(
    (key) => key === READING_ACKNOWLEDGEMENTS_KEY,
    (list) => [
      ...list.filter((item) => item.documentId !== recorded.documentId || item.version !== recorded.version),
      recorded
    ]
  )
}

/**
 * A newer version was published (a 409): the events' required versions and the acknowledgements are
 * asked again, so the pages show what is required now.
 */
export function reloadRequiredReading(): void {
  invalidateQueries(
    (key) => key === READING_ACKNOWLEDGEMENTS_KEY || key === TRAINING_EVENTS_KEY || key.startsWith(TRAINING_EVENT_KEY)
  )
}

export const readingWiring: Wiring = {
  after: [queryWiring, trainingWiring, outboxStateWiring],
  listen() {
    // A confirmation the outbox sent once the network was back: the record shows it as the API's.
    onOutboxSettled((settled) => {
      if (settled.entry.kind !== 'acknowledgement') return
      if (settled.outcome === 'refused') reloadRequiredReading()
      else if (v.is(AcknowledgementSchema, settled.answer)) recordAcknowledgement(settled.answer)
      else invalidateQueries(READING_ACKNOWLEDGEMENTS_KEY)
    })
  }
}

/** The required reading of the event on screen: each document with its state and due state, and "N of M read". */
export interface EventReading {
  items: readonly ReadingItem[]
  progress: ReadingProgress
}

/** The event page's required reading; undefined for an event that requires none (the page shows no section). */
export const $trainingEventReading = computed(
  [$trainingEvent, $readingRecord],
  ({ data: event }, record): PartState<EventReading> | undefined => {
    if (!event || event.requiredReading.length === 0) return undefined
    if (record.status !== 'ready') return record
    return {
      status: 'ready',
      value: {
        items: readingItemsOf(event.requiredReading, record.value, getEnvironment().now()),
        progress: readingProgressOf(event.requiredReading, record.value)
      }
    }
  }
)

/** "N of M read" of each event in the training list that requires reading, by event id, once the record has loaded. */
export const $readingProgressByEvent = computed(
  [$trainingEvents, $readingRecord],
  ({ data: events }, record): ReadonlyMap<string, ReadingProgress> => {
    if (!events || record.status !== 'ready') return new Map()
    return new Map(
      events
        .filter((event) => event.requiredReading.length > 0)
        .map((event) => [event.id, readingProgressOf(event.requiredReading, record.value)])
    )
  }
)

/**
 * The documents the pilot's events require now (R-READING-4), by id: the library marks them. Read
 * from the whole list only: a first page may lack the event that requires a document.
 */
export const $requiredDocuments = computed(
  $trainingEvents,
  ({ data: events }): ReadonlyMap<string, RequiredDocument> =>
    events && trainingEventsComplete(events) ? requiredDocumentsOf(events, getEnvironment().now()) : new Map()
)
