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

/** Waits until every load started so far has answered (nanostores' tasks), and what they set has settled. */
export async function settleQueries(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
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
 * answered; with `answered: false`, only until their requests have gone (a test holding the answer
 * back would wait for ever).
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
  await (answered ? settleQueries() : new Promise((resolve) => setTimeout(resolve, 0)))
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
