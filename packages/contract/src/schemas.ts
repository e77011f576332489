// The product API's entities as valibot schemas, one per schema of docs/api/openapi.yaml, and their
// TypeScript types. Every response is parsed through one of these at the api boundary, so code past
// it can trust the shapes. `v.object` drops unknown keys (including `__proto__`), so the server may
// add fields without the client noticing; a missing or retyped field is an error naming its path.
import * as v from 'valibot'
import {
  AudienceSchema,
  Base64JpegSchema,
  ByteSizeSchema,
  E164Schema,
  EmailSchema,
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NonEmptyTextSchema,
  TextSchema,
  TimeOfDaySchema,
  WebUrlSchema
} from './primitives.ts'

/** Optional text that the server may send as null or leave out; always `string | null` once parsed. */
const OptionalTextSchema = v.nullish(TextSchema, null)

// ---------------------------------------------------------------- errors

export const ApiErrorBodySchema = v.object({ message: TextSchema })
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>

/** A 400 answer to a write: `field` is the dotted path of the first offending field. */
export const ValidationErrorSchema = v.object({ message: TextSchema, field: TextSchema })
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorSchema>

// ---------------------------------------------------------------- configuration and user

export const RemoteConfigurationResponseSchema = v.object({
  accessDeniedMessage: NonEmptyTextSchema,
  defaultErrorMessage: NonEmptyTextSchema,
  smsNotificationsEnabled: v.boolean(),
  helpUrl: WebUrlSchema,
  customerCareUrl: WebUrlSchema,
  privacyPolicyUrl: v.optional(WebUrlSchema),
  licenseAgreementUrl: v.optional(WebUrlSchema)
})
export type RemoteConfigurationResponse = v.InferOutput<typeof RemoteConfigurationResponseSchema>

export const UserAudienceSchema = v.picklist(['bat', 'fto'])
export type UserAudience = v.InferOutput<typeof UserAudienceSchema>

/** `givenName` is the name; some sources call it `firstName` (R-USER-1), so either is accepted. */
export const UserProfileSchema = v.pipe(
  v.object({
    email: EmailSchema,
    givenName: v.optional(NonEmptyTextSchema),
    firstName: v.optional(NonEmptyTextSchema),
    lastName: TextSchema,
    userId: NonEmptyTextSchema,
    b2cId: NonEmptyTextSchema,
    audience: v.optional(UserAudienceSchema, 'bat')
  }),
  v.forward(
    v.partialCheck(
      [['givenName'], ['firstName']],
      (input) => input.givenName !== undefined || input.firstName !== undefined,
      'givenName (or firstName) is required'
    ),
    ['givenName']
  ),
  v.transform(({ firstName, givenName, ...rest }) => ({ ...rest, givenName: givenName ?? firstName ?? '' }))
)
export type ApiUserProfile = v.InferOutput<typeof UserProfileSchema>

export const NotificationSettingsSchema = v.pipe(
  v.object({
    smsEnabled: v.boolean(),
    phoneNumber: v.nullable(E164Schema)
  }),
  v.forward(
    v.partialCheck(
      [['smsEnabled'], ['phoneNumber']],
      (input) => !input.smsEnabled || input.phoneNumber !== null,
      'A phone number is required when SMS notifications are on'
    ),
    ['phoneNumber']
  )
)
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>

// ---------------------------------------------------------------- training

export const AccountExecutiveSchema = v.object({
  accountExecutiveName: NonEmptyTextSchema,
  accountExecutivePhoneNumber: OptionalTextSchema,
  accountExecutiveEmail: EmailSchema
})
export type AccountExecutive = v.InferOutput<typeof AccountExecutiveSchema>

export const EventLocationSchema = v.object({
  name: TextSchema,
  addressLine1: TextSchema,
  addressLine2: OptionalTextSchema,
  city: TextSchema,
  region: OptionalTextSchema,
  postalCode: TextSchema,
  country: TextSchema,
  timeZone: v.optional(TextSchema)
})
export type EventLocation = v.InferOutput<typeof EventLocationSchema>

export const TrainingSessionSchema = v.pipe(
  v.object({
    start: IsoDateTimeSchema,
    end: IsoDateTimeSchema,
    activity: NonEmptyTextSchema,
    room: OptionalTextSchema
  }),
  v.forward(
    v.partialCheck(
      [['start'], ['end']],
      (input) => Date.parse(input.end) > Date.parse(input.start),
      'end must be after start'
    ),
    ['end']
  )
)
export type TrainingSession = v.InferOutput<typeof TrainingSessionSchema>

