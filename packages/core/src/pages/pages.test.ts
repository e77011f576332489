// Every page model, read as its view reads it: loading until the route's queries answer, then
// ready, not found or an error with a retry; a mutation changes what the page shows without a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReadableAtom } from 'nanostores'
import { recordCoursewareProgress } from '../learning/store.ts'
import { openLibraryDocument } from '../library/store.ts'
import { submitPreCheckIn } from '../pre-check-in/submit.ts'
import { $router } from '../routes/router.ts'
import {
  configureTestCrewPortal,
  examplePreCheckInForm,
  json,
  settleQueries,
  stopNow,
  untilStore,
  watch
} from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { saveNotifications } from '../user-settings/store.ts'
import { newCalendarLink } from '../user-settings/calendar.ts'
import { $accessPassPage } from './access-pass.ts'
import { $diagnosticsPage } from './app-insights.ts'
import { $coursePage, $learningPage, COURSE_NOT_FOUND_MESSAGE } from './learning.ts'
import { $libraryDocumentPage, $libraryPage } from './library.ts'
import type { PageModel } from './model.ts'
import { $preCheckInEventPage, $preCheckInListPage } from './pre-check-in.ts'
import { $trainingEventPage, $trainingListPage } from './training.ts'
import { $calendarPage, $notificationsPage } from './user.ts'
import * as fixtures from '@crew-portal/contract/fixtures'

const soon = fixtures.trainingEventWith({ id: 'soon' })
const past = fixtures.trainingEventWith({
  id: 'past',
  startDate: '2026-06-01T08:00:00Z',
  endDate: '2026-06-05T17:00:00Z',
  status: 'completed'
})

type Handler = (request: Request) => Response | Promise<Response>
let env: TestEnvironment
let routes: Record<string, Handler>
const watching: Watched<unknown>[] = []

/** The fake API: `METHOD /path` (after /api/v1) to an answer; anything else is a 404. */
function api(request: Request): Response | Promise<Response> {
  const url = new URL(request.url)
  const key = `${request.method} ${url.pathname.replace('/api/v1', '')}`
  return routes[key]?.(request) ?? json({ message: `No ${key}` }, 404)
}

const answer =
  (body: unknown, status = 200): Handler =>
  () =>
    json(body, status)

beforeEach(async () => {
  // Off every page first: a query the last test left winding down (its stores stop a second after
  // their last subscriber) then has no key, and asks nothing under this test's API.
  $router.open('/')
  await settleQueries()
  routes = {
    'GET /trainingevents': answer([soon, past]),
    'GET /trainingevents/soon': answer(soon),
    'GET /trainingevents/past': answer(past),
    'GET /trainingrecord/past/documents': answer([fixtures.exampleTrainingRecordDocument])
  }
  env = configureTestCrewPortal({ now: '2026-11-22T09:00:00Z', fetch: api })
})

afterEach(() => {
  for (const watched of watching.splice(0)) watched.stop()
})

/** Opens `path` and watches `page` as its view does. */
async function open<T>(path: string, page: ReadableAtom<PageModel<T>>): Promise<Watched<PageModel<T>>> {
  $router.open(path)
  const watched = await watch(page)
  watching.push(watched)
  return watched
}

function ready<T>(page: PageModel<T>): T {
  if (page.status !== 'ready') throw new Error(`the page is ${page.status}`)
  return page.value
}

const gets = () =>
  env.fetch.requests.filter((request) => request.method === 'GET').map((request) => new URL(request.url).pathname)

