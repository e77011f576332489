import * as v from 'valibot'

/**
 * The write bodies of docs/api/openapi.yaml, checked on the server side. The core has its own
 * copies for the client (local-services may not import core code); the contract test keeps both
 * in step with the OpenAPI file.
 */
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/, 'Expected an identifier of 1-100 letters, digits, ".", "_", ":" or "-"'))

export function isIsoCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const time = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text
}

const IsoDateSchema = v.pipe(v.string('Expected an ISO date (yyyy-MM-dd)'), v.check(isIsoCalendarDay, 'Expected an ISO date (yyyy-MM-dd)'))

export const E164Schema = v.pipe(v.string(), v.regex(/^\+[1-9]\d{1,14}$/, 'Expected a phone number in E.164 form, e.g. +14155550123'))

export const NotificationSettingsRequestSchema = v.pipe(
  v.object({ smsEnabled: v.boolean(), phoneNumber: v.nullable(E164Schema) }),
  v.forward(
    v.partialCheck([['smsEnabled'], ['phoneNumber']], (input) => !input.smsEnabled || input.phoneNumber !== null, 'A phone number is required when SMS notifications are on'),
    ['phoneNumber']
  )
)

const DocumentExpirySchema = v.strictObject({ expiryDate: IsoDateSchema })

export const PreCheckInAnswersRequestSchema = v.strictObject({
  personalDetailsConfirmed: v.literal(true, 'Please confirm your personal details'),
  arrivalDate: IsoDateSchema,
  documents: v.strictObject({ passport: DocumentExpirySchema, licence: DocumentExpirySchema, medical: DocumentExpirySchema })
})
export type PreCheckInAnswersRequest = v.InferOutput<typeof PreCheckInAnswersRequestSchema>

export const CoursewareProgressRequestSchema = v.strictObject({
  percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  lastLocation: v.pipe(v.string(), v.minLength(1), v.maxLength(200))
})

export const RecentlyViewedRequestSchema = v.strictObject({ documentId: IdSchema })

export const DocumentViewerStatusRequestSchema = v.strictObject({
  documentId: IdSchema,
  status: v.picklist(['opened', 'closed']),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)))
})

export const EmailSchema = v.pipe(v.string(), v.maxLength(254), v.email('Expected an e-mail address'))
