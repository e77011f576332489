import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import type { TrainingEvent } from '@crew-portal/contract'
import { initAuth } from '../auth/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { $isLoading } from '../http/loading.ts'
import { $trainingEvents } from '../training/store.ts'
import { createTestEnvironment, json, testUser, untilStore, watch } from '../test/index.ts'
import type { FetchHandler, TestEnvironment, Watched } from '../test/index.ts'
import { FIRST_PART_ITEMS, keptDatabase } from './kept-database.ts'
import type { KeptDatabase, SavedEntry } from './kept-database.ts'
import {
  forgetKeptAnswers,
  KEPT_ANSWER_DAYS,
  KEPT_ANSWER_FORMAT,
  keptAnswersReady,
  keptAnswersWritten,
  MAX_KEPT_ITEMS,
  writeEvicting
} from './kept.ts'
import { $keptAnswerShown, isPartialAnswer } from './query.ts'

const KEY = 'training-events'
const yesterday = [trainingEventWith({ id: 'yesterday' })]
const today = [trainingEventWith({ id: 'today' })]
const otherPilot = { ...testUser, email: 'other.pilot@example.com', userId: 'user-other-1', b2cId: 'b2c-other-1' }
const DAY_MS = 24 * 60 * 60 * 1000

const watching: Watched<unknown>[] = []
afterEach(() => {
  for (const watcher of watching.splice(0)) watcher.stop()
})

type ListState = { data?: TrainingEvent[]; error?: unknown; loading: boolean }

interface Visit {
  /** The browser profile: IndexedDB outlives the tab. */
  profile?: IDBFactory
  user?: typeof testUser
  held?: boolean
  online?: boolean
  now?: string
}

/**
 * One page load in a new tab of the profile: the core configured with empty session storage, the
 * account read, its list of kept answers read (boot waits for it), the training list watched.
 */
async function newTab(
  answer: FetchHandler,
  { profile = new IDBFactory(), user = testUser, held = false, online = true, now }: Visit = {}
): Promise<{ env: TestEnvironment; list: Watched<ListState>; profile: IDBFactory }> {
  const env = createTestEnvironment({ user, fetch: answer, indexedDB: profile, online, ...(now ? { now } : {}) })
  configureCrewPortal(env)
  initAuth()
  await keptAnswersReady()
  const list = await watch($trainingEvents, { answered: !held })
  watching.push(list)
  return { env, list, profile }
}

/** A first visit that sees `events`, and the profile it leaves behind once the answer is kept. */
async function profileThatSaw(events: readonly TrainingEvent[], visit: Visit = {}): Promise<IDBFactory> {
  const { env, list, profile } = await newTab(() => json(events), visit)
  expect(ids(list.value.data)).toEqual(events.map((event) => event.id))
  // Kept once the page has painted: a timer, not the answer's own task.
  env.clock.advance(0)
  await keptAnswersWritten()
  list.stop()
  return profile
}

/** An API that answers only when the test says. */
function heldBack() {
  let release: (response: Response) => void = () => undefined
  const answer: FetchHandler = () => new Promise<Response>((resolve) => (release = resolve))
  return { answer, release: (response: Response) => release(response) }
}

const ids = (events: readonly TrainingEvent[] | undefined) => events?.map((event) => event.id)
const shown = () => untilStore($trainingEvents, (state) => state.data !== undefined)
/** The whole list kept for `account` (both parts of a long one), or undefined. */
async function stored(profile: IDBFactory, account = testUser.userId): Promise<unknown> {
  const database = keptDatabase(profile)
  const answer = await database.read(account, KEY)
  if (!answer?.more) return answer?.data
  return [...(answer.data as unknown[]), ...((await database.readRest(account, KEY)) as unknown[])]
}