describe('$trainingListPage', () => {
  it('is loading until the events answer, then shows the next, upcoming and past events', async () => {
    $router.open('/training')
    expect($trainingListPage.get()).toEqual({ status: 'loading' })
    const page = await open('/training', $trainingListPage)
    const view = ready(page.value)
    expect(view.next?.id).toBe('soon')
    expect(view.upcoming).toEqual([])
    expect(view.past.map((event) => event.id)).toEqual(['past'])
    expect(view.needingPreCheckIn.has('soon')).toBe(true)
    expect(view.phases.get('past')).toBe('past')
    expect(view.empty).toBe(false)
  })

  it('is an error with a retry that loads again', async () => {
    routes['GET /trainingevents'] = answer({ message: 'down' }, 500)
    const page = await open('/training', $trainingListPage)
    expect(page.value).toMatchObject({ status: 'error', message: 'Something went wrong.' })
    routes['GET /trainingevents'] = answer([soon])
    if (page.value.status === 'error') page.value.retry()
    await page.settle()
    expect(ready(page.value).next?.id).toBe('soon')
  })

  it('coming back to it after a failure loads it again', async () => {
    routes['GET /trainingevents'] = answer({ message: 'down' }, 500)
    const page = await open('/training', $trainingListPage)
    expect(page.value.status).toBe('error')
    routes['GET /trainingevents'] = answer([soon])
    $router.open('/library')
    $router.open('/training')
    await page.settle()
    expect(ready(page.value).next?.id).toBe('soon')
  })

  it('keeps what it showed when a reload fails, and says so', async () => {
    const page = await open('/training', $trainingListPage)
    routes['GET /trainingevents'] = answer({ message: 'down' }, 500)
    if (page.value.status === 'ready') page.value.retry()
    await page.settle()
    expect(page.value).toMatchObject({ status: 'ready', refreshError: 'Something went wrong.' })
    expect(ready(page.value).next?.id).toBe('soon')
  })

  it('a pre-check-in saved elsewhere takes the event out of the ones still asking, without a reload', async () => {
    routes['GET /precheckin/soon'] = answer(fixtures.examplePreCheckIn)
    routes['PUT /precheckin/soon'] = answer({
      ...fixtures.examplePreCheckIn,
      status: 'done',
      answers: fixtures.examplePreCheckInAnswers
    })
    const page = await open('/training', $trainingListPage)
    const form = examplePreCheckInForm
    await expect(submitPreCheckIn(soon, form)).resolves.toBe(true)
    expect(ready(page.value).needingPreCheckIn.has('soon')).toBe(false)
    expect(gets()).toEqual(['/api/v1/trainingevents'])
  })
})

describe('$trainingEventPage', () => {
  it('is the event of the route, with its records once it has ended', async () => {
    const page = await open('/training/past', $trainingEventPage)
    const view = ready(page.value)
    expect(view.event.id).toBe('past')
    expect(view.phase).toBe('past')
    expect(view.calendar).toBe(false)
    expect(view.records).toEqual({ status: 'ready', value: [fixtures.exampleTrainingRecordDocument] })
  })

  it('asks for no records before the event ends, and offers the calendar', async () => {
    const page = await open('/training/soon', $trainingEventPage)
    expect(ready(page.value)).toMatchObject({ records: null, calendar: true, needsPreCheckIn: true })
    expect(gets()).toEqual(['/api/v1/trainingevents/soon'])
  })

  it('is not found for an id the API does not know, and loading again for the next id', async () => {
    const page = await open('/training/gone', $trainingEventPage)
    expect(page.value).toMatchObject({ status: 'notFound' })
    $router.open('/training/soon')
    expect(page.value).toEqual({ status: 'loading' })
    await page.settle()
    expect(ready(page.value).event.id).toBe('soon')
  })

  it('is an error for a failure other than 404', async () => {
    routes['GET /trainingevents/soon'] = answer({ message: 'down' }, 503)
    const page = await open('/training/soon', $trainingEventPage)
    expect(page.value).toMatchObject({ status: 'error', message: 'Something went wrong.' })
  })
})

