import { atom, computed, onMount, onSet } from 'nanostores'
import { getTrainingEvent, getTrainingRecordDocuments } from '../api/calls.ts'
import { getTrainingEventsInPages } from '../api/lists.ts'
import {
  TrainingEventListSchema,
  TrainingEventSchema,
  TrainingRecordDocumentListSchema,
  type TrainingEvent,
  type TrainingRecordDocument
} from '@crew-portal/contract'
import { $authState, authWiring } from '../auth/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { propertyBagSlice, trainingPackageSlice } from '../persist/slices.ts'
import { createQuery, isPartialAnswer, queryWiring, updateQueryData } from '../query/query.ts'
import { RouteName } from '../routes/table.ts'
import { routeParam } from '../routes/router.ts'
import { TRAINING_LIST_STEP, trainingRecordsExpected } from './events.ts'
import { ALL_OPERATORS, inOperatorScope, operatorContexts, operatorScope } from './operators.ts'

/** Query keys of the training area (a mutation elsewhere names the ones it touches). */
export const TRAINING_EVENTS_KEY = 'training-events'
export const TRAINING_EVENT_KEY = 'training-event/'
const TRAINING_RECORDS_KEY = 'training-records/'

/**
 * The events come a page at a time: first what the training page shows first (the next event and
 * a step of upcoming ones), then `rest` a call, an answer small enough for a slow network to bring
 * while the pilot reads the first.
 */
const TRAINING_EVENTS_PAGING = { first: 2 * TRAINING_LIST_STEP, rest: 250 }

/**
 * All of the crew member's events, `{ data, error, loading }`. Loaded while something watches it:
 * a page, the side navigation's contexts, the signed-in start (isBat, contact card); one request
 * answers them all.
 */
export const $trainingEvents = createQuery<TrainingEvent[]>(
  TRAINING_EVENTS_KEY,
  (call) => getTrainingEventsInPages({ ...TRAINING_EVENTS_PAGING, onPart: call.show }, call),
  {
    keep: TrainingEventListSchema
  }
)

/** Whether `$trainingEvents` holds every event, not the first page shown while the rest loads. */
export const trainingEventsComplete = (events: readonly TrainingEvent[] | undefined): boolean =>
  !isPartialAnswer(events)

/** The event id of the page on screen (an event's page or its pre-check-in), else null. */
export const $routeEventId = routeParam([RouteName.trainingEvent, RouteName.preCheckInEvent], 'eventId')

/** The event of the page on screen, keyed by its id. */
export const $trainingEvent = createQuery<TrainingEvent>(
  [TRAINING_EVENT_KEY, $routeEventId],
  (call, id) => getTrainingEvent(id, call),
  { keep: TrainingEventSchema }
)

// Training records are issued when an event has ended; asking earlier earns a 404 and a banner.
const $recordsEventId = computed($trainingEvent, ({ data }) =>
  data && trainingRecordsExpected(data, getEnvironment().now()) ? data.id : null
)

/** The training-record documents of the event on screen, once it has ended (a 404 also shows the banner, R-ERRORS-1). */
export const $trainingRecordDocuments = createQuery<TrainingRecordDocument[]>(
  [TRAINING_RECORDS_KEY, $recordsEventId],
  (call, eventId) => getTrainingRecordDocuments(eventId, call),
  { keep: TrainingRecordDocumentListSchema }
)

/** The event the crew member last opened this session (TrainingPackage slice); null before any. */
export const $selectedTrainingEventId = computed(trainingPackageSlice.$value, (state) => state.selectedEventId)

/**
 * The events as the layout sees them: while someone is signed in, the answer of `$trainingEvents`
 * (watched, so loaded); otherwise nothing, and nothing asked. The side navigation is on every page,
 * the signed-out and waiting ones too, and must never be what sends an API call without a user.
 */
const $signedInEvents = atom<TrainingEvent[] | undefined>(undefined)

/** What the training area keeps: the session's selected event, and the layout's events while signed in. */
export const trainingWiring: Wiring = {
  after: [queryWiring, authWiring, trainingPackageSlice.wiring, propertyBagSlice.wiring],
  listen() {
    // An event that loaded (the API's own id, schema-checked: an unknown id selects nothing) is the session's selected event.
    onSet($trainingEvent, ({ newValue }) => {
      const id = newValue.data?.id
      if (id !== undefined && trainingPackageSlice.get().selectedEventId !== id) {
        trainingPackageSlice.set({ ...trainingPackageSlice.get(), selectedEventId: id })
      }
    })
    onMount($signedInEvents, () => {
      let unwatch: (() => void) | undefined
      const stopAuth = $authState.subscribe((state) => {
        if (state === 'signedIn') {
          // The side navigation's airlines and the scope wait for every event: a first page may lack an airline.
          unwatch ??= $trainingEvents.subscribe(({ data }) => {
            if (trainingEventsComplete(data)) $signedInEvents.set(data)
          })
        } else {
          unwatch?.()
          unwatch = undefined
          $signedInEvents.set(undefined)
        }
      })
      return () => {
        stopAuth()
        unwatch?.()
        $signedInEvents.set(undefined)
      }
    })
  }
}

/** The side navigation's contexts: "All" and the airlines of the events (none for a single airline). */
export const $operatorContexts = computed($signedInEvents, (data) => (data ? operatorContexts(data) : []))

/** The PropertyBagState key that remembers the chosen context for the session. */
export const OPERATOR_PROPERTY = 'operator'
const $chosenOperator = computed(propertyBagSlice.$value, (bag) => {
  const chosen = bag[OPERATOR_PROPERTY]
  return typeof chosen === 'string' ? chosen : ALL_OPERATORS
})

/** The context in force (an operator code or "all"); it scopes the training list, pre-check-in and the pass. */
export const $operatorScope = computed([$chosenOperator, $signedInEvents], (chosen, data) =>
  operatorScope(chosen, data ? operatorContexts(data) : undefined)
)

/** Chooses a context in the switcher; remembered for the session (PropertyBagState). */
export function selectOperator(id: string): void {
  propertyBagSlice.set({ ...propertyBagSlice.get(), [OPERATOR_PROPERTY]: id })
}

/** The events of the chosen context. */
export const $scopedTrainingEvents = computed([$trainingEvents, $operatorScope], ({ data }, scope) =>
  data ? data.filter((event) => inOperatorScope(event, scope)) : undefined
)

/** A save elsewhere changed an event (pre-check-in done): the list and the event's own key show it without a reload. */
export function patchTrainingEvent(id: string, patch: Partial<Omit<TrainingEvent, 'id'>>): void {
  updateQueryData<TrainingEvent[]>(
    (key) => key === TRAINING_EVENTS_KEY,
    (events) => events.map((event) => (event.id === id ? { ...event, ...patch } : event))
  )
  updateQueryData<TrainingEvent>(
    (key) => key === TRAINING_EVENT_KEY + id,
    (event) => ({ ...event, ...patch })
  )
}
