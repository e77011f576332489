import { formatLongDate } from '../format/calendar.ts'
import { formatUtcTime } from '../format/time.ts'
import { executiveEmail, own, text } from './read.ts'
import type { ContactCard, ContactCardMeeting, DirectoryInfo } from './types.ts'

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#dfe3e8"/>' +
  '<circle cx="48" cy="38" r="18" fill="#9aa4b0"/><path d="M14 92c4-20 18-30 34-30s30 10 34 30z" fill="#9aa4b0"/></svg>'

/** R-CARD-7: the contact's default picture, a neutral silhouette. */
export const DEFAULT_PROFILE_PICTURE = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`

// Only base64 characters reach the data URI: a crafted photo cannot break out of it.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const MAX_PHOTO_LENGTH = 2_000_000

function profilePicture(photo: unknown): string {
  if (typeof photo !== 'string' || photo.length > MAX_PHOTO_LENGTH || photo.length % 4 !== 0 || !BASE64.test(photo)) {
    return DEFAULT_PROFILE_PICTURE
  }
  return `data:image/jpeg;base64,${photo}`
}

/** R-CARD-3: the executive's phone, else the first business phone, else the mobile phone. */
function phoneNumber(event: unknown, directory: unknown): string {
  const businessPhones = own(directory, 'businessPhones')
  const firstBusinessPhone = Array.isArray(businessPhones) ? businessPhones[0] : undefined
  return (
    text(own(own(event, 'reservationAccountExecutive'), 'accountExecutivePhoneNumber')) ??
    text(firstBusinessPhone) ??
    text(own(directory, 'mobilePhone')) ??
    ''
  )
}

function reservationIdOf(event: unknown): string | null {
  return text(own(event, 'reservationId')) ?? text(own(event, 'geminiReservationId')) ?? null
}

/** R-CARD-2: the contact for an event, completed from the directory lookup when there is one. */
export function buildContact(event: unknown, directory?: DirectoryInfo | null): ContactCard {
  const workingHour = own(directory, 'workingHour')
  return {
    name: text(own(own(event, 'reservationAccountExecutive'), 'accountExecutiveName')) ?? '',
    reservationId: reservationIdOf(event),
    phoneNumber: phoneNumber(event, directory),
    email: executiveEmail(event) ?? '',
    profilePicture: profilePicture(own(directory, 'photo')),
    location: text(own(event, 'trainingLocationDisplayName')) ?? '',
    availabilityStartTime: formatUtcTime(text(own(workingHour, 'startTime'))),
    availabilityEndTime: formatUtcTime(text(own(workingHour, 'endTime'))),
    trainingEventDate: text(own(event, 'startDate')) ?? null
  }
}

/** R-CARD-4: the card shows only when both e-mail and phone exist. */
export function canShowContact(contact: ContactCard): boolean {
  return contact.email !== '' && contact.phoneNumber !== ''
}

/** R-CARD-6: the event whose geminiReservationId or reservationId equals the contact's reservationId. */
export function matchReservation<Event>(
  contact: Pick<ContactCard, 'reservationId'> | null | undefined,
  events: readonly Event[]
): Event | undefined {
  const reservationId = text(contact?.reservationId)
  if (!reservationId || !Array.isArray(events)) return undefined
  return events.find(
    (event) =>
      text(own(event, 'geminiReservationId')) === reservationId || text(own(event, 'reservationId')) === reservationId
  )
}

/**
 * The modal's sentence data: the matched event's location and its start as a long US-English date,
 * or as `dateLocale`'s long date for an element in another language.
 */
export function contactCardMeeting(
  contact: Pick<ContactCard, 'reservationId'> | null | undefined,
  events: readonly unknown[],
  dateLocale?: string
): ContactCardMeeting | undefined {
  const event = matchReservation(contact, events)
  const location = text(own(event, 'trainingLocationDisplayName'))
  const startDate = own(event, 'startDate')
  const date = typeof startDate === 'string' ? formatLongDate(startDate, dateLocale) : ''
  return location && date ? { location, date } : undefined
}