export const TrainingTimingSchema = v.object({
  reportTime: v.nullish(IsoDateTimeSchema, null),
  sessions: v.array(TrainingSessionSchema)
})
export type TrainingTiming = v.InferOutput<typeof TrainingTimingSchema>

export const EventDocumentSummarySchema = v.object({
  id: IdSchema,
  title: TextSchema,
  fileType: TextSchema,
  url: WebUrlSchema
})
export type EventDocumentSummary = v.InferOutput<typeof EventDocumentSummarySchema>

/** The airline (operator) a crew member trains for on an event; `code` is stable, `name` is shown. */
export const OperatorSchema = v.object({ code: IdSchema, name: NonEmptyTextSchema })
export type Operator = v.InferOutput<typeof OperatorSchema>

/**
 * A document's revision as its publisher names it ("54", "2026-3", "B"): a new one is a new text, which
 * a pilot confirms again (required reading). Safe in a URL's query.
 */
export const DocumentVersionSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._-]{1,32}$/, 'Expected a version of 1-32 letters, digits, ".", "_" or "-"')
)
export type DocumentVersion = v.InferOutput<typeof DocumentVersionSchema>

/**
 * A library document an event requires its crew to read, in the version they must read, by
 * `dueDate` (at the latest the event's start). Title, type and link come with it, so the event's
 * page lists it without the library, and its file can be stored for offline reading.
 */
export const RequiredReadingSchema = v.object({
  documentId: IdSchema,
  version: DocumentVersionSchema,
  title: NonEmptyTextSchema,
  fileType: TextSchema,
  url: WebUrlSchema,
  dueDate: IsoDateTimeSchema
})
export type RequiredReading = v.InferOutput<typeof RequiredReadingSchema>

export const TRAINING_EVENT_STATUSES = ['upcoming', 'in-progress', 'completed', 'cancelled'] as const
export const TrainingEventStatusSchema = v.picklist(TRAINING_EVENT_STATUSES)
export type TrainingEventStatus = v.InferOutput<typeof TrainingEventStatusSchema>

export const PreCheckInRequirementSchema = v.picklist(['not-required', 'not-started', 'done'])
export type PreCheckInRequirement = v.InferOutput<typeof PreCheckInRequirementSchema>

/** The program types crew meet; the API may send others, which are kept as they are. */
export type ProgramType = 'BAT' | 'BATTCM' | 'FTO' | (string & {})

export const TrainingEventSchema = v.pipe(
  v.object({
    id: IdSchema,
    orderProgramType: v.pipe(
      TextSchema,
      v.transform((type): ProgramType => type)
    ),
    programName: TextSchema,
    aircraftType: OptionalTextSchema,
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    status: TrainingEventStatusSchema,
    isContactCardDisplayedWeb: v.boolean(),
    reservationAccountExecutive: v.nullable(AccountExecutiveSchema),
    geminiReservationId: OptionalTextSchema,
    reservationId: IdSchema,
    operator: v.nullish(OperatorSchema, null),
    trainingLocationDisplayName: TextSchema,
    location: v.nullish(EventLocationSchema, null),
    timing: TrainingTimingSchema,
    documents: v.array(EventDocumentSummarySchema),
    /** An older server sends none: the event requires nothing. */
    requiredReading: v.optional(v.array(RequiredReadingSchema), []),
    preCheckInStatus: PreCheckInRequirementSchema
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => Date.parse(input.endDate) >= Date.parse(input.startDate),
      'endDate must not be before startDate'
    ),
    ['endDate']
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['requiredReading']],
      (input) => input.requiredReading.every(({ dueDate }) => Date.parse(dueDate) <= Date.parse(input.startDate)),
      'a required document must be due by the start of the event'
    ),
    ['requiredReading']
  )
)
export type TrainingEvent = v.InferOutput<typeof TrainingEventSchema>
export const TrainingEventListSchema = v.array(TrainingEventSchema)

