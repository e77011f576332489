// A long training list comes a page at a time: the first page shows while the rest loads; the
// readers that need every event (the side navigation's airlines, the kept answer) wait for the whole.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import type { TrainingEvent } from '@crew-portal/contract'
import { initAuth } from '../auth/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { $trainingListPage } from '../pages/training.ts'
import { PERSIST_KEY_PREFIX } from '../persist/slice.ts'
import { createTestEnvironment, json, pageOfList, settleQueries, watch } from '../test/index.ts'
import type { MemoryStorage } from '../test/environment.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { TRAINING_LIST_STEP } from './events.ts'
import { $operatorContexts, $trainingEvents, selectOperator } from './store.ts'

const KEPT = `${PERSIST_KEY_PREFIX}KeptAnswers`
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

/** The local API's paging over `events`; the calls after the first wait in `held` until the test lets them go. */
function pagingApi(events: readonly TrainingEvent[]) {
  const held: Array<() => void> = []
  holding = held
  const answer = (request: Request): Response | Promise<Response> => {
    const { start, response } = pageOfList(request, events)
    const page = () => response
    return start === 0 ? page() : new Promise((resolve) => held.push(() => resolve(page())))
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

/** A signed-in page load in a tab (its session storage), watching the training page and the side navigation's airlines. */
async function visit(
  tab: MemoryStorage | undefined,
  answer: (request: Request) => Response | Promise<Response>
): Promise<TestEnvironment> {
  const env = createTestEnvironment({ fetch: answer })
  if (tab) env.sessionStorage = tab
  configureCrewPortal(env)
  initAuth()
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
    await visit(undefined, api.answer)
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
    const small = schedule(3)
    const first = await visit(undefined, pagingApi(small).answer)
    first.clock.advance(0)
    const tab = first.sessionStorage
    expect(tab.getItem(KEPT)).toContain('"evt-2"')
    for (const watcher of watching.splice(0)) watcher.stop()

    // The next load in the tab: the list has grown past one page, its rest held back.
    const grown = schedule(FIRST + 5)
    const api = pagingApi(grown)
    const second = await visit(tab, api.answer)
    expect($trainingEvents.get().data?.map((event) => event.id)).toEqual(['evt-0', 'evt-1', 'evt-2'])
    second.clock.advance(0)
    expect(tab.getItem(KEPT)).not.toContain(`"evt-${FIRST - 1}"`)
    await release(api.held)
    expect($trainingEvents.get().data).toHaveLength(FIRST + 5)
    second.clock.advance(0)
    expect(tab.getItem(KEPT)).toContain(`"evt-${FIRST + 4}"`)
  })
})

it('asks once for a pilot-sized list: the first page is the whole of it', async () => {
  const env = await visit(undefined, () => json(schedule(3)))
  expect(ready().value.complete).toBe(true)
  expect(env.fetch.requests).toHaveLength(1)
})