describe('$preCheckInListPage', () => {
  it('lists what is to do and what is done; a save moves the event to done', async () => {
    routes['GET /precheckin/soon'] = answer(fixtures.examplePreCheckIn)
    routes['PUT /precheckin/soon'] = answer({
      ...fixtures.examplePreCheckIn,
      status: 'done',
      answers: fixtures.examplePreCheckInAnswers
    })
    expect($preCheckInListPage.get()).toEqual({ status: 'loading' })
    const page = await open('/pre-check-in', $preCheckInListPage)
    expect(ready(page.value).toDo.map((event) => event.id)).toEqual(['soon'])
    const form = examplePreCheckInForm
    await submitPreCheckIn(soon, form)
    expect(ready(page.value)).toMatchObject({ toDo: [], done: [{ id: 'soon', preCheckInStatus: 'done' }] })
  })
})

describe('$preCheckInEventPage', () => {
  beforeEach(() => {
    routes['GET /precheckin/soon'] = answer(fixtures.examplePreCheckIn)
    routes['GET /reservationdocuments/tsa'] = answer(fixtures.exampleTsaStatus)
    routes['PUT /precheckin/soon'] = answer({
      ...fixtures.examplePreCheckIn,
      status: 'done',
      answers: fixtures.examplePreCheckInAnswers
    })
  })

  it('holds the event, its pre-check-in, the TSA status and the form state', async () => {
    const page = await open('/pre-check-in/soon', $preCheckInEventPage)
    expect(ready(page.value)).toMatchObject({
      event: { id: 'soon' },
      open: true,
      preCheckIn: { status: 'ready', value: fixtures.examplePreCheckIn },
      tsa: { status: 'ready', value: fixtures.exampleTsaStatus },
      submit: { status: 'idle' }
    })
  })

  it('a save shows the answers as done and the event as done, without asking again', async () => {
    const page = await open('/pre-check-in/soon', $preCheckInEventPage)
    const before = env.fetch.requests.length
    const form = examplePreCheckInForm
    await submitPreCheckIn(soon, form)
    expect(ready(page.value)).toMatchObject({
      event: { preCheckInStatus: 'done' },
      preCheckIn: { value: { status: 'done' } },
      submit: { status: 'saved' }
    })
    expect(env.fetch.requests.slice(before).map((request) => request.method)).toEqual(['PUT'])
  })

  it('a TSA failure is a part in error, the page still ready', async () => {
    routes['GET /reservationdocuments/tsa'] = answer({ message: 'down' }, 500)
    const page = await open('/pre-check-in/soon', $preCheckInEventPage)
    expect(ready(page.value).tsa).toMatchObject({ status: 'error', notFound: false })
  })

  it('is not found for an unknown event', async () => {
    const page = await open('/pre-check-in/gone', $preCheckInEventPage)
    expect(page.value.status).toBe('notFound')
  })
})

