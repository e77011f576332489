import { atom } from 'nanostores'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { eventPhase } from '../training/events.ts'
import { $scopedTrainingEvents, loadTrainingEvents } from '../training/store.ts'
import { buildContact } from './build.ts'
import { lookUpDirectory } from './store.ts'
import type { ContactCard } from './types.ts'

/**
 * The event whose account executive the help panel shows: the next event (in progress or
 * upcoming, not cancelled) that has one, soonest first.
 */
export function helpContactEvent(events: readonly TrainingEvent[], now: Date): TrainingEvent | undefined {
  return events
    .filter((event) => event.reservationAccountExecutive !== null && ['upcoming', 'in-progress'].includes(eventPhase(event, now)))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id))[0]
}

export interface HelpContactState {
  status: 'idle' | 'loading' | 'ready'
  /** The account executive, as on the contact card; undefined when no coming event has one. */
  contact: ContactCard | undefined
}

const IDLE: HelpContactState = { status: 'idle', contact: undefined }

/** What the help panel and the help page show of the pilot's account executive (the contact card's content). */
export const $helpContact = atom<HelpContactState>(IDLE)
onReset(() => $helpContact.set(IDLE))

let run = 0

/**
 * Finds the account executive of the pilot's next event (in the chosen airline), completed from
 * the directory (picture, hours). Never rejects: failed loads leave the panel without a contact.
 */
export async function loadHelpContact(): Promise<void> {
  const current = ++run
  if ($helpContact.get().status === 'idle') $helpContact.set({ status: 'loading', contact: undefined })
  if ($scopedTrainingEvents.get() === undefined) await loadTrainingEvents()
  const event = helpContactEvent($scopedTrainingEvents.get() ?? [], getEnvironment().now())
  const contact = event ? buildContact(event, await lookUpDirectory(event)) : undefined
  if (current === run) $helpContact.set({ status: 'ready', contact })
}
