/**
 * The wire shapes the API answers with, as docs/api/openapi.yaml defines them. The contract test
 * (tests/contract) checks every answer against that file and against the core's schemas, so a
 * drift between these types and the contract fails a test rather than a page.
 */
export type IsoDateTime = string
export type IsoDate = string

export interface RemoteConfiguration {
  accessDeniedMessage: string
  defaultErrorMessage: string
  smsNotificationsEnabled: boolean
  helpUrl: string
  customerCareUrl: string
  privacyPolicyUrl: string
  licenseAgreementUrl: string
}

export interface UserProfile {
  email: string
  givenName: string
  lastName: string
  userId: string
  b2cId: string
  /** Absent for crew in neither audience; the app then treats them as BAT. */
  audience?: 'bat' | 'fto'
}

export interface NotificationSettings {
  smsEnabled: boolean
  phoneNumber: string | null
}

export interface AccountExecutive {
  accountExecutiveName: string
  accountExecutivePhoneNumber: string | null
  accountExecutiveEmail: string
}

export interface EventLocation {
  name: string
  addressLine1: string
  addressLine2: string | null
  city: string
  region: string | null
  postalCode: string
  country: string
  timeZone: string
}

export interface TrainingSession {
  start: IsoDateTime
  end: IsoDateTime
  activity: string
  room: string | null
}

export interface EventDocumentSummary {
  id: string
  title: string
  fileType: string
  url: string
}

export type EventStatus = 'upcoming' | 'in-progress' | 'completed' | 'cancelled'
export type PreCheckInStatus = 'not-required' | 'not-started' | 'done'

export interface Operator {
  code: string
  name: string
}

export interface TrainingEvent {
  id: string
  orderProgramType: string
  programName: string
  aircraftType: string | null
  startDate: IsoDateTime
  endDate: IsoDateTime
  status: EventStatus
  isContactCardDisplayedWeb: boolean
  reservationAccountExecutive: AccountExecutive | null
  geminiReservationId: string | null
  reservationId: string
  operator: Operator | null
  trainingLocationDisplayName: string
  location: EventLocation | null
  timing: { reportTime: IsoDateTime | null; sessions: TrainingSession[] }
  documents: EventDocumentSummary[]
  preCheckInStatus: PreCheckInStatus
}

export interface DirectoryContact {
  photo: string | null
  workingHour: { startTime: string; endTime: string } | null
  businessPhones: string[]
  mobilePhone: string | null
}

export interface Contact {
  id: string
  name: string
  email: string | null
  phoneNumber: string | null
  reservationId: string | null
}

export interface TrainingRecordDocument {
  id: string
  eventId: string
  title: string
  kind: string
  fileType: string
  url: string
  issuedAt: IsoDateTime
  size: number
}

export interface ScheduleEntry {
  eventId: string
  reservationId: string
  activity: string
  start: IsoDateTime
  end: IsoDateTime
  location: string
}

export type TsaState = 'not-required' | 'not-submitted' | 'pending' | 'approved' | 'rejected'

export interface TsaStatus {
  reservationId: string
  status: TsaState
  updatedAt: IsoDateTime | null
}

export type LibraryAudience = 'all' | 'fto'

export interface LibraryCategory {
  id: string
  name: string
  documentCount: number
}

export interface LibraryDocument {
  id: string
  title: string
  description: string | null
  category: string
  audience: LibraryAudience
  fileType: string
  url: string
  updatedAt: IsoDateTime
  featured: boolean
  size: number
}

export interface RecentlyViewedDocument {
  documentId: string
  title: string
  category: string
  fileType: string
  url: string
  viewedAt: IsoDateTime
}

export interface CoursewareProgress {
  coursewareId: string
  title: string
  percent: number
  lastLocation: string | null
  updatedAt: IsoDateTime | null
  launchUrl: string
  eventId: string | null
}

export interface PersonalDetails {
  givenName: string
  lastName: string
  email: string
  phoneNumber: string | null
  nationality: string | null
}

export interface PreCheckInAnswers {
  personalDetailsConfirmed: true
  arrivalDate: IsoDate
  documents: Record<'passport' | 'licence' | 'medical', { expiryDate: IsoDate }>
}

export interface PreCheckIn {
  eventId: string
  reservationId: string
  status: 'not-started' | 'done'
  personalDetails: PersonalDetails
  answers: PreCheckInAnswers | null
  updatedAt: IsoDateTime | null
}

export interface AccessPass {
  passId: string
  holderName: string
  photo: string | null
  airline: string
  operator: Operator | null
  trainingCentre: string
  eventId: string
  programName: string
  validFrom: IsoDateTime
  validUntil: IsoDateTime
  issuedAt: IsoDateTime
  code: string
}
