import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exampleTrainingRecordDocument, trainingEventWith } from '@crew-portal/contract/fixtures'
import type { ReadableAtom } from 'nanostores'
import { $banner } from '../banner/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { trainingPackageSlice } from '../persist/slices.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, createTestEnvironment, json, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import {
  $selectedTrainingEventId,
  $trainingEvent,
  $trainingEvents,
  $trainingRecordDocuments,
  patchTrainingEvent
} from './store.ts'
import { trainingEventCalendarFile } from './ics.ts'

const soon = trainingEventWith({ id: 'soon' })
const past = trainingEventWith({
  id: 'past',
  startDate: '2026-06-01T08:00:00Z',
  endDate: '2026-06-05T17:00:00Z',
  status: 'completed'
})

let env: TestEnvironment
let answer: (request: Request) => Response
const watching: Watched<unknown>[] = []

async function watched<T>(store: ReadableAtom<T>): Promise<Watched<T>> {
  const result = await watch(store)
  watching.push(result)
  return result
}

beforeEach(() => {
  answer = () => json([soon, past])
  $router.open('/training')
  env = configureTestCrewPortal({ now: '2026-11-22T09:00:00Z', fetch: (request) => answer(request) })
})

afterEach(() => {
  for (const watcher of watching.splice(0)) watcher.stop()
})

const paths = () => env.fetch.requests.map((request) => new URL(request.url).pathname)

describe('$trainingEvents', () => {
  it('asks nothing until watched, then loads the events', async () => {
    expect(env.fetch.requests).toHaveLength(0)
    await watched($trainingEvents)
    expect($trainingEvents.get()).toMatchObject({ loading: false, data: [soon, past] })
  })

  it('is an empty list, not an error, for crew without events', async () => {
    answer = () => json([])
    const events = await watched($trainingEvents)
    expect(events.value).toMatchObject({ loading: false, data: [] })
  })

  it('answers everyone watching with one request (the page and the post-sign-in start both ask)', async () => {
    await Promise.all([watched($trainingEvents), watched($trainingEvent)])
    expect(paths().filter((path) => path.endsWith('/trainingevents'))).toHaveLength(1)
  })

  it('holds the failure as its error, with the status the page words come from', async () => {
    answer = () => json({ message: 'down' }, 500)
    const events = await watched($trainingEvents)
    expect(events.value.data).toBeUndefined()
    expect(events.value.error).toMatchObject({ status: 500 })
  })
})

describe('the event of the page on screen', () => {
  it('is keyed by the route: it loads the event of /training/:eventId and, once ended, its training records', async () => {
    answer = (request) => (request.url.includes('trainingrecord') ? json([exampleTrainingRecordDocument]) : json(past))
    $router.open('/training/past')
    await watched($trainingRecordDocuments)
    expect($trainingEvent.get().data?.id).toBe('past')
    expect($trainingRecordDocuments.get().data).toEqual([exampleTrainingRecordDocument])
    expect(paths()).toEqual(['/api/v1/trainingevents/past', '/api/v1/trainingrecord/past/documents'])
  })

  it('asks for no training records before the event has ended (a 404 would show a banner)', async () => {
    answer = () => json(soon)
    $router.open('/training/soon')
    await watched($trainingRecordDocuments)
    expect(paths()).toEqual(['/api/v1/trainingevents/soon'])
  })

  it('asks nothing off its pages, and another id is another key', async () => {
    answer = (request) => json(trainingEventWith({ id: new URL(request.url).pathname.split('/').at(-1)! }))
    const event = await watched($trainingEvent)
    expect(paths()).toEqual([])
    $router.open('/training/soon')
    await event.settle()
    expect(event.value.data?.id).toBe('soon')
    $router.open('/pre-check-in/past')
    await event.settle()
    expect(event.value.data?.id).toBe('past')
    $router.open('/training/soon')
    await event.settle()
    // Fresh in the cache: shown again without asking.
    expect(event.value.data?.id).toBe('soon')
    expect(paths()).toEqual(['/api/v1/trainingevents/soon', '/api/v1/trainingevents/past'])
  })

  it('a 404 on the records shows the server text in the banner', async () => {
    answer = (request) =>
      request.url.includes('trainingrecord') ? json({ message: 'Records are not available yet.' }, 404) : json(past)
    $router.open('/training/past')
    await watched($trainingRecordDocuments)
    expect($trainingRecordDocuments.get().error).toMatchObject({ status: 404 })
    expect($banner.get()).toMatchObject({ isVisible: true, message: 'Records are not available yet.' })
  })
})

describe('trainingEventCalendarFile', () => {
  it('stamps the file with the environment clock', () => {
    const file = trainingEventCalendarFile(soon)
    expect(file.fileName).toBe('training-a320-type-rating-2026-11-27.ics')
    expect(file.mediaType).toBe('text/calendar; charset=utf-8')
    expect(file.text).toContain('DTSTAMP:20261122T090000Z')
    env.clock.advance(60_000)
    expect(trainingEventCalendarFile(soon).text).toContain('DTSTAMP:20261122T090100Z')
  })
})

describe('patchTrainingEvent', () => {
  it('changes one cached event, in the list and under its own key, without a request', async () => {
    const events = await watched($trainingEvents)
    patchTrainingEvent('soon', { preCheckInStatus: 'done' })
    expect(events.value.data?.map((item) => [item.id, item.preCheckInStatus])).toEqual([
      ['soon', 'done'],
      ['past', 'not-started']
    ])
    expect(paths()).toEqual(['/api/v1/trainingevents'])
  })

  it('does nothing before the events are loaded', async () => {
    patchTrainingEvent('soon', { preCheckInStatus: 'done' })
    const events = await watched($trainingEvents)
    expect(events.value.data?.[0]?.preCheckInStatus).toBe('not-started')
  })
})

describe('the TrainingPackage slice (R-STORE-1): the event the crew member opened', () => {
  it('starts with no selected event', () => {
    expect($selectedTrainingEventId.get()).toBeNull()
  })

  it('loading one event records its id, and a reload still knows it', async () => {
    answer = (request) => json(trainingEventWith({ id: new URL(request.url).pathname.split('/').at(-1)! }))
    $router.open('/training/soon')
    const event = await watched($trainingEvent)
    expect($selectedTrainingEventId.get()).toBe('soon')
    expect(JSON.parse(env.sessionStorage.getItem(trainingPackageSlice.key)!).data).toEqual({
      selectedEventId: 'soon',
      selectedPackageId: null
    })
    $router.open('/training/past')
    await event.settle()
    expect($selectedTrainingEventId.get()).toBe('past')
    event.stop()
    const reloaded = createTestEnvironment()
    reloaded.sessionStorage.setItem(trainingPackageSlice.key, env.sessionStorage.getItem(trainingPackageSlice.key)!)
    configureCrewPortal(reloaded)
    expect($selectedTrainingEventId.get()).toBe('past')
  })

  it('keeps the package selection it does not own', async () => {
    trainingPackageSlice.set({ selectedEventId: null, selectedPackageId: 'pkg-1' })
    answer = () => json(soon)
    $router.open('/training/soon')
    await watched($trainingEvent)
    expect(trainingPackageSlice.get()).toEqual({ selectedEventId: 'soon', selectedPackageId: 'pkg-1' })
  })

  it('an event that fails to load selects nothing', async () => {
    answer = () => json({ message: 'Not found' }, 404)
    $router.open('/training/missing')
    await watched($trainingEvent)
    expect($selectedTrainingEventId.get()).toBeNull()
    expect(env.sessionStorage.getItem(trainingPackageSlice.key)).toBeNull()
  })
})
