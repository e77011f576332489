// A long training list comes a page at a time: the first page shows while the rest loads; the
// readers that need every event (the side navigation's airlines, the kept answer) wait for the whole.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import type { TrainingEvent } from '@crew-portal/contract'
import { initAuth } from '../auth/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { $trainingListPage } from '../pages/training.ts'
import { keptAnswersReady, keptAnswersWritten } from '../query/kept.ts'
import { keptDatabase } from '../query/kept-database.ts'
import { createTestEnvironment, json, pageOfList, settleQueries, testUser, untilStore, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { TRAINING_LIST_STEP } from './events.ts'
import { $operatorContexts, $trainingEvents, selectOperator } from './store.ts'

const FIRST = 2 * TRAINING_LIST_STEP
const day = (offset: number) =>
  new Date(Date.parse('2026-11-22T09:00:00.000Z') + offset * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z')
const bluebird = { code: 'BBR', name: 'Bluebird Regional' }
const redtail = { code: 'RTL', name: 'Redtail Air' }

/** `count` events a day apart from tomorrow on; the last of them with another airline. */
function schedule(count: number): TrainingEvent[] {
  return Array.from({ length: count }, (_, index) =>
    trainingEventWith({
      id: `evt-${index}`,
      startDate: day(index + 1),
      endDate: day(index + 1.5),
      status: 'upcoming',
      operator: index === count - 1 ? redtail : bluebird
    })
  )
}

const watching: Array<Watched<unknown>> = []
/** The calls the last paging API holds back. */
let holding: ReadonlyArray<() => void> = []
afterEach(() => {
  for (const watcher of watching.splice(0)) watcher.stop()
  holding = []
})

/** The local API's paging over `events`; the calls after the first (or all) wait in `held` until the test lets them go. */
function pagingApi(events: readonly TrainingEvent[], { holdFirst = false } = {}) {
  const held: Array<() => void> = []
  holding = held
  const answer = (request: Request): Response | Promise<Response> => {
    const { start, response } = pageOfList(request, events)
    const page = () => response
    return start === 0 && !holdFirst ? page() : new Promise((resolve) => held.push(() => resolve(page())))
  }
  return { answer, held }
}

/** Lets the answers given so far arrive: until the API holds the next page back, or the list has every event. */
async function flush(): Promise<void> {
  await vi.waitFor(() => {
    const page = $trainingListPage.get()
    if (holding.length === 0 && (page.status === 'loading' || (page.status === 'ready' && page.refreshing)))
      throw new Error('the events are still loading')
  })
  if (holding.length === 0) await settleQueries()
}

/** A signed-in page load in a new tab of the profile, watching the training page and the side navigation's airlines. */
async function visit(
  profile: IDBFactory,
  answer: (request: Request) => Response | Promise<Response>
): Promise<TestEnvironment> {
  const env = createTestEnvironment({ fetch: answer, indexedDB: profile })
  configureCrewPortal(env)
  initAuth()
  await keptAnswersReady()
  watching.push(
    await watch($trainingListPage, { answered: false }),
    await watch($operatorContexts, { answered: false })
  )
  await flush()
  return env
}

async function release(held: Array<() => void>): Promise<void> {
  while (held.length > 0) {
    held.shift()?.()
    await flush()
  }
}

type Ready = Extract<ReturnType<typeof $trainingListPage.get>, { status: 'ready' }>
const ready = (): Ready => {
  const model = $trainingListPage.get()
  if (model.status !== 'ready') throw new Error(`the page is ${model.status}`)
  return model
}

describe('a long training list, a page at a time', () => {
  it('shows the first page while the rest loads, marked incomplete; the airlines wait for every event', async () => {
    const events = schedule(FIRST + 30)
    const api = pagingApi(events)
    await visit(new IDBFactory(), api.answer)
    expect(ready().value.complete).toBe(false)
    expect(ready().refreshing).toBe(true)
    expect(ready().value.next?.id).toBe('evt-0')
    expect(ready().value.upcoming).toHaveLength(FIRST - 1)
    // Redtail's one event is in the rest: no switcher yet rather than a wrong one.
    expect($operatorContexts.get()).toEqual([])
    await release(api.held)
    expect(ready().value.complete).toBe(true)
    expect(ready().value.upcoming).toHaveLength(FIRST + 29)
    expect($operatorContexts.get().map((context) => context.id)).toContain('RTL')
  })

  it('never says "no training" for a chosen airline whose events are still to come', async () => {
    const events = schedule(FIRST + 30)
    const api = pagingApi(events)
    const env = createTestEnvironment({ fetch: api.answer })
    configureCrewPortal(env)
    initAuth()
    selectOperator('RTL')
    watching.push(await watch($trainingListPage, { answered: false }))
    await flush()
    expect(ready().value).toMatchObject({ empty: false, complete: false, upcoming: [] })
    expect(ready().value.next).toBeUndefined()
    await release(api.held)
    expect(ready().value.next?.id).toBe(`evt-${FIRST + 29}`)
  })

  it('keeps no first page as the last answer, and a kept answer on screen is not replaced by one', async () => {
    const profile = new IDBFactory()
    const kept = async () => {
      await keptAnswersWritten()
      const events = (await keptDatabase(profile).read(testUser.userId, 'training-events'))?.data
      return (events as TrainingEvent[]).map((event) => event.id)
    }
    const small = schedule(3)
    const first = await visit(profile, pagingApi(small).answer)
    first.clock.advance(0)
    expect(await kept()).toEqual(['evt-0', 'evt-1', 'evt-2'])
    for (const watcher of watching.splice(0)) watcher.stop()

    // The next load, in a new tab: the list has grown past one page; every page held back.
    const grown = schedule(FIRST + 5)
    const api = pagingApi(grown, { holdFirst: true })
    const second = await visit(profile, api.answer)
    const ids = () => $trainingEvents.get().data?.map((event) => event.id)
    await untilStore($trainingEvents, (state) => state.data !== undefined)
    expect(ids()).toEqual(['evt-0', 'evt-1', 'evt-2'])
    // The first page arrives: the kept answer stays on screen, and the part is not kept.
    api.held.shift()?.()
    await vi.waitFor(() => expect(api.held.length).toBeGreaterThan(0))
    expect(ids()).toEqual(['evt-0', 'evt-1', 'evt-2'])
    second.clock.advance(0)
    expect(await kept()).toEqual(['evt-0', 'evt-1', 'evt-2'])
    await release(api.held)
    expect($trainingEvents.get().data).toHaveLength(FIRST + 5)
    second.clock.advance(0)
    expect(await kept()).toHaveLength(FIRST + 5)
  })
})

it('asks once for a pilot-sized list: the first page is the whole of it', async () => {
  const env = await visit(new IDBFactory(), () => json(schedule(3)))
  expect(ready().value.complete).toBe(true)
  expect(env.fetch.requests).toHaveLength(1)
})
