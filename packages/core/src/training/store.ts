import { computed } from 'nanostores'
import { getTrainingEvent, getTrainingEvents, getTrainingRecordDocuments } from '../api/calls.ts'
import { createResource } from '../api/resource.ts'
import type { ResourceState } from '../api/resource.ts'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { propertyBagSlice, trainingPackageSlice } from '../persist/slices.ts'
import { eventsNeedingPreCheckIn, nextEvent, splitEvents } from './events.ts'
import { ALL_OPERATORS, inOperatorScope, operatorContexts, operatorScope } from './operators.ts'
import type { SplitEvents } from './events.ts'
import { ICS_MEDIA_TYPE, icsFileName, trainingEventToIcs } from './ics.ts'

const eventsResource = createResource((signal) => getTrainingEvents({ signal }))
const eventResource = createResource((signal, id: string) => getTrainingEvent(id, { signal }))
const recordsResource = createResource((signal, eventId: string) => getTrainingRecordDocuments(eventId, { signal }))

/** All of the crew member's events: `{ status, data, error }`. */
export const $trainingEvents = eventsResource.$state
/** The event the detail page shows. */
export const $trainingEvent = eventResource.$state
/** The training-record documents of the event on the detail page (a 404 also shows the banner, SPEC §8). */
export const $trainingRecordDocuments = recordsResource.$state

let eventsInFlight: Promise<ResourceState<TrainingEvent[]>> | undefined
onReset(() => {
  eventsInFlight = undefined
})

/**
 * Loads the events, joining a load already on its way: right after sign-in the page on screen and
 * the post-sign-in start (isBat, contact card) both ask, and one request answers both.
 */
export function loadTrainingEvents(): Promise<ResourceState<TrainingEvent[]>> {
  const load = (eventsInFlight ??= eventsResource.load().finally(() => {
    if (eventsInFlight === load) eventsInFlight = undefined
  }))
  return load
}

/** The event the crew member last opened this session (TrainingPackage slice); null before any. */
export const $selectedTrainingEventId = computed(trainingPackageSlice.$value, (state) => state.selectedEventId)

/** Loads the event page's event; once it has loaded, it is the session's selected event. */
export async function loadTrainingEvent(id: string): Promise<ResourceState<TrainingEvent>> {
  const state = await eventResource.load(id)
  // The loaded event's own id (schema-checked), not the URL's: an unknown id selects nothing.
  if (state.status === 'ready' && state.data) {
    trainingPackageSlice.set({ ...trainingPackageSlice.get(), selectedEventId: state.data.id })
  }
  return state
}
export const loadTrainingRecordDocuments = (eventId: string) => recordsResource.load(eventId)

/** The side navigation's contexts: "All" and the airlines of the events (none for a single airline). */
export const $operatorContexts = computed($trainingEvents, ({ data }) => (data ? operatorContexts(data) : []))

/** The PropertyBagState key that remembers the chosen context for the session. */
export const OPERATOR_PROPERTY = 'operator'
const $chosenOperator = computed(propertyBagSlice.$value, (bag) => {
  const chosen = bag[OPERATOR_PROPERTY]
  return typeof chosen === 'string' ? chosen : ALL_OPERATORS
})

/** The context in force (an operator code or "all"); it scopes the training list, pre-check-in and the pass. */
export const $operatorScope = computed([$chosenOperator, $trainingEvents], (chosen, { data }) =>
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

const none: SplitEvents = { upcoming: [], past: [] }

/** Upcoming and past of the chosen context, as of the moment the events arrived (the page reloads them on each visit). */
export const $trainingEventLists = computed($scopedTrainingEvents, (events) => (events ? splitEvents(events, getEnvironment().now()) : none))

export const $nextTrainingEvent = computed($scopedTrainingEvents, (events): TrainingEvent | undefined =>
  events ? nextEvent(events, getEnvironment().now()) : undefined
)

export const $eventsNeedingPreCheckIn = computed($scopedTrainingEvents, (events) =>
  events ? eventsNeedingPreCheckIn(events, getEnvironment().now()) : []
)

export interface CalendarFile {
  fileName: string
  mediaType: string
  text: string
}

/** The "add to calendar" download for an event; the view turns it into a Blob and a link. */
export function trainingEventCalendarFile(event: TrainingEvent): CalendarFile {
  return { fileName: icsFileName(event), mediaType: ICS_MEDIA_TYPE, text: trainingEventToIcs(event, getEnvironment().now()) }
}

/** Changes one loaded event in place, after a save elsewhere changed it (pre-check-in done). */
export function patchTrainingEvent(id: string, patch: Partial<Omit<TrainingEvent, 'id'>>): void {
  const { data } = $trainingEvents.get()
  if (data) eventsResource.set(data.map((event) => (event.id === id ? { ...event, ...patch } : event)))
}
