// Example payloads matching the examples of docs/api/openapi.yaml: plain data that tests, stories
// and the local services' contract test can share. Dates are fixed (around the test clock, 2026-11-22).
import type * as api from './schemas.ts'

/** A 1x1 JPEG, base64 (no data: prefix), small enough for tests. */
export const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2Q=='

export const exampleUser = {
  email: 'bat.pilot@example.com',
  givenName: 'Alex',
  lastName: 'Morgan',
  userId: 'user-bat-1',
  b2cId: 'b2c-bat-1',
  audience: 'bat'
} as const

export const exampleTrainingEvent: api.TrainingEvent = {
  id: 'evt-bat-1',
  orderProgramType: 'BAT',
  programName: 'A320 Type Rating',
  aircraftType: 'A320',
  startDate: '2026-11-27T08:00:00Z',
  endDate: '2026-12-04T17:00:00Z',
  status: 'upcoming',
  isContactCardDisplayedWeb: false,
  reservationAccountExecutive: {
    accountExecutiveName: 'Jordan Lee',
    accountExecutivePhoneNumber: '+1 555 0100 200',
    accountExecutiveEmail: 'jordan.lee@example.com'
  },
  geminiReservationId: 'GEM-77001',
  reservationId: 'RES-1001',
  operator: { code: 'NWA', name: 'Northwind Air' },
  trainingLocationDisplayName: 'Miami Training Center',
  location: {
    name: 'Miami Training Center',
    addressLine1: '7300 NW 19th Street',
    addressLine2: null,
    city: 'Miami',
    region: 'FL',
    postalCode: '33126',
    country: 'US',
    timeZone: 'America/New_York'
  },
  timing: {
    reportTime: '2026-11-27T07:30:00Z',
    sessions: [
      { start: '2026-11-27T08:00:00Z', end: '2026-11-27T16:00:00Z', activity: 'Ground school', room: 'B2' },
      { start: '2026-11-28T12:00:00Z', end: '2026-11-28T16:00:00Z', activity: 'Simulator session', room: 'SIM 4' }
    ]
  },
  documents: [
    {
      id: 'doc-welcome-1',
      title: 'Welcome letter',
      fileType: 'pdf',
      url: 'https://localhost:4282/files/doc-welcome-1.pdf'
    }
  ],
  // None, so a test may move the event's dates freely: a document due after the start is refused.
  requiredReading: [],
  preCheckInStatus: 'not-started'
}

/** A document the example event could require, due the day before it starts. */
export const exampleRequiredReading: api.RequiredReading = {
  documentId: 'doc-a320-fcom',
  version: '54',
  title: 'A320 FCOM',
  fileType: 'pdf',
  url: 'https://localhost:4282/files/doc-a320-fcom.pdf?v=54',
  dueDate: '2026-11-26T08:00:00Z'
}

export const exampleDirectoryContact: api.DirectoryContact = {
  photo: TINY_JPEG_BASE64,
  workingHour: { startTime: '08:00', endTime: '16:30' },
  businessPhones: ['+1 555 0100 200'],
  mobilePhone: '+1 555 0100 201'
}

export const exampleTrainingRecordDocument: api.TrainingRecordDocument = {
  id: 'rec-2001-cert',
  eventId: 'evt-bat-past-1',
  title: 'Type rating certificate A320',
  kind: 'certificate',
  fileType: 'pdf',
  url: 'https://localhost:4282/files/rec-2001-cert.pdf',
  issuedAt: '2026-06-12T15:00:00Z',
  size: 182044
}

export const exampleScheduleEntry: api.ScheduleEntry = {
  eventId: 'evt-bat-1',
  reservationId: 'RES-1001',
  activity: 'Ground school',
  start: '2026-11-27T08:00:00Z',
  end: '2026-11-27T16:00:00Z',
  location: 'Miami Training Center'
}

export const exampleTsaStatus: api.TsaStatus = {
  reservationId: 'RES-1001',
  status: 'approved',
  updatedAt: '2026-11-10T12:00:00Z'
}

export const exampleLibraryCategories: api.LibraryCategory[] = [
  { id: 'manuals', name: 'Manuals', documentCount: 4 },
  { id: 'bulletins', name: 'Bulletins', documentCount: 2 }
]

