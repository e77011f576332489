import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import type { TrainingEvent } from '@crew-portal/contract'
import { initAuth } from '../auth/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { $isLoading } from '../http/loading.ts'
import { clearPersistedSlices, PERSIST_KEY_PREFIX } from '../persist/slice.ts'
import { $router } from '../routes/router.ts'
import { $trainingEvents } from '../training/store.ts'
import { createTestEnvironment, json, testUser, watch } from '../test/index.ts'
import type { MemoryStorage } from '../test/environment.ts'
import type { FetchHandler, TestEnvironment, Watched } from '../test/index.ts'
import { MAX_KEPT_ITEMS } from './kept.ts'

const KEY = `${PERSIST_KEY_PREFIX}KeptAnswers`
const yesterday = [trainingEventWith({ id: 'yesterday' })]
const today = [trainingEventWith({ id: 'today' })]
const otherPilot = { ...testUser, email: 'other.pilot@example.com', userId: 'user-other-1', b2cId: 'b2c-other-1' }

const watching: Watched<unknown>[] = []
afterEach(() => {
  for (const watcher of watching.splice(0)) watcher.stop()
})

type ListState = { data?: TrainingEvent[]; error?: unknown; loading: boolean }

/**
 * One page load in a tab: the core configured on the tab's session storage, the account read, the
 * list watched. With `held`, the API's answer is still out: it returns once the request has gone.
 */
async function visit(
  tab: MemoryStorage | undefined,
  answer: FetchHandler,
  { user = testUser, held = false } = {}
): Promise<{ env: TestEnvironment; list: Watched<ListState> }> {
  const env = createTestEnvironment({ user, fetch: answer })
  if (tab) env.sessionStorage = tab
  configureCrewPortal(env)
  initAuth()
  const list = await watch($trainingEvents, { answered: !held })
  watching.push(list)
  return { env, list }
}

/** A first visit that sees `events`, and the tab it leaves behind once the answer is kept. */
async function tabThatSaw(events: readonly TrainingEvent[]): Promise<{ env: TestEnvironment; tab: MemoryStorage }> {
  const { env, list } = await visit(undefined, () => json(events))
  expect(list.value.data?.map((event) => event.id)).toEqual(events.map((event) => event.id))
  // Kept once the page has painted: a timer, not the answer's own task.
  env.clock.advance(0)
  list.stop()
  return { env, tab: env.sessionStorage }
}

/** An API that answers only when the test says. */
function heldBack() {
  let release: (response: Response) => void = () => undefined
  const answer: FetchHandler = () => new Promise<Response>((resolve) => (release = resolve))
  return { answer, release: (response: Response) => release(response) }
}

const ids = (events: readonly TrainingEvent[] | undefined) => events?.map((event) => event.id)

describe('the last answer, kept (R-STORE-3)', () => {
  it('shows on a reload at once, refreshing in the background, until the fresh answer takes its place', async () => {
    const { tab } = await tabThatSaw(yesterday)
    const api = heldBack()
    const { env, list } = await visit(tab, api.answer, { held: true })
    expect(ids(list.value.data)).toEqual(['yesterday'])
    expect(list.value.loading).toBe(true)
    // The request went, without the loading overlay over what is shown.
    expect(env.fetch.requests).toHaveLength(1)
    expect($isLoading.get()).toBe(false)
    api.release(json(today))
    await list.settle()
    expect(ids(list.value.data)).toEqual(['today'])
    expect(list.value.loading).toBe(false)
    env.clock.advance(0)
    expect(tab.getItem(KEY)).toContain('"today"')
  })

  it('leaves the page unsettled until the API has answered: what waits for the page waits for that answer', async () => {
    const { tab } = await tabThatSaw(yesterday)
    const api = heldBack()
    await visit(tab, api.answer, { held: true })
    const { pageSettled } = await import('../pages/follow.ts')
    const { $trainingListPage } = await import('../pages/training.ts')
    $router.open('/training')
    // Watched here too, as the page's view does, so the test's leaving stops it at once.
    const page = await watch($trainingListPage, { answered: false })
    watching.push(page)
    let settled = false
    const settling = pageSettled().then(() => (settled = true))
    // pageSettled listens to the page model once its module has loaded: a second listener beside the view's.
    await vi.waitFor(() => expect($trainingListPage.lc).toBe(2))
    expect(page.value).toMatchObject({ status: 'ready', refreshing: true })
    expect(settled).toBe(false)
    api.release(json(today))
    await settling
    expect(page.value).toMatchObject({ status: 'ready', refreshing: false })
    $router.open('/')
  })

  it('keeps showing it, with the failure, when the refresh fails', async () => {
    const { tab } = await tabThatSaw(yesterday)
    const { list } = await visit(tab, () => json({ message: 'down' }, 500))
    expect(ids(list.value.data)).toEqual(['yesterday'])
    expect(list.value.error).toBeDefined()
  })

  it('is never shown to another account', async () => {
    const { tab } = await tabThatSaw(yesterday)
    const api = heldBack()
    const { list } = await visit(tab, api.answer, { user: otherPilot, held: true })
    expect(list.value.data).toBeUndefined()
    expect(list.value.loading).toBe(true)
  })

  it('is gone after a logout', async () => {
    const { tab } = await tabThatSaw(yesterday)
    clearPersistedSlices()
    expect(tab.getItem(KEY)).toBeNull()
    const { list } = await visit(tab, heldBack().answer, { held: true })
    expect(list.value.data).toBeUndefined()
  })

  it('is dropped, not shown, when it no longer reads as the API’s answer', async () => {
    const { tab } = await tabThatSaw(yesterday)
    const kept = JSON.parse(tab.getItem(KEY) ?? '') as {
      v: number
      data: { account: string; answers: Record<string, unknown> }
    }
    kept.data.answers['training-events'] = [{ id: 'no other field', title: '<img src=x onerror=alert(1)>' }]
    tab.setItem(KEY, JSON.stringify(kept))
    const { list } = await visit(tab, heldBack().answer, { held: true })
    expect(list.value.data).toBeUndefined()
    expect(tab.getItem(KEY)).not.toContain('no other field')
  })

  it('is not kept when the list is too long to be worth reading back', async () => {
    const many = Array.from({ length: MAX_KEPT_ITEMS + 1 }, (_, index) => trainingEventWith({ id: `event-${index}` }))
    const { tab } = await tabThatSaw(many)
    expect(tab.getItem(KEY) ?? '').not.toContain('event-1')
  })
})
