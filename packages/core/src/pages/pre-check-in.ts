// The pre-check-in pages: `/pre-check-in` and `/pre-check-in/:eventId`.
import { computed } from 'nanostores'
import type { PreCheckIn, TrainingEvent, TsaStatus } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { canPreCheckIn } from '../pre-check-in/eligibility.ts'
import {
  $preCheckIn,
  $preCheckInSubmit,
  $tsaStatus,
  PRE_CHECK_IN_KEY,
  preCheckInWiring
} from '../pre-check-in/store.ts'
import type { PreCheckInSubmitState } from '../pre-check-in/store.ts'
import { eventsNeedingPreCheckIn, splitEvents } from '../training/events.ts'
import { stateFor } from '../query/query.ts'
import {
  $routeEventId,
  $scopedTrainingEvents,
  $trainingEvent,
  $trainingEvents,
  TRAINING_EVENT_KEY
} from '../training/store.ts'
import { pageOf, partOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel, PartState } from './model.ts'

/** The pre-check-in pages read the events and their pre-check-ins. */
export const preCheckInPageWiring: Wiring = { after: [preCheckInWiring] }

export interface PreCheckInListView {
  toDo: TrainingEvent[]
  done: TrainingEvent[]
}

/** `/pre-check-in`: the upcoming events that ask for a pre-check-in, to do first, then done. */
export const $preCheckInListPage = computed(
  [$trainingEvents, $scopedTrainingEvents],
  (state, scoped): PageModel<PreCheckInListView> =>
    pageOf(state, $trainingEvents.refetch, () => {
      const events = scoped ?? []
      const now = getEnvironment().now()
      return {
        toDo: eventsNeedingPreCheckIn(events, now),
        done: splitEvents(events, now).upcoming.filter((event) => event.preCheckInStatus === 'done')
      }
    })
)

export interface PreCheckInEventView {
  event: TrainingEvent
  /** Whether the form can still be sent (before the event starts, when it asks for one). */
  open: boolean
  /** The saved answers and their status; loaded only while the form can be shown. */
  preCheckIn: PartState<PreCheckIn>
  /** The TSA status (whitelisted: a failure is a quiet "unavailable"). */
  tsa: PartState<TsaStatus>
  submit: PreCheckInSubmitState
}

/** `/pre-check-in/:eventId`: the form, or the saved answers when it is done. */
export const $preCheckInEventPage = computed(
  [$routeEventId, $trainingEvent, $preCheckIn, $tsaStatus, $preCheckInSubmit],
  (id, state, preCheckIn, tsa, submit): PageModel<PreCheckInEventView> =>
    pageOf(stateFor($trainingEvent, state, id && TRAINING_EVENT_KEY + id), $trainingEvent.refetch, (event) => ({
      event,
      open: canPreCheckIn(event, getEnvironment().now()),
      preCheckIn: partOf(stateFor($preCheckIn, preCheckIn, PRE_CHECK_IN_KEY + event.id), $preCheckIn.refetch),
      tsa: partOf(tsa, $tsaStatus.refetch),
      submit
    }))
)

retryFailedOnNavigation($preCheckInListPage, [$trainingEvents])
retryFailedOnNavigation($preCheckInEventPage, [$trainingEvent, $preCheckIn, $tsaStatus])
