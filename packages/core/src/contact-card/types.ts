/** What the contact-card modal shows (R-CARD-6). */
export interface ContactCard {
  name: string
  /** The reservation the card belongs to (the event's reservationId, else its geminiReservationId). */
  reservationId: string | null
  phoneNumber: string
  email: string
  /** A data: URI: the directory photo, or DEFAULT_PROFILE_PICTURE. */
  profilePicture: string
  location: string
  /** `HH:mm` in UTC, or `--:--`. */
  availabilityStartTime: string
  availabilityEndTime: string
  /** The event's start date as the API sent it (ISO-8601), for the long date in the sentence. */
  trainingEventDate: string | null
}

/**
 * The directory lookup's fields the card uses (R-CARD-2, R-CARD-3, R-CARD-7). The api
 * area's validated `DirectoryContact` fits it; so does anything looser a partner passes.
 */
export interface DirectoryInfo {
  photo?: string | null
  workingHour?: { startTime?: string | null; endTime?: string | null } | null
  businessPhones?: readonly string[] | null
  mobilePhone?: string | null
}

/** Where and when, for the modal's sentence: "... at {location} on {date}". */
export interface ContactCardMeeting {
  location: string
  /** A long US-English date, e.g. "November 27, 2026" (or the long date of the locale asked for). */
  date: string
}