export const TrainingRecordDocumentSchema = v.object({
  id: IdSchema,
  eventId: IdSchema,
  title: TextSchema,
  kind: TextSchema,
  fileType: TextSchema,
  url: WebUrlSchema,
  issuedAt: IsoDateTimeSchema,
  size: ByteSizeSchema
})
export type TrainingRecordDocument = v.InferOutput<typeof TrainingRecordDocumentSchema>
export const TrainingRecordDocumentListSchema = v.array(TrainingRecordDocumentSchema)

export const ScheduleEntrySchema = v.object({
  eventId: IdSchema,
  reservationId: IdSchema,
  activity: TextSchema,
  start: IsoDateTimeSchema,
  end: IsoDateTimeSchema,
  location: TextSchema
})
export type ScheduleEntry = v.InferOutput<typeof ScheduleEntrySchema>
export const ScheduleSchema = v.array(ScheduleEntrySchema)

// ---------------------------------------------------------------- contacts

export const WorkingHourSchema = v.object({ startTime: TimeOfDaySchema, endTime: TimeOfDaySchema })
export type WorkingHour = v.InferOutput<typeof WorkingHourSchema>

export const DirectoryContactSchema = v.object({
  photo: v.nullish(Base64JpegSchema, null),
  workingHour: v.nullish(WorkingHourSchema, null),
  businessPhones: v.array(TextSchema),
  mobilePhone: OptionalTextSchema
})
export type DirectoryContact = v.InferOutput<typeof DirectoryContactSchema>

export const ContactSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  email: OptionalTextSchema,
  phoneNumber: OptionalTextSchema,
  reservationId: OptionalTextSchema
})
export type Contact = v.InferOutput<typeof ContactSchema>

// ---------------------------------------------------------------- pre-check-in

export const TsaApprovalStatusSchema = v.picklist(['not-required', 'not-submitted', 'pending', 'approved', 'rejected'])
export type TsaApprovalStatus = v.InferOutput<typeof TsaApprovalStatusSchema>

export const TsaStatusSchema = v.object({
  reservationId: IdSchema,
  status: TsaApprovalStatusSchema,
  updatedAt: v.nullish(IsoDateTimeSchema, null)
})
export type TsaStatus = v.InferOutput<typeof TsaStatusSchema>

export const DocumentExpirySchema = v.strictObject({ expiryDate: IsoDateSchema })
export type DocumentExpiry = v.InferOutput<typeof DocumentExpirySchema>

export const PRE_CHECK_IN_DOCUMENTS = ['passport', 'licence', 'medical'] as const
export type PreCheckInDocumentKind = (typeof PRE_CHECK_IN_DOCUMENTS)[number]

/** The body of PUT /precheckin/{eventId}; the rules that need "today" or the event live in pre-check-in. */
export const PreCheckInAnswersSchema = v.strictObject({
  personalDetailsConfirmed: v.literal(true, 'Please confirm your personal details'),
  arrivalDate: IsoDateSchema,
  documents: v.strictObject({
    passport: DocumentExpirySchema,
    licence: DocumentExpirySchema,
    medical: DocumentExpirySchema
  })
})
export type PreCheckInAnswers = v.InferOutput<typeof PreCheckInAnswersSchema>

export const PersonalDetailsSchema = v.object({
  givenName: TextSchema,
  lastName: TextSchema,
  email: EmailSchema,
  phoneNumber: OptionalTextSchema,
  nationality: OptionalTextSchema
})
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>

export const PreCheckInStatusSchema = v.picklist(['not-started', 'done'])
export type PreCheckInStatus = v.InferOutput<typeof PreCheckInStatusSchema>

export const PreCheckInSchema = v.object({
  eventId: IdSchema,
  reservationId: IdSchema,
  status: PreCheckInStatusSchema,
  personalDetails: PersonalDetailsSchema,
  // Answers stored by an older server may carry extra keys; read them leniently, write them strictly.
  answers: v.nullable(
    v.object({
      personalDetailsConfirmed: v.boolean(),
      arrivalDate: IsoDateSchema,
      documents: v.object({
        passport: v.object({ expiryDate: IsoDateSchema }),
        licence: v.object({ expiryDate: IsoDateSchema }),
        medical: v.object({ expiryDate: IsoDateSchema })
      })
    })
  ),
  updatedAt: v.nullable(IsoDateTimeSchema)
})
export type PreCheckIn = v.InferOutput<typeof PreCheckInSchema>

// ---------------------------------------------------------------- library

