import { atom, computed } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReadableAtom } from 'nanostores'
import { configureTestCrewPortal, settleStores, stopNow } from '../test/index.ts'
import {
  FAILURE_SHARED_MS,
  QUERY_STALE_MS,
  cachedQueryData,
  createQuery,
  invalidateQueries,
  setQueryData,
  stateFor,
  updateQueryData
} from './query.ts'

/** A load that answers when told, and remembers each call's id and signal. */
function controllableLoad() {
  const calls: { id: string; signal: AbortSignal; answer(value: string): void; fail(error: unknown): void }[] = []
  const load = ({ signal }: { signal: AbortSignal }, id = '') =>
    new Promise<string>((resolve, reject) => {
      calls.push({ id, signal, answer: resolve, fail: reject })
    })
  return { calls, load }
}

/** A watched query whose loads wait for the test, with its first answer given. */
async function answeredQuery(key: string, first: string) {
  const { calls, load } = controllableLoad()
  const $query = createQuery<string>(key, load)
  const watched = await watch($query)
  calls[0]?.answer(first)
  await settleStores()
  return { $query, calls, watched }
}

/** Subscribes as a page does; `stop()` leaves, and the stores stop at once. */
async function watch<T>(store: ReadableAtom<T>): Promise<{ readonly value: T; stop(): void }> {
  const unsubscribe = store.listen(() => undefined)
  await settleStores()
  return {
    get value() {
      return store.get()
    },
    stop: () => stopNow(unsubscribe)
  }
}

