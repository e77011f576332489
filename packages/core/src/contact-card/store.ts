import { atom, computed } from 'nanostores'
import { getDirectoryContact } from '../api/calls.ts'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { updateQueryData } from '../query/query.ts'
import { trackEvent, trackException } from '../telemetry/track.ts'
import { saveWrite } from '../outbox/save.ts'
import { outboxStateWiring } from '../outbox/state.ts'
import { TRAINING_EVENTS_KEY, trainingWiring } from '../training/store.ts'
import { buildContact, canShowContact, contactCardMeeting } from './build.ts'
import { executiveEmail } from './read.ts'
import { selectContactCandidates } from './select.ts'
import type { ContactCard, DirectoryInfo } from './types.ts'

export const CONTACT_CARD_DISPLAYED_EVENT = 'Web_Contact_Card_Displayed'

/** The open contact card, or undefined when the modal is closed. */
export const $contactCard = atom<ContactCard | undefined>(undefined)
/** The events the open card was opened with (its sentence's event is among them). */
export const $contactCardEvents = atom<readonly unknown[]>([])
/** The open card's sentence data, when its reservation matches one of the events it was opened with. */
export const $contactCardMeeting = computed([$contactCard, $contactCardEvents], (contact, events) =>
  contact ? contactCardMeeting(contact, events) : undefined
)

let generation = 0
let searching: Promise<ContactCard | undefined> | undefined
// Reservations whose card opened on this page: if marking one failed, a reload of the events must
// not open it again straight away.
const openedReservations = new Set<string>()

export const contactCardWiring: Wiring = {
  after: [trainingWiring, outboxStateWiring],
  reset() {
    generation += 1
    searching = undefined
    openedReservations.clear()
    $contactCard.set(undefined)
    $contactCardEvents.set([])
  }
}

/** The directory entry for the executive; a failed lookup is logged and the card is built without it. */
export async function lookUpDirectory(event: unknown): Promise<DirectoryInfo | undefined> {
  const email = executiveEmail(event)
  if (!email) return undefined
  try {
    return await getDirectoryContact(email)
  } catch (error) {
    trackException(error, { source: 'contact-card', step: 'directory-lookup' })
    return undefined
  }
}

async function markDisplayed(contact: ContactCard): Promise<void> {
  try {
    if (!contact.reservationId) throw new Error('The contact card has no reservation to mark as displayed.')
    // Offline, it waits in the outbox: the card is displayed all the same.
    await saveWrite({ kind: 'contactCardDisplayed', target: { reservationId: contact.reservationId }, body: null })
    // The cached events say so too: a page showing them, or the next search, sees it displayed.
    const { reservationId } = contact
    updateQueryData<TrainingEvent[]>(
      (key) => key === TRAINING_EVENTS_KEY,
      (events) =>
        events.map((event) =>
          event.reservationId === reservationId ? { ...event, isContactCardDisplayedWeb: true } : event
        )
    )
  } catch (error) {
    trackException(error, { source: 'contact-card', step: 'mark-displayed' })
  }
}

async function search(events: readonly unknown[], run: number): Promise<ContactCard | undefined> {
  for (const event of selectContactCandidates(events, getEnvironment().now())) {
    const directory = await lookUpDirectory(event)
    if (run !== generation) return undefined
    const contact = buildContact(event, directory)
    if (!canShowContact(contact)) continue
    if (contact.reservationId && openedReservations.has(contact.reservationId)) continue
    // R-CARD-4 and R-CARD-5: the first complete contact opens, the loop stops, the card is marked and logged.
    if (contact.reservationId) openedReservations.add(contact.reservationId)
    $contactCardEvents.set(events)
    $contactCard.set(contact)
    trackEvent(CONTACT_CARD_DISPLAYED_EVENT, { reservationId: contact.reservationId ?? undefined })
    await markDisplayed(contact)
    return contact
  }
  return undefined
}

/**
 * R-CARD-1 to R-CARD-5, run when events load: opens the first upcoming BAT contact that has
 * both e-mail and phone. Resolves with the opened contact (or undefined); never rejects. While a
 * card is open or a search runs, it starts no second one.
 */
export function findContactCard(events: readonly unknown[]): Promise<ContactCard | undefined> {
  const open = $contactCard.get()
  if (open) return Promise.resolve(open)
  if (searching) return searching
  const run = generation
  const current = search(events, run).finally(() => {
    if (searching === current) searching = undefined
  })
  searching = current
  return current
}

/**
 * Opens the card for one event on request (the account executive on an event's page): no window,
 * no marking, no event logged. Resolves with the contact, or undefined when it lacks e-mail or phone.
 */
export async function showContactCardFor(event: unknown): Promise<ContactCard | undefined> {
  const run = generation
  const contact = buildContact(event, await lookUpDirectory(event))
  if (run !== generation || !canShowContact(contact)) return undefined
  $contactCardEvents.set([event])
  $contactCard.set(contact)
  return contact
}

export function closeContactCard(): void {
  $contactCard.set(undefined)
}