describe('the last answers, kept per account across tabs (R-STORE-3)', () => {
  it('shows in a new tab at once, refreshing in the background, until the fresh answer takes its place', async () => {
    const profile = await profileThatSaw(yesterday)
    const api = heldBack()
    const { env, list } = await newTab(api.answer, { profile, held: true })
    await shown()
    expect(ids(list.value.data)).toEqual(['yesterday'])
    expect(list.value.loading).toBe(true)
    expect($keptAnswerShown.get()).toBe(env.now().getTime())
    // The request went, without the loading overlay over what is shown.
    expect(env.fetch.requests).toHaveLength(1)
    expect($isLoading.get()).toBe(false)
    api.release(json(today))
    await list.settle()
    expect(ids(list.value.data)).toEqual(['today'])
    expect(list.value.loading).toBe(false)
    expect($keptAnswerShown.get()).toBeUndefined()
    env.clock.advance(0)
    await keptAnswersWritten()
    expect(ids((await stored(profile)) as TrainingEvent[])).toEqual(['today'])
  })

  it('goes on showing, with the failure beside it, when the network is gone: never the failure first', async () => {
    const profile = await profileThatSaw(yesterday)
    const { list } = await newTab(() => Promise.reject(new TypeError('Failed to fetch')), { profile })
    expect(ids(list.value.data)).toEqual(['yesterday'])
    expect(list.value.error).toBeDefined()
    expect($keptAnswerShown.get()).toBeDefined()
  })

  it('is never shown to another account, and stays the first account’s', async () => {
    const profile = await profileThatSaw(yesterday)
    const api = heldBack()
    const { env, list } = await newTab(api.answer, { profile, user: otherPilot, held: true })
    // Its list of kept answers is read (newTab waits for it) and has none: nothing to read back.
    expect(list.value.data).toBeUndefined()
    expect($keptAnswerShown.get()).toBeUndefined()
    api.release(json(today))
    await list.settle()
    env.clock.advance(0)
    await keptAnswersWritten()
    expect(ids((await stored(profile)) as TrainingEvent[])).toEqual(['yesterday'])
    expect(ids((await stored(profile, otherPilot.userId)) as TrainingEvent[])).toEqual(['today'])
  })

  it(`is not shown once older than ${KEPT_ANSWER_DAYS} days, and is removed`, async () => {
    const profile = await profileThatSaw(yesterday, { now: '2026-11-01T08:00:00Z' })
    const api = heldBack()
    const late = new Date(Date.parse('2026-11-01T08:00:00Z') + KEPT_ANSWER_DAYS * DAY_MS + 1).toISOString()
    const { list } = await newTab(api.answer, { profile, held: true, now: late })
    expect(list.value.data).toBeUndefined()
    await keptAnswersWritten()
    await expect.poll(() => stored(profile)).toBeUndefined()
  })

  it('is not shown when saved "in the future" (a clock set back cannot keep it alive)', async () => {
    const profile = await profileThatSaw(yesterday, { now: '2026-11-20T08:00:00Z' })
    const { list } = await newTab(heldBack().answer, { profile, held: true, now: '2026-11-19T08:00:00Z' })
    expect(list.value.data).toBeUndefined()
  })

  it('is gone after a logout, from the database itself', async () => {
    const profile = await profileThatSaw(yesterday)
    await forgetKeptAnswers()
    expect(await stored(profile)).toBeUndefined()
    const { list } = await newTab(heldBack().answer, { profile, held: true })
    expect(list.value.data).toBeUndefined()
  })

  it('is dropped, not shown, when it no longer reads as the API’s answer', async () => {
    const profile = await profileThatSaw(yesterday)
    const hostile = [{ id: 'no other field', title: '<img src=x onerror=alert(1)>' }]
    const saved = (await keptDatabase(profile).saved(testUser.userId))[0] as SavedEntry
    await keptDatabase(profile).write(saved, hostile)
    const api = heldBack()
    const { list } = await newTab(api.answer, { profile, held: true })
    // The read of the kept answer has ended: the load waits for it before failing.
    api.release(json({ message: 'down' }, 500))
    await list.settle()
    expect(list.value.data).toBeUndefined()
    expect(await stored(profile)).toBeUndefined()
  })

  it('drops what an older build stored, and a directory entry that does not read, without a crash', async () => {
    const profile = await profileThatSaw(yesterday)
    const database = keptDatabase(profile)
    await database.write({ account: testUser.userId, key: KEY, format: KEPT_ANSWER_FORMAT - 1, savedAt: 1 }, yesterday)
    await database.write({ account: testUser.userId, key: 'x'.repeat(300), format: 1, savedAt: 1 }, yesterday)
    const { list } = await newTab(heldBack().answer, { profile, held: true })
    expect(list.value.data).toBeUndefined()
    await expect.poll(() => database.saved(testUser.userId)).toEqual([])
  })

  for (const [what, version] of [
    ['of a later build', 99],
    ['of this version with another layout', 1]
  ] as const) {
    it(`opens afresh over a database ${what}`, async () => {
      const profile = new IDBFactory()
      await new Promise<void>((resolve) => {
        const request = profile.open('crew-portal-last-answers', version)
        request.onupgradeneeded = () => request.result.createObjectStore('something else')
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
      })
      await profileThatSaw(yesterday, { profile })
      expect(ids((await stored(profile)) as TrainingEvent[])).toEqual(['yesterday'])
    })
  }

  it(`comes a part at a time when longer than ${FIRST_PART_ITEMS} items: the first part, marked as a part, then the whole`, async () => {
    const long = Array.from({ length: FIRST_PART_ITEMS + 20 }, (_, index) =>
      trainingEventWith({ id: `event-${index}` })
    )
    const profile = await profileThatSaw(long)
    expect(await stored(profile)).toHaveLength(FIRST_PART_ITEMS + 20)
    const api = heldBack()
    const { list } = await newTab(api.answer, { profile, held: true })
    const first = await shown()
    expect(first.data).toHaveLength(FIRST_PART_ITEMS)
    expect(isPartialAnswer(first.data)).toBe(true)
    await untilStore($trainingEvents, (state) => state.data?.length === FIRST_PART_ITEMS + 20)
    expect(isPartialAnswer(list.value.data)).toBe(false)
    expect(list.value.loading).toBe(true)
  })

  it('drops a long list whose rest is gone or no longer reads, keeping its first part on show only until then', async () => {
    const long = Array.from({ length: FIRST_PART_ITEMS + 20 }, (_, index) =>
      trainingEventWith({ id: `event-${index}` })
    )
    const profile = await profileThatSaw(long)
    const database = keptDatabase(profile)
    const saved = (await keptDatabase(profile).saved(testUser.userId))[0] as SavedEntry
    // The first part as it was, the rest corrupted: written as two records by hand.
    await database.write(saved, [
      ...long.slice(0, FIRST_PART_ITEMS),
      ...long.slice(FIRST_PART_ITEMS).map(() => ({ id: 1 }))
    ])
    const { list } = await newTab(() => Promise.reject(new TypeError('Failed to fetch')), { profile })
    expect(list.value.data).toHaveLength(FIRST_PART_ITEMS)
    expect(await stored(profile)).toBeUndefined()
  })

  it('is not kept when the list is too long to be worth writing after every load', async () => {
    const many = Array.from({ length: MAX_KEPT_ITEMS + 1 }, (_, index) => trainingEventWith({ id: `event-${index}` }))
    const profile = await profileThatSaw(many)
    expect(await stored(profile)).toBeUndefined()
  })
})

