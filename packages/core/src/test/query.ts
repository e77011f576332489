import { allTasks } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { afterEach, vi } from 'vitest'

/**
 * Runs `unsubscribe` (a test leaving a store) and lets the stores it watched stop at once, as they
 * would one second later (nanostores' unmount delay): the next test then starts with no query
 * still watched, so none loads again under its environment.
 */
export function stopNow(unsubscribe: () => void): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    unsubscribe()
    vi.runAllTimers()
  } finally {
    vi.useRealTimers()
  }
}

/**
 * `stopNow` for a page that holds Crew elements: a removed element takes its view down a microtask
 * later (packages/widgets `define.ts`), so its stores are let go then, and their wait skipped too.
 */
export async function stopNowWithElements(unsubscribe: () => void): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    unsubscribe()
    await Promise.resolve()
    vi.runAllTimers()
  } finally {
    vi.useRealTimers()
  }
}

/** One turn of the event loop: every promise chain in memory has run, and the keys nanostores batches are set. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Whether a load is running now (a nanostores task): `allTasks` answers at once when none is. */
async function loadRunning(): Promise<boolean> {
  let idle = false
  void allTasks().then(() => (idle = true))
  await Promise.resolve()
  return !idle
}

/**
 * How many times a store has changed so far: nanostores counts every change of every store in this
 * global (shared by its copies; its computed stores read it). Without it, settling could not tell a
 * quiet turn from a busy one, so its absence is an error, not a guess.
 */
function storeChanges(): number {
  const epoch = (globalThis as { nanostoresGlobal?: { epoch?: unknown } }).nanostoresGlobal?.epoch
  if (typeof epoch !== 'number') throw new Error('nanostores no longer counts store changes in nanostoresGlobal.epoch')
  return epoch
}

/**
 * Waits until a turn of the event loop goes by in which no store changes: what the loads have answered
 * so far has reached the stores, and the keys it changed are set (nanostores sets a key a turn after
 * the change). A load still waiting for its answer stays waiting.
 */
export async function settleStores(): Promise<void> {
  let changes: number
  do {
    changes = storeChanges()
    await nextTurn()
  } while (storeChanges() !== changes)
}

/**
 * Waits until every load started so far has answered (nanostores' tasks), and what they set has
 * settled: an answer can change another query's key, and that query then loads. What a store waits
 * for outside the loads (a page's module still loading) a test awaits itself.
 */
export async function settleQueries(): Promise<void> {
  do {
    await allTasks()
    await settleStores()
  } while (await loadRunning())
}

/**
 * Resolves with `store`'s value once it passes `reached`, now or at a later change: what a test waits
 * for that no load stands for (work a page starts on an answer, e.g. the door code's credential).
 * Watches the store until then, and lets it go at once.
 */
export function untilStore<T>(store: ReadableAtom<T>, reached: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    let finished = false
    const done = (value: T) => {
      if (finished) return
      finished = true
      queueMicrotask(() => {
        stopNow(unsubscribe)
        resolve(value)
      })
    }
    const unsubscribe = store.listen((value) => {
      if (reached(value)) done(value)
    })
    const now = store.get()
    if (reached(now)) done(now)
  })
}

export interface Watched<T> {
  /** The store's value now. */
  readonly value: T
  /** Waits until every load started so far has answered. */
  settle(): Promise<void>
  /** Unsubscribes; the stores behind it stop at once. */
  stop(): void
}

/**
 * Subscribes to a store as a page does (its queries start loading) and waits until they have
 * answered; with `answered: false`, only for a turn of the event loop, in which their requests go
 * (everything before a request runs in memory; a test holding the answer back would wait for ever).
 */
export async function watch<T>(store: ReadableAtom<T>, { answered = true } = {}): Promise<Watched<T>> {
  const unsubscribe = store.listen(() => undefined)
  const watched: Watched<T> = {
    get value() {
      return store.get()
    },
    settle: settleQueries,
    stop: () => stopNow(unsubscribe)
  }
  await (answered ? settleQueries() : nextTurn())
  return watched
}

/**
 * A test file's page: the returned function watches `store` the first time (its queries load) and
 * asks again (`refetch`) each later time, then waits for the answers. Unwatched after each test.
 */
export function pageWatcher<T>(store: ReadableAtom<T>, refetch?: () => void): () => Promise<void> {
  let watched: Watched<T> | undefined
  afterEach(() => {
    watched?.stop()
    watched = undefined
  })
  return async () => {
    if (!watched) {
      watched = await watch(store)
      return
    }
    refetch?.()
    await settleQueries()
  }
}
