// The product API's contract, checked from both sides: every route of the local API is called and
// each answer must match docs/api/openapi.yaml (JSON Schema, via Ajv) and parse with the contract's
// valibot schemas (what the app does with it). A route added to one side only fails here too.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as core from '@crew-portal/contract'
import { apiRoutes } from '../../packages/local-services/src/api/routes/index.ts'
import {
  createTestDeviceKey,
  offCurve,
  startTestApi,
  type TestApi
} from '../../packages/local-services/test/api/index.ts'
import { createResponseChecker, describeErrors, loadOpenApi, operations, type OpenApiDocument } from './openapi.ts'

const NOW = new Date()
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

type Who = 'alex' | 'sam' | 'kim' | 'nobody'

interface ContractCase {
  method: 'GET' | 'PUT' | 'POST'
  /** The OpenAPI path template the call exercises. */
  template: string
  /**
   * The path called, where it is not the template as it stands (its parameters filled in, or a
   * query added); `{registeredDevice}` stands for the device the last credential answer named.
   */
  path?: string
  status: number
  /** The core schema the app parses a 2xx answer with. */
  schema?: v.GenericSchema
  body?: unknown
  /** The core schema of the request body, for writes expected to succeed. */
  requestSchema?: v.GenericSchema
  as?: Who
  /** Request headers (an Idempotency-Key). */
  headers?: Record<string, string>
}

const preCheckInAnswers = {
  personalDetailsConfirmed: true,
  arrivalDate: day(4),
  documents: {
    passport: { expiryDate: '2035-04-30' },
    licence: { expiryDate: '2034-01-31' },
    medical: { expiryDate: '2033-06-30' }
  }
}

const device = await createTestDeviceKey()
const REGISTERED_DEVICE = '{registeredDevice}'
/** The token of the calendar link the last `POST /user/calendar` made. */
const CALENDAR_TOKEN = '{calendarToken}'

