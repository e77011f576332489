import { contactCardMeeting, formatUtcTime } from '@crew-portal/core'
import type { ContactCardMeeting, ContactCardPerson } from './ContactCard.tsx'

/** The fields of the contact card (R-CARD-6) that the element accepts by property. */
export interface ContactCardInput {
  name: string
  reservationId?: string | null
  phoneNumber: string
  email: string
  profilePicture?: string | null
  location?: string | null
  availabilityStartTime?: string | null
  availabilityEndTime?: string | null
  trainingEventDate?: string | null
}

/** The training-event fields the reservation sentence needs (R-CARD-6). */
export interface ContactCardEventInput {
  reservationId?: string | null
  geminiReservationId?: string | null
  trainingLocationDisplayName?: string | null
  startDate?: string | null
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/**
 * Reads the `contact` property a partner set. Returns undefined unless name, e-mail and phone are
 * strings (the card shows only with both e-mail and phone, R-CARD-4); never throws.
 */
export function toContactCardPerson(value: unknown): ContactCardPerson | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const input = value as Record<string, unknown>
  const name = text(input.name)
  const email = text(input.email)
  const phoneNumber = text(input.phoneNumber)
  if (!name || !email || !phoneNumber) return undefined
  return {
    name,
    email,
    phoneNumber,
    picture: text(input.profilePicture),
    availabilityStartTime: formatUtcTime(text(input.availabilityStartTime)),
    availabilityEndTime: formatUtcTime(text(input.availabilityEndTime))
  }
}

/**
 * The reservation sentence's data: the rule (R-CARD-6) is the core's `contactCardMeeting`. The date
 * is US English unless the card is in another language (`dateLocale`).
 */
export function meetingFor(contact: unknown, events: unknown, dateLocale?: string): ContactCardMeeting | undefined {
  if (typeof contact !== 'object' || contact === null || !Array.isArray(events)) return undefined
  const reservationId = text((contact as Record<string, unknown>).reservationId) ?? null
  return contactCardMeeting({ reservationId }, events as unknown[], dateLocale)
}