describe('the library pages', () => {
  const bulletin = {
    ...fixtures.exampleLibraryDocument,
    id: 'notam',
    title: 'NOTAM digest',
    category: 'bulletins',
    featured: false
  }
  beforeEach(() => {
    routes['GET /library/categories'] = answer(fixtures.exampleLibraryCategories)
    routes['GET /library/documents'] = answer([fixtures.exampleLibraryDocument, bulletin])
    routes['GET /RecentlyViewedDocuments'] = answer([fixtures.exampleRecentlyViewed])
    routes[`GET /library/documents/${fixtures.exampleLibraryDocument.id}`] = answer(fixtures.exampleLibraryDocument)
    routes['POST /RecentlyViewedDocuments'] = () => new Response(null, { status: 204 })
    routes['POST /DocumentViewerStatus'] = () => new Response(null, { status: 204 })
  })

  it('$libraryPage: the audience of the route, its list, featured and recently viewed', async () => {
    const page = await open('/library-fto', $libraryPage)
    const view = ready(page.value)
    expect(view).toMatchObject({ audience: 'fto', empty: false, filtered: false })
    expect(view.listing.total).toBe(2)
    expect(view.featured.map((document) => document.id)).toEqual([fixtures.exampleLibraryDocument.id])
    expect(view.recent).toMatchObject({ status: 'ready', value: [{ documentId: fixtures.exampleLibraryDocument.id }] })
    expect(gets()).toContain('/api/v1/library/documents')
  })

  it('$libraryPage: opening a document puts it first in recently viewed, without a reload', async () => {
    const page = await open('/library', $libraryPage)
    const before = gets().length
    await openLibraryDocument(bulletin)
    const { recent } = ready(page.value)
    expect(recent.status === 'ready' ? recent.value.map((entry) => entry.documentId) : []).toEqual([
      'notam',
      fixtures.exampleLibraryDocument.id
    ])
    expect(gets()).toHaveLength(before)
  })

  it('$libraryPage: recently viewed failing leaves the page ready (whitelisted)', async () => {
    routes['GET /RecentlyViewedDocuments'] = answer({ message: 'down' }, 500)
    const page = await open('/library', $libraryPage)
    expect(ready(page.value).recent.status).toBe('error')
  })

  it('$libraryPage: an error with a retry when the documents fail', async () => {
    routes['GET /library/documents'] = answer({ message: 'down' }, 500)
    const page = await open('/library', $libraryPage)
    expect(page.value).toMatchObject({ status: 'error' })
  })

  it('$libraryDocumentPage: the document of the route with its category name, or not found', async () => {
    const page = await open(`/library/${fixtures.exampleLibraryDocument.id}`, $libraryDocumentPage)
    expect(ready(page.value)).toMatchObject({
      audience: 'all',
      document: { id: fixtures.exampleLibraryDocument.id },
      categoryName: 'Manuals'
    })
    $router.open('/library-fto/missing')
    await page.settle()
    expect(page.value).toMatchObject({ status: 'notFound' })
  })
})

describe('the learning pages', () => {
  beforeEach(() => {
    routes['GET /courseware'] = answer([fixtures.exampleCourseware])
  })

  it('$learningPage: the courseware and where to carry on', async () => {
    const page = await open('/learning', $learningPage)
    expect(ready(page.value).courseware).toEqual([fixtures.exampleCourseware])
  })

  it('$coursePage: one course; one not in the courseware is not found', async () => {
    const id = fixtures.exampleCourseware.coursewareId
    const page = await open(`/learning/${id}`, $coursePage)
    expect(ready(page.value).coursewareId).toBe(id)
    $router.open('/learning/unknown')
    expect(page.value).toEqual({ status: 'notFound', message: COURSE_NOT_FOUND_MESSAGE })
  })

  it('$coursePage: a completion shows at once, without a reload', async () => {
    const course = fixtures.exampleCourseware
    routes[`PUT /courseware/${course.coursewareId}/progress`] = (request) =>
      request
        .json()
        .then((body: { percent: number; lastLocation: string }) =>
          json({ ...course, ...body, updatedAt: '2026-11-22T09:00:00Z' })
        )
    const page = await open(`/learning/${course.coursewareId}`, $coursePage)
    await expect(recordCoursewareProgress(course.coursewareId, 100, 'end')).resolves.toBe(true)
    expect(ready(page.value).percent).toBe(100)
    expect(gets()).toEqual(['/api/v1/courseware'])
  })

  it('$learningPage: an error when the courseware cannot load', async () => {
    routes['GET /courseware'] = answer({ message: 'down' }, 500)
    const page = await open('/learning', $learningPage)
    expect(page.value.status).toBe('error')
  })
})

describe('$notificationsPage', () => {
  it('loads the settings; a save shows what was saved; a failure is an error', async () => {
    routes['GET /user/notifications'] = answer(fixtures.exampleNotificationSettings)
    routes['PUT /user/notifications'] = (request) => request.json().then((body) => json(body))
    const page = await open('/user/settings/notifications', $notificationsPage)
    expect(ready(page.value).settings).toEqual(fixtures.exampleNotificationSettings)
    await saveNotifications({ smsEnabled: true, phoneNumber: '+14155550199' })
    expect(ready(page.value)).toMatchObject({
      settings: { smsEnabled: true, phoneNumber: '+14155550199' },
      save: { status: 'saved' }
    })
    page.stop()
    watching.length = 0

    configureTestCrewPortal({ fetch: () => json({ message: 'down' }, 500) })
    const failed = await open('/user', $notificationsPage)
    expect(failed.value.status).toBe('error')
  })
})