export const LibraryCategorySchema = v.object({
  id: IdSchema,
  name: TextSchema,
  documentCount: ByteSizeSchema
})
export type LibraryCategory = v.InferOutput<typeof LibraryCategorySchema>
export const LibraryCategoryListSchema = v.array(LibraryCategorySchema)

export type Audience = v.InferOutput<typeof AudienceSchema>

export const LibraryDocumentSchema = v.object({
  id: IdSchema,
  title: NonEmptyTextSchema,
  description: OptionalTextSchema,
  category: IdSchema,
  audience: AudienceSchema,
  fileType: TextSchema,
  url: WebUrlSchema,
  updatedAt: IsoDateTimeSchema,
  featured: v.boolean(),
  size: ByteSizeSchema,
  version: DocumentVersionSchema
})
export type LibraryDocument = v.InferOutput<typeof LibraryDocumentSchema>
export const LibraryDocumentListSchema = v.array(LibraryDocumentSchema)

export const RecentlyViewedDocumentSchema = v.object({
  documentId: IdSchema,
  title: TextSchema,
  category: IdSchema,
  fileType: TextSchema,
  url: WebUrlSchema,
  viewedAt: IsoDateTimeSchema
})
export type RecentlyViewedDocument = v.InferOutput<typeof RecentlyViewedDocumentSchema>
export const RecentlyViewedDocumentListSchema = v.array(RecentlyViewedDocumentSchema)

export const RecentlyViewedRequestSchema = v.strictObject({ documentId: IdSchema })
export type RecentlyViewedRequest = v.InferOutput<typeof RecentlyViewedRequestSchema>

export const DocumentViewerStatusRequestSchema = v.strictObject({
  documentId: IdSchema,
  status: v.picklist(['opened', 'closed']),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)))
})
export type DocumentViewerStatusRequest = v.InferOutput<typeof DocumentViewerStatusRequestSchema>

// ---------------------------------------------------------------- required reading

/** That the pilot read and understood `version` of a document, and when the API recorded it. */
export const AcknowledgementSchema = v.object({
  documentId: IdSchema,
  version: DocumentVersionSchema,
  acknowledgedAt: IsoDateTimeSchema
})
export type Acknowledgement = v.InferOutput<typeof AcknowledgementSchema>
export const AcknowledgementListSchema = v.array(AcknowledgementSchema)

/** The body of POST /reading/acknowledgements: the document and the version the pilot read. */
export const AcknowledgementRequestSchema = v.strictObject({
  documentId: IdSchema,
  version: DocumentVersionSchema
})
export type AcknowledgementRequest = v.InferOutput<typeof AcknowledgementRequestSchema>

// ---------------------------------------------------------------- learning

const PercentSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))

export const CoursewareProgressSchema = v.object({
  coursewareId: IdSchema,
  title: TextSchema,
  percent: PercentSchema,
  lastLocation: v.nullable(TextSchema),
  updatedAt: v.nullable(IsoDateTimeSchema),
  launchUrl: WebUrlSchema,
  eventId: OptionalTextSchema
})
export type CoursewareProgress = v.InferOutput<typeof CoursewareProgressSchema>
export const CoursewareListSchema = v.array(CoursewareProgressSchema)

export const CoursewareProgressRequestSchema = v.strictObject({
  percent: PercentSchema,
  lastLocation: v.pipe(v.string(), v.minLength(1), v.maxLength(200))
})
export type CoursewareProgressRequest = v.InferOutput<typeof CoursewareProgressRequestSchema>

// ---------------------------------------------------------------- access pass

export const AccessPassSchema = v.pipe(
  v.object({
    passId: IdSchema,
    holderName: TextSchema,
    photo: v.nullish(Base64JpegSchema, null),
    airline: TextSchema,
    /** The airline of the pass's event (the side navigation's context scopes passes by it). */
    operator: v.nullish(OperatorSchema, null),
    trainingCentre: TextSchema,
    eventId: IdSchema,
    programName: TextSchema,
    validFrom: IsoDateTimeSchema,
    validUntil: IsoDateTimeSchema,
    issuedAt: IsoDateTimeSchema
  }),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validUntil']],
      (input) => Date.parse(input.validUntil) > Date.parse(input.validFrom),
      'validUntil must be after validFrom'
    ),
    ['validUntil']
  )
)
export type AccessPass = v.InferOutput<typeof AccessPassSchema>
export const AccessPassListSchema = v.array(AccessPassSchema)