beforeEach(() => {
  configureTestCrewPortal()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('createQuery', () => {
  it('asks nothing until something subscribes, then once however many subscribe', async () => {
    const { calls, load } = controllableLoad()
    const $query = createQuery<string>('lazy', load)
    expect(calls).toHaveLength(0)
    const first = await watch($query)
    const second = await watch($query)
    expect(calls).toHaveLength(1)
    calls[0]?.answer('hello')
    await settleStores()
    expect(first.value).toMatchObject({ data: 'hello', loading: false })
    first.stop()
    second.stop()
  })

  it('follows its key: another id is another load, and an answer is served from the cache while fresh', async () => {
    const $id = atom<string | null>(null)
    const $query = createQuery<string>(['item/', $id], async (_call, id) => `item ${id}`)
    const watched = await watch($query)
    expect(watched.value).toEqual({ loading: false })
    $id.set('1')
    await settleStores()
    expect(watched.value.data).toBe('item 1')
    $id.set('2')
    await settleStores()
    expect(watched.value.data).toBe('item 2')
    expect(cachedQueryData('item/1')).toBe('item 1')
    watched.stop()
  })

  it('serves a fresh answer without asking, and asks again once it is stale', async () => {
    // Leaving a query (stopNow) puts the real timers back: the clock is set again before each visit.
    const start = Date.now()
    const at = (offset: number) => vi.useFakeTimers({ toFake: ['Date'], now: start + offset })
    let version = 0
    const $query = createQuery<number>('stale', async () => (version += 1))
    at(0)
    const first = await watch($query)
    expect(first.value.data).toBe(1)
    first.stop()
    at(QUERY_STALE_MS - 1000)
    const again = await watch($query)
    expect(again.value.data).toBe(1)
    again.stop()
    at(QUERY_STALE_MS + 1000)
    const later = await watch($query)
    expect(later.value.data).toBe(2)
    later.stop()
  })

  it('aborts a load nobody watches any more, and a later visit asks again', async () => {
    const { calls, load } = controllableLoad()
    const $query = createQuery<string>('leave', load)
    const page = await watch($query)
    page.stop()
    expect(calls[0]?.signal.aborted).toBe(true)
    const back = await watch($query)
    expect(calls).toHaveLength(2)
    calls[1]?.answer('back')
    await settleStores()
    expect(back.value.data).toBe('back')
    back.stop()
  })

  it('shares a failure for a moment only: a later visit asks again', async () => {
    const start = Date.now()
    const at = (offset: number) => vi.useFakeTimers({ toFake: ['Date'], now: start + offset })
    let fail = true
    let calls = 0
    const $query = createQuery<string>('failing', async () => {
      calls += 1
      if (fail) throw new Error('down')
      return 'up'
    })
    at(0)
    const first = await watch($query)
    expect(first.value.error).toBeInstanceOf(Error)
    // A view subscribing right after the failure joins it instead of asking again.
    const joined = await watch($query)
    expect(calls).toBe(1)
    joined.stop()
    first.stop()
    fail = false
    at(FAILURE_SHARED_MS + 500)
    const second = await watch($query)
    expect(second.value).toMatchObject({ data: 'up', loading: false })
    expect(second.value.error).toBeUndefined()
    expect(calls).toBe(2)
    second.stop()
  })

  it('refetch asks again and keeps what it shows until the answer comes', async () => {
    const { $query, calls, watched } = await answeredQuery('refetch', 'one')
    $query.refetch()
    await settleStores()
    expect(watched.value).toMatchObject({ data: 'one', loading: true })
    calls[1]?.answer('two')
    await settleStores()
    expect(watched.value).toMatchObject({ data: 'two', loading: false })
    watched.stop()
  })

  it('mutations write and change cached answers, and invalidation loads again', async () => {
    let version = 0
    const $query = createQuery<{ n: number }>('mutated', async () => ({ n: (version += 1) }))
    const watched = await watch($query)
    setQueryData('mutated', { n: 10 })
    expect(watched.value.data).toEqual({ n: 10 })
    updateQueryData<{ n: number }>(
      (key) => key === 'mutated',
      (data) => ({ n: data.n + 1 })
    )
    expect(watched.value.data).toEqual({ n: 11 })
    invalidateQueries('mutated')
    await settleStores()
    expect(watched.value.data).toEqual({ n: 2 })
    watched.stop()
  })

  it('a new configuration forgets every answer and aborts what is in flight', async () => {
    const { calls, watched } = await answeredQuery('reset', 'old user')
    configureTestCrewPortal()
    expect(cachedQueryData('reset')).toBeUndefined()
    await settleStores()
    // Still watched: it asks again under the new environment.
    expect(calls).toHaveLength(2)
    watched.stop()
  })

  it('read while nobody watches, answers what is cached, as a watched read would', async () => {
    const $query = createQuery<string>('unwatched', async () => 'cached')
    const watched = await watch($query)
    watched.stop()
    expect($query.lc).toBe(0)
    expect($query.get()).toMatchObject({ data: 'cached', loading: false })
  })

  it('a page read while nobody watches, from the query and from a store of it, is ready once watched', async () => {
    // A page model reads a query directly and through another store (the library: its documents and
    // their listing). A view reads it before subscribing; the first read of the query must not see
    // "nothing", or the page computes loading while its inputs are ready, and nothing wakes it.
    const $route = atom('/library')
    const $query = createQuery<string>('page-diamond', async () => 'documents')
    const $listing = computed($query, ({ data }) => data?.toUpperCase())
    const $page = computed([$route, $query, $listing], (_route, { data }, listing) =>
      data !== undefined && listing !== undefined ? 'ready' : 'loading'
    )
    const first = await watch($page)
    expect(first.value).toBe('ready')
    first.stop()
    $route.set('/training')
    $route.set('/library')
    // As @nanostores/react does: read while rendering, subscribe on commit.
    const rendered = $page.get()
    const again = await watch($page)
    expect(again.value).toBe('ready')
    expect(rendered).toBe('ready')
    again.stop()
  })

  it('stateFor: a page sees loading, not the previous key’s answer, until the query follows the route', () => {
    const $query = createQuery<string>(['for/', atom<string | null>(null)], async () => 'x')
    expect(stateFor($query, { data: 'old', loading: false }, 'for/2')).toEqual({ loading: true })
    expect(stateFor($query, { data: 'old', loading: false }, null)).toEqual({ loading: false })
  })
})
