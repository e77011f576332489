import { beforeEach, describe, expect, it } from 'vitest'
import { $banner } from '../banner/store.ts'
import { ResponseValidationError } from '../http/errors.ts'
import { configureTestCrewPortal, json, TEST_API } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import {
  addRecentlyViewedDocument,
  getAccessPasses,
  getContact,
  getCourseware,
  getDirectoryContact,
  getLibraryCategories,
  getLibraryDocument,
  getLibraryDocuments,
  getNotificationSettings,
  getPreCheckIn,
  getRecentlyViewedDocuments,
  getSchedule,
  getTrainingEvent,
  getTrainingEvents,
  getTrainingRecordDocuments,
  getTsaStatus,
  getUser,
  markContactCardDisplayed,
  postDocumentViewerStatus,
  postLogoutAnalytic,
  saveCoursewareProgress,
  saveNotificationSettings,
  savePreCheckIn
} from './calls.ts'
import { getAcknowledgements, postAcknowledgement } from './reading-calls.ts'
import { RequestValidationError } from '../http/errors.ts'
import * as fixtures from '@crew-portal/contract/fixtures'

let env: TestEnvironment
/** What the fake API answers, by "METHOD /path" (query string excluded). */
let routes: Record<string, () => Response>

beforeEach(() => {
  routes = {}
  env = configureTestCrewPortal({
    fetch: (request) => {
      const url = new URL(request.url)
      const answer = routes[`${request.method} ${url.pathname}`]
      return answer ? answer() : json({ message: 'Not found' }, 404)
    }
  })
})

function last(): Request {
  const request = env.fetch.requests.at(-1)
  if (!request) throw new Error('no request was made')
  return request
}

const noContent = () => new Response(null, { status: 204 })

describe('each call reaches its path and returns the validated body', () => {
  it.each([
    ['getUser', () => getUser(), 'GET /api/v1/user', fixtures.exampleUser],
    ['getTrainingEvents', () => getTrainingEvents(), 'GET /api/v1/trainingevents', [fixtures.exampleTrainingEvent]],
    [
      'getTrainingEvent',
      () => getTrainingEvent('evt-bat-1'),
      'GET /api/v1/trainingevents/evt-bat-1',
      fixtures.exampleTrainingEvent
    ],
    [
      'getContact',
      () => getContact('ae-1'),
      'GET /api/v1/contacts/ae-1',
      { id: 'ae-1', name: 'Jordan Lee', email: null, phoneNumber: null, reservationId: null }
    ],
    [
      'getTrainingRecordDocuments',
      () => getTrainingRecordDocuments('evt-bat-past-1'),
      'GET /api/v1/trainingrecord/evt-bat-past-1/documents',
      [fixtures.exampleTrainingRecordDocument]
    ],
    ['getSchedule', () => getSchedule(), 'GET /api/v1/Schedule', [fixtures.exampleScheduleEntry]],
    [
      'getLibraryCategories',
      () => getLibraryCategories(),
      'GET /api/v1/library/categories',
      fixtures.exampleLibraryCategories
    ],
    [
      'getLibraryDocument',
      () => getLibraryDocument('doc-a320-fcom'),
      'GET /api/v1/library/documents/doc-a320-fcom',
      fixtures.exampleLibraryDocument
    ],
    [
      'getRecentlyViewedDocuments',
      () => getRecentlyViewedDocuments(),
      'GET /api/v1/RecentlyViewedDocuments',
      [fixtures.exampleRecentlyViewed]
    ],
    ['getCourseware', () => getCourseware(), 'GET /api/v1/courseware', [fixtures.exampleCourseware]],
    ['getPreCheckIn', () => getPreCheckIn('evt-bat-1'), 'GET /api/v1/precheckin/evt-bat-1', fixtures.examplePreCheckIn],
    ['getAccessPasses', () => getAccessPasses(), 'GET /api/v1/accesspass', [fixtures.exampleAccessPass]],
    [
      'getAcknowledgements',
      () => getAcknowledgements(),
      'GET /api/v1/reading/acknowledgements',
      [fixtures.exampleAcknowledgement]
    ],
    [
      'getNotificationSettings',
      () => getNotificationSettings(),
      'GET /api/v1/user/notifications',
      fixtures.exampleNotificationSettings
    ]
  ])('%s', async (_name, call, route, body) => {
    routes[route] = () => json(body)
    await expect(call()).resolves.toEqual(body)
    expect(last().headers.get('authorization')).toBe('Bearer test-token')
  })
})

