import { computed } from 'nanostores'
import { getDirectoryContact } from '../api/calls.ts'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import { createQuery } from '../query/query.ts'
import { eventPhase } from '../training/events.ts'
import { $scopedTrainingEvents, $trainingEvents } from '../training/store.ts'
import { buildContact } from './build.ts'
import { executiveEmail } from './read.ts'
import type { ContactCard, DirectoryInfo } from './types.ts'

/**
 * The event whose account executive the help panel shows: the next event (in progress or
 * upcoming, not cancelled) that has one, soonest first.
 */
export function helpContactEvent(events: readonly TrainingEvent[], now: Date): TrainingEvent | undefined {
  return events
    .filter(
      (event) =>
        event.reservationAccountExecutive !== null && ['upcoming', 'in-progress'].includes(eventPhase(event, now))
    )
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id))[0]
}

export interface HelpContactState {
  status: 'loading' | 'ready'
  /** The account executive, as on the contact card; undefined when no coming event has one. */
  contact: ContactCard | undefined
}

// The event (null: none to show, the events failed included); undefined while the events load.
const $helpEvent = computed([$trainingEvents, $scopedTrainingEvents], (state, events) => {
  if (events) return helpContactEvent(events, getEnvironment().now()) ?? null
  return state.error !== undefined && !state.loading ? null : undefined
})

// The directory completes the card (picture, hours); a failed lookup leaves the card without them.
const $helpDirectory = createQuery<DirectoryInfo>(
  ['directory/', computed($helpEvent, (event) => (event ? executiveEmail(event) : null))],
  (call, email) => getDirectoryContact(email, call)
)

/**
 * What the help panel and the help page show of the pilot's account executive (the contact card's
 * content): the next event's (in the chosen airline). Watching it loads the events and the directory.
 */
export const $helpContact = computed([$helpEvent, $helpDirectory], (event, directory): HelpContactState => {
  if (event === undefined) return { status: 'loading', contact: undefined }
  if (event === null) return { status: 'ready', contact: undefined }
  if (directory.loading && directory.data === undefined) return { status: 'loading', contact: undefined }
  return { status: 'ready', contact: buildContact(event, directory.data) }
})
