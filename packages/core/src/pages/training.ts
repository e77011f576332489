// The training pages: `/training` and `/training/:eventId`.
import { computed } from 'nanostores'
import type { TrainingEvent, TrainingRecordDocument } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import {
  eventPhase,
  eventsNeedingPreCheckIn,
  nextEvent,
  splitEvents,
  trainingRecordsExpected
} from '../training/events.ts'
import type { EventPhase } from '../training/events.ts'
import { stateFor } from '../query/query.ts'
import {
  $routeEventId,
  $scopedTrainingEvents,
  $trainingEvent,
  $trainingEvents,
  $trainingRecordDocuments,
  TRAINING_EVENT_KEY,
  trainingEventsComplete,
  trainingWiring
} from '../training/store.ts'
import { pageOf, partOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel, PartState } from './model.ts'

/** The training pages read the training area and the remote configuration's words. */
export const trainingPageWiring: Wiring = { after: [trainingWiring] }

export interface TrainingListView {
  /** The event in progress or next, shown first; not repeated under upcoming. */
  next: TrainingEvent | undefined
  upcoming: TrainingEvent[]
  past: TrainingEvent[]
  /** Ids of the events that still ask for a pre-check-in. */
  needingPreCheckIn: ReadonlySet<string>
  /** Where each event (by id) stands now. */
  phases: ReadonlyMap<string, EventPhase>
  /** No event at all (in the chosen airline). */
  empty: boolean
  /** Whether every event has arrived: a long list's first page shows while the rest loads. */
  complete: boolean
  customerCareUrl: string
}

/** `/training`: the next event first, then upcoming and past, in the chosen airline. */
export const $trainingListPage = computed(
  [$trainingEvents, $scopedTrainingEvents, $remoteConfiguration],
  (state, scoped, { customerCareUrl }): PageModel<TrainingListView> =>
    pageOf(state, $trainingEvents.refetch, () => {
      const events = scoped ?? []
      const complete = trainingEventsComplete(state.data)
      const now = getEnvironment().now()
      const next = nextEvent(events, now)
      const { upcoming, past } = splitEvents(events, now)
      return {
        next,
        upcoming: upcoming.filter((event) => event.id !== next?.id),
        past,
        needingPreCheckIn: new Set(eventsNeedingPreCheckIn(events, now).map((event) => event.id)),
        phases: new Map(events.map((event) => [event.id, eventPhase(event, now)])),
        // A first page without an event of the chosen airline says nothing yet about the rest.
        empty: events.length === 0 && complete,
        complete,
        customerCareUrl
      }
    })
)

export interface TrainingEventView {
  event: TrainingEvent
  phase: EventPhase
  needsPreCheckIn: boolean
  /** Whether the event can still go in a calendar (not past, not cancelled). */
  calendar: boolean
  /** Training records, once the event has ended; null before (nothing is asked). */
  records: PartState<TrainingRecordDocument[]> | null
}

/** `/training/:eventId`: everything crew need before they travel to a training event. */
export const $trainingEventPage = computed(
  [$routeEventId, $trainingEvent, $trainingRecordDocuments],
  (id, state, records): PageModel<TrainingEventView> =>
    pageOf(stateFor($trainingEvent, state, id && TRAINING_EVENT_KEY + id), $trainingEvent.refetch, (event) => {
      const now = getEnvironment().now()
      const phase = eventPhase(event, now)
      return {
        event,
        phase,
        needsPreCheckIn: eventsNeedingPreCheckIn([event], now).length > 0,
        calendar: phase !== 'cancelled' && phase !== 'past',
        records: trainingRecordsExpected(event, now) ? partOf(records, $trainingRecordDocuments.refetch) : null
      }
    })
)

retryFailedOnNavigation($trainingListPage, [$trainingEvents])
retryFailedOnNavigation($trainingEventPage, [$trainingEvent, $trainingRecordDocuments])