/** In order: writes come before the reads that show them, so lists are not trivially empty. */
const CASES: ContractCase[] = [
  {
    method: 'GET',
    template: '/api/v1/configuration/settings',
    status: 200,
    schema: core.RemoteConfigurationResponseSchema,
    as: 'nobody'
  },
  { method: 'GET', template: '/api/v1/user', status: 200, schema: core.UserProfileSchema },
  { method: 'GET', template: '/api/v1/user', status: 200, schema: core.UserProfileSchema, as: 'sam' },
  { method: 'GET', template: '/api/v1/user', status: 200, schema: core.UserProfileSchema, as: 'kim' },
  { method: 'GET', template: '/api/v1/user/notifications', status: 200, schema: core.NotificationSettingsSchema },
  {
    method: 'PUT',
    template: '/api/v1/user/notifications',
    status: 200,
    schema: core.NotificationSettingsSchema,
    body: { smsEnabled: true, phoneNumber: '+14155550123' },
    requestSchema: core.NotificationSettingsSchema
  },
  {
    method: 'PUT',
    template: '/api/v1/user/notifications',
    status: 400,
    body: { smsEnabled: 'yes', phoneNumber: null }
  },
  // A save sent again with its key answers the first answer; the key with another body is a 422.
  {
    method: 'PUT',
    template: '/api/v1/user/notifications',
    status: 200,
    schema: core.NotificationSettingsSchema,
    body: { smsEnabled: true, phoneNumber: '+14155550123' },
    headers: { 'Idempotency-Key': '3f2c7a1e-0b6d-4e58-9a51-2d7c4b8e9f10' }
  },
  {
    method: 'PUT',
    template: '/api/v1/user/notifications',
    status: 200,
    schema: core.NotificationSettingsSchema,
    body: { smsEnabled: true, phoneNumber: '+14155550123' },
    headers: { 'Idempotency-Key': '3f2c7a1e-0b6d-4e58-9a51-2d7c4b8e9f10' }
  },
  {
    method: 'PUT',
    template: '/api/v1/user/notifications',
    status: 422,
    body: { smsEnabled: false, phoneNumber: null },
    headers: { 'Idempotency-Key': '3f2c7a1e-0b6d-4e58-9a51-2d7c4b8e9f10' }
  },
  { method: 'GET', template: '/api/v1/user/notifications', status: 200, schema: core.NotificationSettingsSchema },
  { method: 'GET', template: '/api/v1/trainingevents', status: 200, schema: core.TrainingEventListSchema },
  { method: 'GET', template: '/api/v1/trainingevents', status: 200, schema: core.TrainingEventListSchema, as: 'sam' },
  { method: 'GET', template: '/api/v1/trainingevents', status: 200, schema: core.TrainingEventListSchema, as: 'kim' },
  {
    method: 'GET',
    template: '/api/v1/trainingevents',
    path: '/api/v1/trainingevents?limit=1',
    status: 200,
    schema: core.TrainingEventListSchema
  },
  {
    method: 'GET',
    template: '/api/v1/trainingevents',
    path: '/api/v1/trainingevents?limit=1&cursor=1',
    status: 200,
    schema: core.TrainingEventListSchema
  },
  { method: 'GET', template: '/api/v1/trainingevents', path: '/api/v1/trainingevents?limit=0', status: 400 },
  {
    method: 'GET',
    template: '/api/v1/trainingevents/{id}',
    path: '/api/v1/trainingevents/evt-bat-upcoming',
    status: 200,
    schema: core.TrainingEventSchema
  },
  { method: 'GET', template: '/api/v1/trainingevents/{id}', path: '/api/v1/trainingevents/evt-nope', status: 404 },
  {
    method: 'PUT',
    template: '/api/v1/trainingevents/{reservationId}/contactcarddisplayed',
    path: '/api/v1/trainingevents/RES-1001/contactcarddisplayed',
    status: 204
  },
  {
    method: 'PUT',
    template: '/api/v1/trainingevents/{reservationId}/contactcarddisplayed',
    path: '/api/v1/trainingevents/RES-9999/contactcarddisplayed',
    status: 404
  },
  {
    method: 'GET',
    template: '/api/v1/directory/contacts',
    path: '/api/v1/directory/contacts?email=jordan.lee%40example.com',
    status: 200,
    schema: core.DirectoryContactSchema
  },
  {
    method: 'GET',
    template: '/api/v1/directory/contacts',
    path: '/api/v1/directory/contacts?email=priya.shah%40example.com',
    status: 200,
    schema: core.DirectoryContactSchema
  },
  {
    method: 'GET',
    template: '/api/v1/directory/contacts',
    path: '/api/v1/directory/contacts?email=morgan.blake%40example.com',
    status: 200,
    schema: core.DirectoryContactSchema
  },
  {
    method: 'GET',
    template: '/api/v1/directory/contacts',
    path: '/api/v1/directory/contacts?email=not-an-email',
    status: 400
  },
  {
    method: 'GET',
    template: '/api/v1/directory/contacts',
    path: '/api/v1/directory/contacts?email=nobody%40example.com',
    status: 404
  },
  {
    method: 'GET',
    template: '/api/v1/contacts/{id}',
    path: '/api/v1/contacts/ae-jordan-lee',
    status: 200,
    schema: core.ContactSchema
  },
  {
    method: 'GET',
    template: '/api/v1/contacts/{id}',
    path: '/api/v1/contacts/customer-care',
    status: 200,
    schema: core.ContactSchema
  },
  { method: 'GET', template: '/api/v1/contacts/{id}', path: '/api/v1/contacts/nobody', status: 404 },
  { method: 'POST', template: '/api/v1/analytics/logout', status: 204 },
  {
    method: 'GET',
    template: '/api/v1/trainingrecord/{eventId}/documents',
    path: '/api/v1/trainingrecord/evt-bat-past-1/documents',
    status: 200,
    schema: core.TrainingRecordDocumentListSchema
  },
  {
    method: 'GET',
    template: '/api/v1/trainingrecord/{eventId}/documents',
    path: '/api/v1/trainingrecord/evt-bat-past-2/documents',
    status: 404
  },
  { method: 'GET', template: '/api/v1/Schedule', status: 200, schema: core.ScheduleSchema },
  {
    method: 'GET',
    template: '/api/v1/reservationdocuments/tsa',
    path: '/api/v1/reservationdocuments/tsa?reservationId=RES-1001',
    status: 200,
    schema: core.TsaStatusSchema
  },
  {
    method: 'GET',
    template: '/api/v1/reservationdocuments/tsa',
    path: '/api/v1/reservationdocuments/tsa?reservationId=RES-1002',
    status: 200,
    schema: core.TsaStatusSchema
  },
  { method: 'GET', template: '/api/v1/reservationdocuments/tsa', status: 400 },
  {
    method: 'GET',
    template: '/api/v1/reservationdocuments/tsa',
    path: '/api/v1/reservationdocuments/tsa?reservationId=RES-9999',
    status: 404
  },
  { method: 'GET', template: '/api/v1/library/categories', status: 200, schema: core.LibraryCategoryListSchema },
  {
    method: 'GET',
    template: '/api/v1/library/categories',
    path: '/api/v1/library/categories?audience=fto',
    status: 200,
    schema: core.LibraryCategoryListSchema
  },
  { method: 'GET', template: '/api/v1/library/documents', status: 200, schema: core.LibraryDocumentListSchema },
  {
    method: 'GET',
    template: '/api/v1/library/documents',
    path: '/api/v1/library/documents?audience=fto&q=operator&category=fto-guides',
    status: 200,
    schema: core.LibraryDocumentListSchema,
    as: 'sam'
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents',
    path: '/api/v1/library/documents?audience=everyone',
    status: 400
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents',
    path: '/api/v1/library/documents?audience=all&limit=2',
    status: 200,
    schema: core.LibraryDocumentListSchema
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents',
    path: '/api/v1/library/documents?audience=all&limit=2&cursor=2',
    status: 200,
    schema: core.LibraryDocumentListSchema
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents',
    path: '/api/v1/library/documents?cursor=not-a-place',
    status: 400
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents/{id}',
    path: '/api/v1/library/documents/doc-a320-fcom',
    status: 200,
    schema: core.LibraryDocumentSchema
  },
  {
    method: 'GET',
    template: '/api/v1/library/documents/{id}',
    path: '/api/v1/library/documents/doc-nope',
    status: 404
  },
  {
    method: 'POST',
    template: '/api/v1/RecentlyViewedDocuments',
    status: 204,
    body: { documentId: 'doc-a320-fcom' },
    requestSchema: core.RecentlyViewedRequestSchema
  },
  {
    method: 'POST',
    template: '/api/v1/RecentlyViewedDocuments',
    status: 400,
    body: { documentId: 'doc-a320-fcom', extra: 1 }
  },
  { method: 'POST', template: '/api/v1/RecentlyViewedDocuments', status: 404, body: { documentId: 'doc-nope' } },
  {
    method: 'GET',
    template: '/api/v1/RecentlyViewedDocuments',
    status: 200,
    schema: core.RecentlyViewedDocumentListSchema
  },
  {
    method: 'POST',
    template: '/api/v1/DocumentViewerStatus',
    status: 204,
    body: { documentId: 'doc-a320-fcom', status: 'opened', page: 2 },
    requestSchema: core.DocumentViewerStatusRequestSchema
  },
  {
    method: 'POST',
    template: '/api/v1/DocumentViewerStatus',
    status: 400,
    body: { documentId: 'doc-a320-fcom', status: 'burnt' }
  },
  {
    method: 'GET',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 200,
    schema: core.AcknowledgementListSchema
  },
  {
    method: 'GET',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 200,
    schema: core.AcknowledgementListSchema,
    as: 'kim'
  },
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 201,
    schema: core.AcknowledgementSchema,
    body: { documentId: 'doc-a320-qrh', version: '7' },
    requestSchema: core.AcknowledgementRequestSchema
  },
  // The same version again: the acknowledgement already recorded.
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 200,
    schema: core.AcknowledgementSchema,
    body: { documentId: 'doc-a320-qrh', version: '7' },
    requestSchema: core.AcknowledgementRequestSchema
  },
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 404,
    body: { documentId: 'doc-nope', version: '1' }
  },
  // Not the document's current version (54).
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 409,
    body: { documentId: 'doc-a320-fcom', version: '53' }
  },
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 400,
    body: { documentId: 'doc-a320-fcom', version: '54', acknowledgedAt: '2026-11-21T18:40:00Z' }
  },
  {
    method: 'POST',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 400,
    body: { documentId: 'doc-a320-fcom', version: '../55' }
  },
  {
    method: 'GET',
    template: core.READING_ACKNOWLEDGEMENTS_PATH,
    status: 200,
    schema: core.AcknowledgementListSchema,
    as: 'sam'
  },
  {
    method: 'PUT',
    template: '/api/v1/courseware/{id}/progress',
    path: '/api/v1/courseware/cw-a320-performance/progress',
    status: 200,
    schema: core.CoursewareProgressSchema,
    body: { percent: 20, lastLocation: 'module-1/lesson-4' },
    requestSchema: core.CoursewareProgressRequestSchema
  },
  {
    method: 'PUT',
    template: '/api/v1/courseware/{id}/progress',
    path: '/api/v1/courseware/cw-a320-performance/progress',
    status: 400,
    body: { percent: -5, lastLocation: 'x' }
  },
  {
    method: 'PUT',
    template: '/api/v1/courseware/{id}/progress',
    path: '/api/v1/courseware/cw-nope/progress',
    status: 404,
    body: { percent: 5, lastLocation: 'x' }
  },
  { method: 'GET', template: '/api/v1/courseware', status: 200, schema: core.CoursewareListSchema },
  {
    method: 'GET',
    template: '/api/v1/precheckin/{eventId}',
    path: '/api/v1/precheckin/evt-bat-upcoming',
    status: 200,
    schema: core.PreCheckInSchema
  },
  {
    method: 'PUT',
    template: '/api/v1/precheckin/{eventId}',
    path: '/api/v1/precheckin/evt-bat-upcoming',
    status: 200,
    schema: core.PreCheckInSchema,
    body: preCheckInAnswers,
    requestSchema: core.PreCheckInAnswersSchema
  },
  {
    method: 'PUT',
    template: '/api/v1/precheckin/{eventId}',
    path: '/api/v1/precheckin/evt-bat-upcoming',
    status: 400,
    body: { ...preCheckInAnswers, arrivalDate: day(-3) }
  },
  {
    method: 'PUT',
    template: '/api/v1/precheckin/{eventId}',
    path: '/api/v1/precheckin/evt-bat-past-1',
    status: 404,
    body: preCheckInAnswers
  },
  {
    method: 'GET',
    template: '/api/v1/precheckin/{eventId}',
    path: '/api/v1/precheckin/evt-bat-upcoming',
    status: 200,
    schema: core.PreCheckInSchema
  },
  { method: 'GET', template: '/api/v1/precheckin/{eventId}', path: '/api/v1/precheckin/evt-nope', status: 404 },
  { method: 'GET', template: '/api/v1/accesspass', status: 200, schema: core.AccessPassListSchema },
  { method: 'GET', template: '/api/v1/accesspass', status: 200, schema: core.AccessPassListSchema, as: 'kim' },
  {
    method: 'GET',
    template: core.PASS_ISSUER_KEYS_PATH,
    status: 200,
    schema: core.PassIssuerKeySetSchema,
    as: 'nobody'
  },
  {
    method: 'POST',
    template: '/api/v1/accesspass/{passId}/credential',
    path: '/api/v1/accesspass/PASS-1001/credential',
    status: 200,
    schema: core.PassCredentialSchema,
    body: { publicKey: device.publicKey },
    requestSchema: core.PassCredentialRequestSchema
  },
  {
    method: 'POST',
    template: '/api/v1/accesspass/{passId}/credential',
    path: '/api/v1/accesspass/PASS-1002/credential',
    status: 200,
    schema: core.PassCredentialSchema,
    body: { publicKey: device.publicKey },
    requestSchema: core.PassCredentialRequestSchema
  },
  {
    method: 'POST',
    template: '/api/v1/accesspass/{passId}/credential',
    path: '/api/v1/accesspass/PASS-1001/credential',
    status: 400,
    body: { publicKey: offCurve(device.publicKey) }
  },
  {
    method: 'POST',
    template: '/api/v1/accesspass/{passId}/credential',
    path: '/api/v1/accesspass/PASS-2001/credential',
    status: 404,
    body: { publicKey: device.publicKey }
  },
  { method: 'GET', template: '/api/v1/devices', status: 200, schema: core.DeviceListSchema },
  { method: 'GET', template: '/api/v1/devices', status: 200, schema: core.DeviceListSchema, as: 'kim' },
  {
    method: 'POST',
    template: '/api/v1/devices/{deviceId}/revoke',
    path: `/api/v1/devices/${REGISTERED_DEVICE}/revoke`,
    status: 204
  },
  {
    method: 'POST',
    template: '/api/v1/devices/{deviceId}/revoke',
    path: '/api/v1/devices/dev-unknown/revoke',
    status: 404
  },
  {
    method: 'GET',
    template: core.PASS_REVOCATIONS_PATH,
    status: 200,
    schema: core.PassRevocationsSchema,
    as: 'nobody'
  },
  {
    method: 'POST',
    template: '/api/v1/accesspass/{passId}/credential',
    path: '/api/v1/accesspass/PASS-1001/credential',
    status: 403,
    body: { publicKey: device.publicKey }
  },
  { method: 'GET', template: '/api/v1/user/calendar', status: 200, schema: core.CalendarLinkStateSchema },
  { method: 'POST', template: '/api/v1/user/calendar', status: 201, schema: core.NewCalendarLinkSchema },
  {
    method: 'GET',
    template: '/api/v1/calendar/{token}.ics',
    path: `/api/v1/calendar/${CALENDAR_TOKEN}.ics`,
    status: 200,
    as: 'nobody'
  },
  {
    method: 'GET',
    template: '/api/v1/calendar/{token}.ics',
    path: '/api/v1/calendar/not-a-link.ics',
    status: 404,
    as: 'nobody'
  }
]