describe('queries', () => {
  it('getDirectoryContact sends the e-mail encoded in the query', async () => {
    routes['GET /api/v1/directory/contacts'] = () => json(fixtures.exampleDirectoryContact)
    await expect(getDirectoryContact('jordan.lee+ae@example.com')).resolves.toEqual(fixtures.exampleDirectoryContact)
    expect(new URL(last().url).searchParams.get('email')).toBe('jordan.lee+ae@example.com')
  })

  it('getTsaStatus sends the reservation id in the query', async () => {
    routes['GET /api/v1/reservationdocuments/tsa'] = () => json(fixtures.exampleTsaStatus)
    await expect(getTsaStatus('RES-1001')).resolves.toEqual(fixtures.exampleTsaStatus)
    expect(last().url).toBe(`${TEST_API}/api/v1/reservationdocuments/tsa?reservationId=RES-1001`)
  })

  it('getLibraryDocuments sends audience, trimmed search and category, leaving out empty ones', async () => {
    routes['GET /api/v1/library/documents'] = () => json([fixtures.exampleLibraryDocument])
    routes['GET /api/v1/library/categories'] = () => json(fixtures.exampleLibraryCategories)
    await getLibraryDocuments({ audience: 'fto', q: '  a320 & b737 ', category: 'manuals' })
    const params = new URL(last().url).searchParams
    expect(Object.fromEntries(params)).toEqual({ audience: 'fto', q: 'a320 & b737', category: 'manuals' })
    await getLibraryDocuments({ q: '' })
    expect(new URL(last().url).search).toBe('')
    await getLibraryCategories('fto')
    expect(new URL(last().url).searchParams.get('audience')).toBe('fto')
  })
})

