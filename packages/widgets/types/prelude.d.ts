// The data types and the configuration API of @crew-portal/widgets. scripts/finish-dist.mjs puts
// this text at the top of dist/crew-elements.d.ts and adds the element classes from the manifest.

/** The access pass as `<crew-access-pass>` accepts it (the `pass` property or attribute). */
export interface AccessPassData {
  /** What the QR code encodes: the code the training centre's scanner reads. */
  id: string
  holderName: string
  /** An image URL or data URL of the holder; a placeholder shows when missing. */
  photo?: string
  airline: string
  trainingCentre: string
  eventName: string
  /** ISO date-times bounding the pass's validity. */
  validFrom: string
  validUntil: string
}

/** The contact `<crew-contact-card>` shows (the `contact` property or attribute). */
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

/** The training-event fields the contact card's reservation sentence needs. */
export interface ContactCardEventInput {
  reservationId?: string | null
  geminiReservationId?: string | null
  trainingLocationDisplayName?: string | null
  startDate?: string | null
}