const operationOf = (entry: { method: string; template: string }) => `${entry.method} ${entry.template}`

let api: TestApi
let registeredDevice = ''
let calendarToken = ''
/** The path as written in its case, the template itself unless the case names another. */
const written = (entry: ContractCase) => entry.path ?? entry.template
const pathOf = (entry: ContractCase) =>
  written(entry).replace(REGISTERED_DEVICE, registeredDevice).replace(CALENDAR_TOKEN, calendarToken)
let document: OpenApiDocument
let checker: ReturnType<typeof createResponseChecker>
const tokens = new Map<Who, string | null>()

beforeAll(async () => {
  document = await loadOpenApi()
  checker = createResponseChecker(document)
  api = await startTestApi({ now: () => NOW })
  const issuedAt = Math.floor(NOW.getTime() / 1000)
  tokens.set('alex', await api.signer.sign({}, { issuedAt }))
  tokens.set('sam', await api.signer.sign({ sub: 'usr-1002', email: 'fto.pilot@example.com' }, { issuedAt }))
  tokens.set('kim', await api.signer.sign({ sub: 'usr-1003', email: 'new.crew@example.com' }, { issuedAt }))
  tokens.set('nobody', null)
})
afterAll(async () => {
  await api.close()
})

/** Checks one answer against the document and, for a JSON answer, against the core's schema. */
async function expectContract(entry: ContractCase, response: Response): Promise<unknown> {
  expect(response.status, `${operationOf(entry)} ${written(entry)}`).toBe(entry.status)
  const check = checker.forResponse(entry.method, entry.template, response.status)
  const text = await response.text()
  if (check.kind === 'no-body') {
    expect(text).toBe('')
    return undefined
  }
  if (check.kind === 'text') {
    // The calendar feed: its iCalendar text is read with a real parser in the API's own tests.
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(check.mediaType)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    return text
  }
  expect(response.headers.get('content-type')?.split(';')[0]).toBe(check.mediaType)
  const body: unknown = JSON.parse(text)
  expect(
    check.validate(body),
    `${operationOf(entry)} ${entry.status} against openapi.yaml:\n${describeErrors(check.validate.errors)}`
  ).toBe(true)
  const coreSchema =
    entry.status === 400 || entry.status === 422
      ? core.ValidationErrorSchema
      : entry.status >= 300
        ? core.ApiErrorBodySchema
        : entry.schema
  if (coreSchema === undefined)
    throw new Error(`${operationOf(entry)}: a 2xx JSON answer needs the core schema the app parses it with`)
  const parsed = v.safeParse(coreSchema, body)
  expect(
    parsed.success,
    `${operationOf(entry)} ${entry.status} with the core schema: ${parsed.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ') ?? ''}`
  ).toBe(true)
  return body
}