describe('writes', () => {
  it('markContactCardDisplayed PUTs without a body', async () => {
    routes['PUT /api/v1/trainingevents/RES-1001/contactcarddisplayed'] = noContent
    await markContactCardDisplayed('RES-1001')
    expect(last().method).toBe('PUT')
    expect(await last().text()).toBe('')
  })

  it('markContactCardDisplayed and the logout analytic only log a failure (R-ERRORS-5), never a banner', async () => {
    routes['PUT /api/v1/trainingevents/RES-1001/contactcarddisplayed'] = () => json({ message: 'boom' }, 500)
    routes['POST /api/v1/analytics/logout'] = () => json({ message: 'boom' }, 500)
    await expect(markContactCardDisplayed('RES-1001')).rejects.toThrow(/500/)
    await expect(postLogoutAnalytic()).rejects.toThrow(/500/)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(2)
  })

  it('postLogoutAnalytic POSTs', async () => {
    routes['POST /api/v1/analytics/logout'] = noContent
    await postLogoutAnalytic()
    expect(last().method).toBe('POST')
  })

  it('saveNotificationSettings PUTs the settings as JSON and returns the saved ones', async () => {
    routes['PUT /api/v1/user/notifications'] = () => json(fixtures.exampleNotificationSettings)
    await expect(saveNotificationSettings(fixtures.exampleNotificationSettings)).resolves.toEqual(
      fixtures.exampleNotificationSettings
    )
    expect(last().headers.get('content-type')).toBe('application/json')
    expect(await last().json()).toEqual(fixtures.exampleNotificationSettings)
  })

  it('savePreCheckIn PUTs the answers', async () => {
    const done = {
      ...fixtures.examplePreCheckIn,
      status: 'done',
      answers: fixtures.examplePreCheckInAnswers,
      updatedAt: '2026-11-22T09:00:00Z'
    }
    routes['PUT /api/v1/precheckin/evt-bat-1'] = () => json(done)
    await expect(savePreCheckIn('evt-bat-1', fixtures.examplePreCheckInAnswers)).resolves.toEqual(done)
    expect(await last().json()).toEqual(fixtures.examplePreCheckInAnswers)
  })

  it('saveCoursewareProgress PUTs percent and location', async () => {
    routes['PUT /api/v1/courseware/cw-a320-systems/progress'] = () =>
      json({ ...fixtures.exampleCourseware, percent: 50 })
    const saved = await saveCoursewareProgress('cw-a320-systems', { percent: 50, lastLocation: 'module-3/lesson-3' })
    expect(saved.percent).toBe(50)
    expect(await last().json()).toEqual({ percent: 50, lastLocation: 'module-3/lesson-3' })
  })

  it('recently viewed and viewer status POST their bodies', async () => {
    routes['POST /api/v1/RecentlyViewedDocuments'] = noContent
    routes['POST /api/v1/DocumentViewerStatus'] = noContent
    await addRecentlyViewedDocument('doc-a320-fcom')
    expect(await last().json()).toEqual({ documentId: 'doc-a320-fcom' })
    await postDocumentViewerStatus({ documentId: 'doc-a320-fcom', status: 'opened', page: 3 })
    expect(await last().json()).toEqual({ documentId: 'doc-a320-fcom', status: 'opened', page: 3 })
  })
})

describe('acknowledgements', () => {
  it('postAcknowledgement POSTs the document and version, with the key, and returns the acknowledgement', async () => {
    routes['POST /api/v1/reading/acknowledgements'] = () => json(fixtures.exampleAcknowledgement, 201)
    const recorded = await postAcknowledgement(
      { documentId: 'doc-a320-fcom', version: '54' },
      { idempotencyKey: 'key-1' }
    )
    expect(recorded).toEqual(fixtures.exampleAcknowledgement)
    expect(await last().json()).toEqual({ documentId: 'doc-a320-fcom', version: '54' })
    expect(last().headers.get('idempotency-key')).toBe('key-1')
  })

  it('a 409 carries the API’s words to the page and shows no banner', async () => {
    const words = 'A newer version (55) of “A320 FCOM” has been published. Read it, then confirm it.'
    routes['POST /api/v1/reading/acknowledgements'] = () => json({ message: words }, 409)
    await expect(postAcknowledgement({ documentId: 'doc-a320-fcom', version: '54' })).rejects.toMatchObject({
      status: 409,
      serverMessage: words
    })
    expect($banner.get().isVisible).toBe(false)
  })

  it('refuses a version the API would not take before sending it', async () => {
    await expect(postAcknowledgement({ documentId: 'doc-a320-fcom', version: '<b>' })).rejects.toBeInstanceOf(
      RequestValidationError
    )
    expect(env.fetch.requests).toHaveLength(0)
  })
})