describe('a full storage', () => {
  /** A database that is full until `room` answers have been removed. */
  function fullDatabase(removable: number): KeptDatabase & { written: number; removed: number } {
    const database = {
      written: 0,
      removed: 0,
      open: () => Promise.resolve(),
      saved: () => Promise.resolve([]),
      readRest: () => Promise.resolve(undefined),
      read: () => Promise.resolve(undefined),
      remove: () => Promise.resolve(),
      clear: () => Promise.resolve(),
      write() {
        if (database.removed < removable) return Promise.reject(new DOMException('full', 'QuotaExceededError'))
        database.written += 1
        return Promise.resolve()
      },
      removeOldest() {
        if (database.removed === removable + 100) return Promise.resolve(false)
        database.removed += 1
        return Promise.resolve(true)
      }
    }
    return database
  }

  it('drops the oldest answers until the new one fits, and carries on', async () => {
    configureCrewPortal(createTestEnvironment())
    const database = fullDatabase(2)
    await writeEvicting(database, testUser.userId, KEY, today)
    expect(database).toMatchObject({ removed: 2, written: 1 })
  })

  it('gives up after a few, with the error, rather than empty the storage', async () => {
    configureCrewPortal(createTestEnvironment())
    const database = fullDatabase(50)
    await expect(writeEvicting(database, testUser.userId, KEY, today)).rejects.toThrow('full')
    expect(database.removed).toBeLessThan(50)
  })
})
