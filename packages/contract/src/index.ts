// The product API's wire format (docs/api/openapi.yaml), stated once: the core parses every answer
// with these schemas, the local services answer with their types and validate writes with them,
// and tests/contract proves server answers = OpenAPI = schemas.
export {
  AudienceSchema,
  Base64JpegSchema,
  ByteSizeSchema,
  E164Schema,
  E164_PATTERN,
  EmailSchema,
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NonEmptyTextSchema,
  TextSchema,
  TimeOfDaySchema,
  WebUrlSchema,
  isId,
  isIsoCalendarDay,
  isIsoDateTime,
  isWebUrl
} from './primitives.ts'
export { unchangedCheck } from './unchanged.ts'
export type { UnchangedCheck } from './unchanged.ts'
export {
  AccessPassListSchema,
  AccessPassSchema,
  AccountExecutiveSchema,
  ApiErrorBodySchema,
  ContactSchema,
  CoursewareListSchema,
  CoursewareProgressRequestSchema,
  CoursewareProgressSchema,
  DirectoryContactSchema,
  DocumentExpirySchema,
  DocumentViewerStatusRequestSchema,
  EventDocumentSummarySchema,
  EventLocationSchema,
  LibraryCategoryListSchema,
  LibraryCategorySchema,
  LibraryDocumentListSchema,
  LibraryDocumentSchema,
  NotificationSettingsSchema,
  OperatorSchema,
  PRE_CHECK_IN_DOCUMENTS,
  PersonalDetailsSchema,
  PreCheckInAnswersSchema,
  PreCheckInRequirementSchema,
  PreCheckInSchema,
  PreCheckInStatusSchema,
  RecentlyViewedDocumentListSchema,
  RecentlyViewedDocumentSchema,
  RecentlyViewedRequestSchema,
  RemoteConfigurationResponseSchema,
  ScheduleEntrySchema,
  ScheduleSchema,
  TRAINING_EVENT_STATUSES,
  TrainingEventListSchema,
  TrainingEventSchema,
  TrainingEventStatusSchema,
  TrainingRecordDocumentListSchema,
  TrainingRecordDocumentSchema,
  TrainingSessionSchema,
  TrainingTimingSchema,
  TsaApprovalStatusSchema,
  TsaStatusSchema,
  UserAudienceSchema,
  UserProfileSchema,
  ValidationErrorSchema,
  WorkingHourSchema
} from './schemas.ts'
export type {
  AccessPass,
  AccountExecutive,
  ApiErrorBody,
  ApiUserProfile,
  Audience,
  Contact,
  CoursewareProgress,
  CoursewareProgressRequest,
  DirectoryContact,
  DocumentExpiry,
  DocumentViewerStatusRequest,
  EventDocumentSummary,
  EventLocation,
  LibraryCategory,
  LibraryDocument,
  NotificationSettings,
  Operator,
  PersonalDetails,
  PreCheckIn,
  PreCheckInAnswers,
  PreCheckInDocumentKind,
  PreCheckInRequirement,
  PreCheckInStatus,
  ProgramType,
  RecentlyViewedDocument,
  RecentlyViewedRequest,
  RemoteConfigurationResponse,
  ScheduleEntry,
  TrainingEvent,
  TrainingEventStatus,
  TrainingRecordDocument,
  TrainingSession,
  TrainingTiming,
  TsaApprovalStatus,
  TsaStatus,
  UserAudience,
  ValidationErrorBody,
  WorkingHour
} from './schemas.ts'
export {
  KNOWN_FLAGS
} from './flags.ts'
export type {
  KnownFlagName
} from './flags.ts'
export {
  API_PREFIX,
  PASS_ISSUER_KEYS_PATH,
  PASS_REVOCATIONS_PATH,
  REMOTE_CONFIGURATION_PATH
} from './paths.ts'
export {
  CompactJwsSchema,
  DeviceIdSchema,
  DevicePublicKeySchema,
  PASS_CODE_MAX_BYTES,
  PASS_CODE_PREFIX,
  PASS_ISSUER_ALGORITHM,
  PASS_TEXT_MAX_BYTES,
  PassCredentialClaimsSchema,
  PassCredentialHeaderSchema,
  PassKeyIdSchema,
  base64UrlOfLength,
  compressDeviceKey,
  decodeBase64Url,
  encodeBase64Url,
  fitUtf8,
  parsePassCode,
  parsePassCredential,
  passCode,
  passCodeSigningInput,
  utf8Bytes
} from './pass-code.ts'
export { PassIssuerKeySchema, PassIssuerKeySetSchema, PassRevocationsSchema } from './pass-keys.ts'
export type { PassIssuerKey, PassIssuerKeySet, PassRevocations } from './pass-keys.ts'
export { DeviceListSchema, DeviceSchema, PassCredentialRequestSchema, PassCredentialSchema } from './pass-devices.ts'
export type { Device, PassCredential, PassCredentialRequest } from './pass-devices.ts'
export { PASS_WINDOW_SECONDS, PASS_WINDOW_TOLERANCE, passWindow, passWindowStart } from './pass-window.ts'
export type { DevicePublicKey, ParsedPassCode, PassCredentialClaims, PassCredentialHeader } from './pass-code.ts'