describe('$calendarPage', () => {
  it('loads when the link was made; a new link shows once, as https and webcal, and the date follows it', async () => {
    routes['GET /user/calendar'] = answer({ createdAt: null })
    const made = { url: 'https://api.test/api/v1/calendar/abc.ics', createdAt: '2026-11-22T09:00:00Z' }
    let posts = 0
    routes['POST /user/calendar'] = () => {
      posts += 1
      return json(made, 201)
    }
    const page = await open('/user/settings/calendar', $calendarPage)
    expect(ready(page.value)).toEqual({ createdAt: null, making: { status: 'idle' } })
    await Promise.all([newCalendarLink(), newCalendarLink()])
    expect(posts).toBe(1)
    expect(ready(page.value)).toEqual({
      createdAt: '2026-11-22T09:00:00Z',
      making: {
        status: 'made',
        link: { ...made, webcal: 'webcal://api.test/api/v1/calendar/abc.ics' }
      }
    })
    routes['POST /user/calendar'] = answer({ message: 'down' }, 500)
    await newCalendarLink()
    expect(ready(page.value).making.status).toBe('error')
  })
})

describe('$accessPassPage', () => {
  it('is loading, then ready with the pass; an error with a retry when it fails and there is no offline pass', async () => {
    let fail = true
    routes['GET /accesspass'] = () => (fail ? json({ message: 'down' }, 500) : json([fixtures.exampleAccessPass]))
    $router.open('/access-pass')
    expect($accessPassPage.get().status).toBe('loading')
    const page = await open('/access-pass', $accessPassPage)
    expect(page.value.status).toBe('error')
    fail = false
    if (page.value.status === 'error') page.value.retry()
    await settleQueries()
    expect(ready(page.value).pass?.passId).toBe(fixtures.exampleAccessPass.passId)
    // The pass's answer sends the device for its door code's credential, which this API does not give:
    // waited for here, so that request stays this test's.
    await untilStore(
      $accessPassPage,
      (model) => model.status === 'ready' && model.value.presentation.status === 'unavailable'
    )
  })
})

describe('$diagnosticsPage', () => {
  it('says what monitoring and the flag client are set to, never the key itself', () => {
    configureTestCrewPortal({
      settings: {
        appInsights: {
          showAppInsightComponent: true,
          connectionString: 'InstrumentationKey=secret;IngestionEndpoint=https://ingest.test/'
        }
      }
    })
    expect($diagnosticsPage.get()).toEqual({
      monitoring: { configured: true, ingestionOrigin: 'https://ingest.test' },
      buildNumber: '1.0.0-test',
      flagsEnabled: false
    })
  })
})

/** `follow.ts` as boot uses it: the test user's account read first (`initAuth`). */
async function followSignedIn() {
  const follow = await import('./follow.ts')
  const { initAuth } = await import('../auth/store.ts')
  initAuth()
  return { ...follow, initAuth }
}

describe('followRoutePages', () => {
  it('starts the queries of the route’s page as the route changes, for a signed-in user only', async () => {
    const { followRoutePages, initAuth } = await followSignedIn()
    const following = followRoutePages()
    $router.open('/training/soon')
    await following.loaded()
    await settleQueries()
    expect(gets()).toEqual(['/api/v1/trainingevents/soon'])
    $router.open('/waiting')
    await settleQueries()
    expect(gets()).toHaveLength(1)
    stopNow(following)

    const signedOut = configureTestCrewPortal({ user: null, fetch: api })
    initAuth()
    const followingAgain = followRoutePages()
    $router.open('/training')
    await followingAgain.loaded()
    await settleQueries()
    expect(signedOut.fetch.requests).toHaveLength(0)
    stopNow(followingAgain)
  })
})