describe('the local API answers per docs/api/openapi.yaml and the core schemas', () => {
  it.each(
    CASES.map(
      (entry) => [`${entry.method} ${written(entry)} as ${entry.as ?? 'alex'} -> ${entry.status}`, entry] as const
    )
  )('%s', async (_name, entry) => {
    if (entry.requestSchema !== undefined) {
      // The body is what the app would send: the core accepts it before the server does.
      expect(v.safeParse(entry.requestSchema, entry.body).success).toBe(true)
    }
    if (entry.status < 300 || entry.status === 401)
      expect(checker.documents(entry.method, entry.template, entry.status)).toBe(true)
    const response = await api.call(pathOf(entry), {
      method: entry.method,
      token: tokens.get(entry.as ?? 'alex') ?? null,
      ...(entry.body === undefined ? {} : { body: entry.body }),
      ...(entry.headers === undefined ? {} : { headers: entry.headers })
    })
    const body = await expectContract(entry, response)
    if (entry.status === 200 && Array.isArray(body) && entry.as !== 'kim')
      expect(body.length, 'a list the demo shows is not empty').toBeGreaterThan(0)
    if (entry.status === 200 && entry.schema === core.PassCredentialSchema)
      registeredDevice = v.parse(core.PassCredentialSchema, body).deviceId
    if (entry.status === 201 && entry.schema === core.NewCalendarLinkSchema) {
      const { url } = v.parse(core.NewCalendarLinkSchema, body)
      calendarToken = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length)
    }
    if (entry.status === 200 && entry.schema === core.PassRevocationsSchema)
      expect(v.parse(core.PassRevocationsSchema, body).revoked).toEqual([registeredDevice])
  })

  it('answers 401 per the contract on every operation that needs a token', async () => {
    const secured = CASES.filter((entry) => entry.as !== 'nobody' && entry.status < 300)
    const seen = new Set<string>()
    for (const entry of secured) {
      if (seen.has(operationOf(entry))) continue
      seen.add(operationOf(entry))
      expect(checker.documents(entry.method, entry.template, 401), `${operationOf(entry)} documents 401`).toBe(true)
      const response = await api.call(pathOf(entry), {
        method: entry.method,
        token: null,
        ...(entry.body === undefined ? {} : { body: entry.body })
      })
      await expectContract({ ...entry, status: 401 }, response)
    }
    expect(seen.size).toBeGreaterThan(20)
  })
})

