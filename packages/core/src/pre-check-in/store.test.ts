import { beforeEach, describe, expect, it } from 'vitest'
import {
  examplePreCheckIn,
  examplePreCheckInAnswers,
  exampleTsaStatus,
  trainingEventWith
} from '@crew-portal/contract/fixtures'
import { $banner } from '../banner/store.ts'
import { $preCheckInEventPage } from '../pages/pre-check-in.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, examplePreCheckInForm, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $trainingEvents } from '../training/store.ts'
import { EMPTY_PRE_CHECK_IN_FORM } from './form.ts'
import { $preCheckIn, $preCheckInSubmit, $tsaStatus } from './store.ts'
import { submitPreCheckIn } from './submit.ts'
import { preCheckInDraft } from './draft.ts'
import { initAuth } from '../auth/store.ts'

const watchPage = pageWatcher($preCheckInEventPage)
const watchEvents = pageWatcher($trainingEvents)

/** Opens `/pre-check-in/:eventId`: the event, its pre-check-in and its TSA status load. */
async function loadPreCheckIn(event: { id: string }): Promise<void> {
  $router.open(`/pre-check-in/${event.id}`)
  await watchPage()
}

const event = trainingEventWith()
const good = examplePreCheckInForm
let env: TestEnvironment
let putAnswer: () => Response
let tsaAnswer: () => Response

beforeEach(() => {
  $router.open('/pre-check-in/event-1')
  putAnswer = () =>
    json({ ...examplePreCheckIn, status: 'done', answers: examplePreCheckInAnswers, updatedAt: '2026-11-22T09:00:00Z' })
  tsaAnswer = () => json(exampleTsaStatus)
  env = configureTestCrewPortal({
    fetch: (request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/trainingevents')) return json([event])
      if (path.startsWith('/api/v1/trainingevents/')) return json(event)
      if (path.includes('/reservationdocuments/tsa')) return tsaAnswer()
      if (request.method === 'PUT') return putAnswer()
      return json(examplePreCheckIn)
    }
  })
})

describe('loading the pre-check-in page', () => {
  it('loads the pre-check-in and the TSA status of the reservation', async () => {
    await loadPreCheckIn(event)
    expect($preCheckIn.get()).toMatchObject({ loading: false, data: examplePreCheckIn })
    expect($tsaStatus.get()).toMatchObject({ loading: false, data: exampleTsaStatus })
    expect(env.fetch.requests.map((request) => new URL(request.url).search)).toContain('?reservationId=RES-1001')
  })

  it('a TSA failure is an error state on the page but no banner (whitelisted)', async () => {
    tsaAnswer = () => json({ message: 'down' }, 500)
    await loadPreCheckIn(event)
    expect($preCheckInEventPage.get()).toMatchObject({
      status: 'ready',
      value: { tsa: { status: 'error' }, preCheckIn: { status: 'ready' } }
    })
    expect($banner.get().isVisible).toBe(false)
  })
})

describe('submitPreCheckIn', () => {
  it('saves valid answers, shows them as done and marks the event done in the training list', async () => {
    await watchEvents()
    await loadPreCheckIn(event)
    await expect(submitPreCheckIn(event, good)).resolves.toBe(true)
    const put = env.fetch.requests.find((request) => request.method === 'PUT')
    expect(await put?.json()).toEqual(examplePreCheckInAnswers)
    expect($preCheckInSubmit.get().status).toBe('saved')
    expect($preCheckIn.get().data?.status).toBe('done')
    expect($trainingEvents.get().data?.[0]?.preCheckInStatus).toBe('done')
    expect($preCheckInEventPage.get()).toMatchObject({
      status: 'ready',
      value: { event: { preCheckInStatus: 'done' }, submit: { status: 'saved' } }
    })
    // Saved answers and the patched events came from the save: nothing was asked again.
    expect(env.fetch.requests.at(-1)?.method).toBe('PUT')
  })

  it('sends nothing and shows a message per field when the form is invalid', async () => {
    await expect(submitPreCheckIn(event, EMPTY_PRE_CHECK_IN_FORM)).resolves.toBe(false)
    expect(env.fetch.requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
    expect($preCheckInSubmit.get().status).toBe('invalid')
    expect(Object.keys($preCheckInSubmit.get().errors)).toHaveLength(5)
  })

  it('shows the server text of a 400 and a readable message for other failures', async () => {
    putAnswer = () => json({ message: 'arrivalDate must not be after the event start', field: 'arrivalDate' }, 400)
    await expect(submitPreCheckIn(event, good)).resolves.toBe(false)
    expect($preCheckInSubmit.get()).toMatchObject({
      status: 'error',
      message: 'arrivalDate must not be after the event start'
    })
    putAnswer = () => json({ message: 'down' }, 500)
    await submitPreCheckIn(event, good)
    expect($preCheckInSubmit.get().message).toBe('Something went wrong.')
    putAnswer = () => json({}, 400)
    await submitPreCheckIn(event, good)
    expect($preCheckInSubmit.get().message).toBe('Something went wrong.')
  })

  it('refuses an event id that could walk the path, without sending', async () => {
    await expect(submitPreCheckIn({ ...event, id: '..' }, good)).resolves.toBe(false)
    expect($preCheckInSubmit.get()).toMatchObject({ status: 'error', message: 'Please check your answers.' })
    expect(env.fetch.requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
  })

  it('starts idle again at the next visit of a pre-check-in page', async () => {
    await loadPreCheckIn(event)
    await submitPreCheckIn(event, EMPTY_PRE_CHECK_IN_FORM)
    expect($preCheckInSubmit.get().status).toBe('invalid')
    $router.open('/pre-check-in')
    await loadPreCheckIn(event)
    expect($preCheckInSubmit.get().status).toBe('idle')
  })

  it('keeps what the pilot typed through every failed save, and forgets it once a save succeeds', async () => {
    initAuth()
    await loadPreCheckIn(event)
    for (const failure of [
      () => json({ message: 'down' }, 500),
      () => json({}, 401),
      () => new Response('<html>proxy</html>'),
      () => Promise.reject(new TypeError('Failed to fetch'))
    ]) {
      putAnswer = failure as () => Response
      await expect(submitPreCheckIn(event, good)).resolves.toBe(false)
      expect(preCheckInDraft(event.id).read()).toEqual(good)
    }
    putAnswer = () =>
      json({
        ...examplePreCheckIn,
        status: 'done',
        answers: examplePreCheckInAnswers,
        updatedAt: '2026-11-22T09:00:00Z'
      })
    await expect(submitPreCheckIn(event, good)).resolves.toBe(true)
    expect(preCheckInDraft(event.id).read()).toBeUndefined()
  })

  it('a second Save while the first is on its way (a double click) sends one request', async () => {
    await loadPreCheckIn(event)
    const first = submitPreCheckIn(event, good)
    const second = submitPreCheckIn(event, good)
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    expect(env.fetch.requests.filter((request) => request.method === 'PUT')).toHaveLength(1)
    await submitPreCheckIn(event, good)
    expect(env.fetch.requests.filter((request) => request.method === 'PUT')).toHaveLength(2)
  })
})
