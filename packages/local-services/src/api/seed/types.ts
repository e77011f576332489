/**
 * The wire shapes the local API answers with: the contract's schemas, as what is sent (their
 * input side). Nothing is restated here; tests/contract proves the answers match the schemas and
 * docs/api/openapi.yaml.
 */
import type {
  AccessPassSchema,
  AcknowledgementSchema,
  AccountExecutiveSchema,
  AudienceSchema,
  ContactSchema,
  CoursewareProgressSchema,
  DirectoryContactSchema,
  EventLocationSchema,
  LibraryDocumentSchema,
  NotificationSettingsSchema,
  OperatorSchema,
  PreCheckInAnswersSchema,
  PreCheckInSchema,
  RecentlyViewedDocumentSchema,
  RemoteConfigurationResponseSchema,
  RequiredReadingSchema,
  ScheduleEntrySchema,
  TrainingEventSchema,
  TrainingEventStatusSchema,
  TrainingRecordDocumentSchema,
  TrainingSessionSchema,
  TsaStatusSchema,
  UserProfileSchema
} from '@crew-portal/contract'
import type * as v from 'valibot'

type Wire<Schema extends v.GenericSchema> = v.InferInput<Schema>

export type RemoteConfiguration = Required<Wire<typeof RemoteConfigurationResponseSchema>>
export type UserProfile = Wire<typeof UserProfileSchema>
export type NotificationSettings = Wire<typeof NotificationSettingsSchema>
export type AccountExecutive = Wire<typeof AccountExecutiveSchema>
export type EventLocation = Wire<typeof EventLocationSchema>
export type TrainingSession = Wire<typeof TrainingSessionSchema>
export type EventStatus = Wire<typeof TrainingEventStatusSchema>
export type Operator = Wire<typeof OperatorSchema>
export type TrainingEvent = Wire<typeof TrainingEventSchema>
export type DirectoryContact = Wire<typeof DirectoryContactSchema>
export type Contact = Wire<typeof ContactSchema>
export type TrainingRecordDocument = Wire<typeof TrainingRecordDocumentSchema>
export type ScheduleEntry = Wire<typeof ScheduleEntrySchema>
export type TsaStatus = Wire<typeof TsaStatusSchema>
export type LibraryAudience = Wire<typeof AudienceSchema>
export type LibraryDocument = Wire<typeof LibraryDocumentSchema>
export type RecentlyViewedDocument = Wire<typeof RecentlyViewedDocumentSchema>
export type CoursewareProgress = Wire<typeof CoursewareProgressSchema>
export type PreCheckInAnswers = Wire<typeof PreCheckInAnswersSchema>
export type PreCheckIn = Wire<typeof PreCheckInSchema>
export type AccessPass = Wire<typeof AccessPassSchema>
export type RequiredReading = Wire<typeof RequiredReadingSchema>
export type Acknowledgement = Wire<typeof AcknowledgementSchema>