describe('followRoutePages, a route left while its model loads', () => {
  it('does not watch the model of a route the pilot has already left', async () => {
    const { followRoutePages } = await followSignedIn()
    const following = followRoutePages()
    $router.open('/training/soon')
    $router.open('/waiting')
    await following.loaded()
    await settleQueries()
    expect(gets()).toEqual([])
    stopNow(following)
  })
})

describe('pageSettled', () => {
  it('waits for the page’s answer, then resolves; at once on a page without data or when signed out', async () => {
    const { pageSettled } = await followSignedIn()
    let answer: (response: Response) => void = () => undefined
    routes['GET /trainingevents'] = () => new Promise<Response>((resolve) => (answer = resolve))
    $router.open('/training')
    let settled = false
    const settling = pageSettled().then(() => (settled = true))
    await vi.waitFor(() => expect(gets()).toEqual(['/api/v1/trainingevents']))
    expect(settled).toBe(false)
    answer(json([soon, past]))
    await settling
    expect(settled).toBe(true)

    $router.open('/waiting')
    await expect(pageSettled()).resolves.toBeUndefined()
  })

  it('resolves when the answer is a failure: the page shows it, nothing is left to wait for', async () => {
    const { pageSettled } = await followSignedIn()
    routes['GET /trainingevents'] = answer({ message: 'down' }, 500)
    $router.open('/training')
    await expect(pageSettled()).resolves.toBeUndefined()
  })

  it('resolves at once for a visitor who is not signed in', async () => {
    const { pageSettled } = await import('./follow.ts')
    const { initAuth } = await import('../auth/store.ts')
    const signedOut = configureTestCrewPortal({ user: null, fetch: api })
    initAuth()
    $router.open('/training')
    await pageSettled()
    expect(signedOut.fetch.requests).toHaveLength(0)
  })
})

describe('routeNeedsSignIn', () => {
  it('sends a signed-out visitor of a data page or a guarded route to sign in, not of a plain page', async () => {
    const { routeNeedsSignIn } = await import('./follow.ts')
    const { RouteName } = await import('../routes/table.ts')
    for (const route of [
      RouteName.training,
      RouteName.libraryDocument,
      RouteName.accessPass,
      RouteName.user,
      RouteName.eula,
      RouteName.error
    ]) {
      expect(routeNeedsSignIn(route), route).toBe(true)
    }
    for (const route of [RouteName.waiting, RouteName.help, RouteName.home])
      expect(routeNeedsSignIn(route), route).toBe(false)
  })
})

describe('every page model', () => {
  it('is an error with a retry when the API fails', async () => {
    const { pageModelOf } = await import('./follow.ts')
    const { RouteName } = await import('../routes/table.ts')
    const paths: Record<string, string> = {
      training: '/training',
      trainingEvent: '/training/soon',
      preCheckIn: '/pre-check-in',
      preCheckInEvent: '/pre-check-in/soon',
      library: '/library',
      libraryFto: '/library-fto',
      libraryDocument: '/library/doc-1',
      libraryFtoDocument: '/library-fto/doc-1',
      learning: '/learning',
      learningCourse: '/learning/cw-1',
      user: '/user',
      userNotificationSettings: '/user/settings/notifications',
      userCalendarSettings: '/user/settings/calendar',
      accessPass: '/access-pass'
    }
    const withModels = Object.values(RouteName).flatMap((route) => {
      const load = pageModelOf(route)
      return load ? [[route, load] as const] : []
    })
    expect(withModels.map(([route]) => route).sort()).toEqual(Object.keys(paths).sort())
    for (const [route, load] of withModels) {
      const model = await load()
      configureTestCrewPortal({ fetch: () => json({ message: 'down' }, 500) })
      $router.open(paths[route] ?? '/')
      const page = await watch(model as ReadableAtom<PageModel<unknown>>)
      expect(page.value, route).toMatchObject({ status: 'error' })
      expect(typeof (page.value as { retry?: unknown }).retry, route).toBe('function')
      page.stop()
    }
  })
})