export const exampleLibraryDocument: api.LibraryDocument = {
  id: 'doc-a320-fcom',
  title: 'A320 FCOM',
  description: 'Flight crew operating manual, revision 54.',
  category: 'manuals',
  audience: 'all',
  fileType: 'pdf',
  url: 'https://localhost:4282/files/doc-a320-fcom.pdf?v=54',
  updatedAt: '2026-10-01T09:00:00Z',
  featured: true,
  size: 5242880,
  version: '54'
}

export const exampleAcknowledgement: api.Acknowledgement = {
  documentId: 'doc-a320-fcom',
  version: '54',
  acknowledgedAt: '2026-11-21T18:40:00Z'
}

export const exampleRecentlyViewed: api.RecentlyViewedDocument = {
  documentId: 'doc-a320-fcom',
  title: 'A320 FCOM',
  category: 'manuals',
  fileType: 'pdf',
  url: 'https://localhost:4282/files/doc-a320-fcom.pdf',
  viewedAt: '2026-11-21T18:30:00Z'
}

export const exampleCourseware: api.CoursewareProgress = {
  coursewareId: 'cw-a320-systems',
  title: 'A320 Systems',
  percent: 45,
  lastLocation: 'module-3/lesson-2',
  updatedAt: '2026-11-20T19:05:00Z',
  launchUrl: 'https://localhost:4282/courseware/cw-a320-systems/',
  eventId: 'evt-bat-1'
}

export const examplePreCheckInAnswers: api.PreCheckInAnswers = {
  personalDetailsConfirmed: true,
  arrivalDate: '2026-11-26',
  documents: {
    passport: { expiryDate: '2030-04-30' },
    licence: { expiryDate: '2028-01-31' },
    medical: { expiryDate: '2027-06-30' }
  }
}

export const examplePreCheckIn: api.PreCheckIn = {
  eventId: 'evt-bat-1',
  reservationId: 'RES-1001',
  status: 'not-started',
  personalDetails: {
    givenName: 'Alex',
    lastName: 'Morgan',
    email: 'bat.pilot@example.com',
    phoneNumber: '+14155550123',
    nationality: 'US'
  },
  answers: null,
  updatedAt: null
}

export const exampleAccessPass: api.AccessPass = {
  passId: 'PASS-1001',
  holderName: 'Alex Morgan',
  photo: TINY_JPEG_BASE64,
  airline: 'Northwind Air',
  operator: { code: 'NWA', name: 'Northwind Air' },
  trainingCentre: 'Miami Training Center',
  eventId: 'evt-bat-1',
  programName: 'A320 Type Rating',
  validFrom: '2026-11-26T00:00:00Z',
  validUntil: '2026-12-05T23:59:59Z',
  issuedAt: '2026-11-01T10:00:00Z'
}

export const exampleNotificationSettings: api.NotificationSettings = { smsEnabled: true, phoneNumber: '+14155550123' }

export const exampleRemoteConfiguration = {
  accessDeniedMessage: 'You do not have access to this page. Please contact Customer Care.',
  defaultErrorMessage: 'Something went wrong. Please try again.',
  smsNotificationsEnabled: true,
  helpUrl: 'https://localhost:4280/help',
  customerCareUrl: 'https://localhost:4280/help#customer-care',
  privacyPolicyUrl: 'https://localhost:4280/privacy',
  licenseAgreementUrl: 'https://localhost:4280/eula'
} as const

/** The example event with some fields changed (a deep copy: tests may mutate it). */
export function trainingEventWith(overrides: Partial<api.TrainingEvent> = {}): api.TrainingEvent {
  return { ...(JSON.parse(JSON.stringify(exampleTrainingEvent)) as api.TrainingEvent), ...overrides }
}

export function libraryDocumentWith(overrides: Partial<api.LibraryDocument> = {}): api.LibraryDocument {
  return { ...(JSON.parse(JSON.stringify(exampleLibraryDocument)) as api.LibraryDocument), ...overrides }
}

/** A required document `documentId` of `version`, due at `dueDate`, whose file is on the local API. */
export function requiredReadingOf(
  documentId: string,
  version = '1',
  dueDate = '2026-11-26T08:00:00Z',
  title = `Document ${documentId}`
): api.RequiredReading {
  return {
    documentId,
    version,
    title,
    fileType: 'pdf',
    url: `https://localhost:4282/files/${documentId}.pdf?v=${version}`,
    dueDate
  }
}
