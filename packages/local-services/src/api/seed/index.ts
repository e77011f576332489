import { CONTACTS, DIRECTORY } from './directory.ts'
import { seedAcknowledgements, seedEvents, type SeedAcknowledgement, type SeedEvent } from './events.ts'
import { largeEvents, largeLibrary } from './large.ts'
import { seedAccessPasses, seedCourseware, type SeedAccessPass, type SeedCourseware } from './learning.ts'
import { LIBRARY_CATEGORIES, seedLibrary } from './library.ts'
import type { Contact, DirectoryContact, LibraryDocument, RemoteConfiguration } from './types.ts'
import { SEEDED_USERS, type SeededUser } from './users.ts'

export interface SeedData {
  configuration: RemoteConfiguration
  users: readonly SeededUser[]
  /** Every crew member's events, sorted by start date ascending. */
  events: readonly SeedEvent[]
  directory: ReadonlyMap<string, DirectoryContact>
  contacts: readonly Contact[]
  libraryCategories: ReadonlyArray<{ id: string; name: string }>
  libraryDocuments: readonly LibraryDocument[]
  courseware: readonly SeedCourseware[]
  accessPasses: readonly SeedAccessPass[]
  /** Each crew member's acknowledgements of required reading before any write, oldest first. */
  acknowledgements: readonly SeedAcknowledgement[]
}

/** `default`: the demo accounts' data. `large`: the same plus an airline-sized library and schedule (large.ts). */
export type SeedSize = 'default' | 'large'

export interface SeedOrigins {
  /** The app's origin, for the help and policy links of the remote configuration. */
  app: string
  /** The API's own origin, for document and courseware links. */
  api: string
}

/**
 * Everything the API serves before any write, as a pure function of the clock: dates are relative
 * to `now` so a demo on any day has an event in 5 days, one in 40 days, one in progress (its door
 * pass valid today) and past ones. Ids are fixed.
 */
export function seedData(now: Date, origins: SeedOrigins, size: SeedSize = 'default'): SeedData {
  const library = seedLibrary(now, origins.api)
  const demo = seedEvents(now, origins.api, library)
  const generated = size === 'large' ? largeEvents(now, origins.api) : []
  const events = [...demo, ...generated].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
  return {
    configuration: {
      accessDeniedMessage: 'You do not have access to this page. Please contact Customer Care.',
      defaultErrorMessage: 'Something went wrong. Please try again.',
      smsNotificationsEnabled: true,
      helpUrl: `${origins.app}/help`,
      customerCareUrl: `${origins.app}/help#customer-care`,
      privacyPolicyUrl: `${origins.app}/privacy.html`,
      licenseAgreementUrl: `${origins.app}/eula`
    },
    users: SEEDED_USERS,
    events,
    directory: DIRECTORY,
    contacts: CONTACTS,
    libraryCategories: LIBRARY_CATEGORIES,
    libraryDocuments: size === 'large' ? [...library, ...largeLibrary(now, origins.api)] : library,
    courseware: seedCourseware(now, origins.api),
    // Passes for the demo events only: the generated schedule is for lists, not for the door.
    accessPasses: seedAccessPasses(now, demo, SEEDED_USERS),
    acknowledgements: seedAcknowledgements(now, library).sort(
      (a, b) => Date.parse(a.acknowledgedAt) - Date.parse(b.acknowledgedAt)
    )
  }
}

export type { SeedAcknowledgement, SeedEvent } from './events.ts'
export { LARGE_EVENT_COUNT, LARGE_LIBRARY_SIZE } from './large.ts'
export type { SeedAccessPass, SeedCourseware } from './learning.ts'
export { findSeededUser, SEEDED_USERS, ALEX_MORGAN, SAM_RIVERA, KIM_PARK } from './users.ts'
export type { SeededUser, CrewAudience } from './users.ts'
