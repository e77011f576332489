import { beforeEach, describe, expect, it } from 'vitest'
import { exampleTrainingRecordDocument, trainingEventWith } from '@crew-portal/contract/fixtures'
import { $banner } from '../banner/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { trainingPackageSlice } from '../persist/slices.ts'
import { configureTestCrewPortal, createTestEnvironment, json } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import {
  $eventsNeedingPreCheckIn,
  $nextTrainingEvent,
  $selectedTrainingEventId,
  $trainingEvent,
  $trainingEventLists,
  $trainingEvents,
  $trainingRecordDocuments,
  loadTrainingEvent,
  loadTrainingEvents,
  loadTrainingRecordDocuments,
  patchTrainingEvent,
  trainingEventCalendarFile
} from './store.ts'

const soon = trainingEventWith({ id: 'soon' })
const past = trainingEventWith({ id: 'past', startDate: '2026-06-01T08:00:00Z', endDate: '2026-06-05T17:00:00Z', status: 'completed' })

let env: TestEnvironment
let answer: (request: Request) => Response

beforeEach(() => {
  answer = () => json([soon, past])
  env = configureTestCrewPortal({ now: '2026-11-22T09:00:00Z', fetch: (request) => answer(request) })
})

describe('$trainingEvents', () => {
  it('loads the events and derives the lists, the next event and the pre-check-ins due', async () => {
    const unbind = $trainingEventLists.listen(() => {})
    expect($trainingEventLists.get()).toEqual({ upcoming: [], past: [] })
    expect($nextTrainingEvent.get()).toBeUndefined()
    expect($eventsNeedingPreCheckIn.get()).toEqual([])
    await loadTrainingEvents()
    expect($trainingEvents.get().status).toBe('ready')
    expect($trainingEventLists.get().upcoming.map((item) => item.id)).toEqual(['soon'])
    expect($trainingEventLists.get().past.map((item) => item.id)).toEqual(['past'])
    expect($nextTrainingEvent.get()?.id).toBe('soon')
    expect($eventsNeedingPreCheckIn.get().map((item) => item.id)).toEqual(['soon'])
    unbind()
  })

  it('is an empty list, not an error, for crew without events', async () => {
    answer = () => json([])
    await loadTrainingEvents()
    expect($trainingEvents.get()).toMatchObject({ status: 'ready', data: [] })
  })

  it('answers two loads at once with one request (the page and the post-sign-in start both ask)', async () => {
    const [first, second] = await Promise.all([loadTrainingEvents(), loadTrainingEvents()])
    expect(first).toEqual(second)
    expect(first.status).toBe('ready')
    expect(env.fetch.requests.filter((request) => request.url.endsWith('/trainingevents'))).toHaveLength(1)
    await loadTrainingEvents()
    expect(env.fetch.requests.filter((request) => request.url.endsWith('/trainingevents'))).toHaveLength(2)
  })

  it('is an error state with a readable message when the API fails', async () => {
    answer = () => json({ message: 'down' }, 500)
    await loadTrainingEvents()
    expect($trainingEvents.get()).toMatchObject({ status: 'error', error: { message: 'Something went wrong.', status: 500 } })
  })
})

describe('the detail page', () => {
  it('loads one event and its training-record documents', async () => {
    answer = (request) =>
      request.url.includes('trainingrecord') ? json([exampleTrainingRecordDocument]) : json(soon)
    await loadTrainingEvent('soon')
    await loadTrainingRecordDocuments('soon')
    expect($trainingEvent.get().data?.id).toBe('soon')
    expect($trainingRecordDocuments.get().data).toEqual([exampleTrainingRecordDocument])
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/trainingevents/soon',
      '/api/v1/trainingrecord/soon/documents'
    ])
  })

  it('a 404 on the documents shows the server text in the banner and in the error state', async () => {
    answer = () => json({ message: 'Records are not available yet.' }, 404)
    await loadTrainingRecordDocuments('soon')
    expect($trainingRecordDocuments.get().error).toEqual({ message: 'Records are not available yet.', status: 404 })
    expect($banner.get()).toMatchObject({ isVisible: true, message: 'Records are not available yet.' })
  })
})

describe('trainingEventCalendarFile', () => {
  it('stamps the file with the environment clock', () => {
    const file = trainingEventCalendarFile(soon)
    expect(file.fileName).toBe('training-a320-type-rating-2026-11-27.ics')
    expect(file.mediaType).toBe('text/calendar;charset=utf-8')
    expect(file.text).toContain('DTSTAMP:20261122T090000Z')
    env.clock.advance(60_000)
    expect(trainingEventCalendarFile(soon).text).toContain('DTSTAMP:20261122T090100Z')
  })
})

describe('patchTrainingEvent', () => {
  it('changes one loaded event and leaves the others', async () => {
    await loadTrainingEvents()
    patchTrainingEvent('soon', { preCheckInStatus: 'done' })
    expect($trainingEvents.get().data?.map((item) => [item.id, item.preCheckInStatus])).toEqual([
      ['soon', 'done'],
      ['past', 'not-started']
    ])
  })

  it('does nothing before the events are loaded', () => {
    patchTrainingEvent('soon', { preCheckInStatus: 'done' })
    expect($trainingEvents.get()).toMatchObject({ status: 'idle', data: undefined })
  })
})

describe('the TrainingPackage slice (SPEC §3): the event the crew member opened', () => {
  it('starts with no selected event', () => {
    expect($selectedTrainingEventId.get()).toBeNull()
  })

  it('loading one event records its id, and a reload still knows it', async () => {
    answer = (request) => json(trainingEventWith({ id: new URL(request.url).pathname.split('/').at(-1)! }))
    await loadTrainingEvent('soon')
    expect($selectedTrainingEventId.get()).toBe('soon')
    expect(JSON.parse(env.sessionStorage.getItem(trainingPackageSlice.key)!).data).toEqual({ selectedEventId: 'soon', selectedPackageId: null })
    await loadTrainingEvent('past')
    expect($selectedTrainingEventId.get()).toBe('past')
    const reloaded = createTestEnvironment()
    reloaded.sessionStorage.setItem(trainingPackageSlice.key, env.sessionStorage.getItem(trainingPackageSlice.key)!)
    configureCrewPortal(reloaded)
    expect($selectedTrainingEventId.get()).toBe('past')
  })

  it('keeps the package selection it does not own', async () => {
    trainingPackageSlice.set({ selectedEventId: null, selectedPackageId: 'pkg-1' })
    answer = () => json(soon)
    await loadTrainingEvent('soon')
    expect(trainingPackageSlice.get()).toEqual({ selectedEventId: 'soon', selectedPackageId: 'pkg-1' })
  })

  it('an event that fails to load selects nothing', async () => {
    answer = () => json({ message: 'Not found' }, 404)
    await loadTrainingEvent('missing')
    expect($selectedTrainingEventId.get()).toBeNull()
    expect(env.sessionStorage.getItem(trainingPackageSlice.key)).toBeNull()
  })
})