describe('nothing invalid is sent', () => {
  it.each([
    ['a path-walking id', () => getTrainingEvent('..')],
    ['a slash in an id', () => getContact('a/b')],
    ['an empty reservation id', () => markContactCardDisplayed('')],
    ['a query-injecting reservation id', () => getTsaStatus('RES-1&admin=1')],
    ['a category that is no id', () => getLibraryDocuments({ category: '../x' })],
    ['a bad e-mail', () => getDirectoryContact('not an email')],
    ['SMS on without a phone', () => saveNotificationSettings({ smsEnabled: true, phoneNumber: null })],
    ['a percent above 100', () => saveCoursewareProgress('cw-1', { percent: 120, lastLocation: 'x' })],
    [
      'an unconfirmed pre-check-in',
      () => savePreCheckIn('evt-1', { ...fixtures.examplePreCheckInAnswers, personalDetailsConfirmed: false as true })
    ]
  ])('%s', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(RequestValidationError)
    expect(env.fetch.requests).toHaveLength(0)
  })

  it('names the field of the body that is wrong', async () => {
    const answers = {
      ...fixtures.examplePreCheckInAnswers,
      documents: { ...fixtures.examplePreCheckInAnswers.documents, licence: { expiryDate: '31-01-2028' } }
    }
    await expect(savePreCheckIn('evt-1', answers)).rejects.toMatchObject({ field: 'documents.licence.expiryDate' })
    await expect(saveNotificationSettings({ smsEnabled: true, phoneNumber: null })).rejects.toMatchObject({
      field: 'phoneNumber'
    })
  })
})

describe('hostile responses become a ResponseValidationError naming the field', () => {
  it('a wrong type deep in a list', async () => {
    routes['GET /api/v1/trainingevents'] = () =>
      json([fixtures.exampleTrainingEvent, { ...fixtures.exampleTrainingEvent, isContactCardDisplayedWeb: 'no' }])
    const error = await getTrainingEvents().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).path).toBe('body[1].isContactCardDisplayedWeb')
  })

  it('a missing field', async () => {
    const { validUntil: _v, ...pass } = fixtures.exampleAccessPass
    routes['GET /api/v1/accesspass'] = () => json([pass])
    await expect(getAccessPasses()).rejects.toMatchObject({
      name: 'ResponseValidationError',
      path: 'body[0].validUntil'
    })
  })

  it('an object where a list belongs, and not JSON at all', async () => {
    routes['GET /api/v1/courseware'] = () => json({ items: [] })
    await expect(getCourseware()).rejects.toMatchObject({ path: 'body' })
    routes['GET /api/v1/Schedule'] = () => new Response('<html>oops</html>', { status: 200 })
    await expect(getSchedule()).rejects.toBeInstanceOf(ResponseValidationError)
  })

  it('a javascript: link in a document', async () => {
    routes['GET /api/v1/library/documents/doc-1'] = () =>
      json({ ...fixtures.exampleLibraryDocument, url: 'javascript:alert(document.cookie)' })
    await expect(getLibraryDocument('doc-1')).rejects.toMatchObject({ path: 'body.url' })
  })

  it('strips extra fields and a __proto__ key, keeps script text inert', async () => {
    const script = '<script>alert(1)</script>'
    routes['GET /api/v1/user'] = () =>
      new Response(
        `{"__proto__":{"isAdmin":true},"role":"admin",${JSON.stringify({ ...fixtures.exampleUser, lastName: script }).slice(1)}`,
        {
          status: 200,
          headers: { 'content-type': 'application/json' }
        }
      )
    const user = await getUser()
    expect(user).toEqual({ ...fixtures.exampleUser, lastName: script })
    expect((user as unknown as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })
})

describe('errors go through the catalogue (R-ERRORS-1)', () => {
  it('a 404 on training-record documents shows the server text in the banner', async () => {
    routes['GET /api/v1/trainingrecord/evt-9/documents'] = () =>
      json({ message: 'Records for this event are not ready yet.' }, 404)
    await expect(getTrainingRecordDocuments('evt-9')).rejects.toThrow(/404/)
    expect($banner.get()).toMatchObject({ isVisible: true, message: 'Records for this event are not ready yet.' })
  })

  it('a whitelisted schedule failure shows no banner', async () => {
    routes['GET /api/v1/Schedule'] = () => json({ message: 'down' }, 500)
    await expect(getSchedule()).rejects.toThrow(/500/)
    expect($banner.get().isVisible).toBe(false)
  })

  it('a call can be aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    routes['GET /api/v1/trainingevents'] = () => json([])
    await expect(getTrainingEvents({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
})