describe('both sides cover the same operations', () => {
  it('every operation of the document is called with a 2xx answer', () => {
    const succeeded = new Set(CASES.filter((entry) => entry.status < 300).map(operationOf))
    expect(operations(document).filter((operation) => !succeeded.has(operation))).toEqual([])
  })

  it('the server has exactly the routes the document lists', () => {
    const served = apiRoutes(() => {}).map((route) => `${route.method} ${route.pattern}`)
    expect([...served].sort()).toEqual([...operations(document)].sort())
  })

  it('only configuration/settings, what a gate reads and the calendar feed are documented without security, and only they are public on the server', () => {
    const open = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`)
    )
    expect(open.sort()).toEqual([
      'GET /api/v1/accesspass/keys',
      'GET /api/v1/accesspass/revocations',
      'GET /api/v1/calendar/{token}.ics',
      'GET /api/v1/configuration/settings'
    ])
    expect(
      apiRoutes(() => {})
        .filter((route) => route.public === true)
        .map((route) => `${route.method} ${route.pattern}`)
        .sort()
    ).toEqual(open)
  })
})

describe('the checker itself', () => {
  it('refuses an answer the contract does not allow, on both sides', async () => {
    const good = (await (await api.call('/api/v1/trainingevents/evt-bat-upcoming')).json()) as Record<string, unknown>
    const { timing: _timing, ...withoutTiming } = good
    const check = checker.forResponse('GET', '/api/v1/trainingevents/{id}', 200)
    if (check.kind !== 'json') throw new Error('the event answer is JSON')
    expect(check.validate(good)).toBe(true)
    expect(check.validate(withoutTiming)).toBe(false)
    expect(check.validate({ ...good, startDate: 'next Tuesday' })).toBe(false)
    expect(v.safeParse(core.TrainingEventSchema, withoutTiming).success).toBe(false)
  })
})
