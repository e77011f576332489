// Page data as keyed queries (TanStack Query's model, on @nanostores/query): a query is a store
// whose key comes from other stores (the route's id), started when something subscribes to it,
// answered from a shared cache while fresh, loaded once however many ask at the same time, and
// aborted when the last subscriber has gone. Mutations write or invalidate the keys they touch.
import { nanoquery } from '@nanostores/query'
import type { FetcherStore, KeyInput } from '@nanostores/query'
import { atom, onNotify, onStart, onStop } from 'nanostores'
import type * as v from 'valibot'
import type { Wiring } from '../environment/configure.ts'
import { loadingWiring } from '../http/loading.ts'
import { remoteConfigurationWiring } from '../settings/remote-store.ts'
import { isAbortError } from '../http/errors.ts'

/** How long after its last subscriber left a load is aborted (nanostores' own unmount delay). */
export const ABORT_AFTER_LEAVE_MS = 1000

/** How long an answer is fresh: a page opened again within it shows the cache and asks nothing. */
export const QUERY_STALE_MS = 30_000

interface CacheEntry {
  data?: unknown
  error?: unknown
  created?: number
  expires?: number
  retryCount?: number
}

/** How long a failure is shared: a subscriber arriving this soon after it sees it instead of asking again. */
export const FAILURE_SHARED_MS = 2000

/** Where the answers of queries with a `keep` schema last from one page load to the next (kept.ts). */
export interface AnswerKeeper {
  /** When the kept answer of `key` was saved, if the signed-in account has one it may see now. */
  savedAt(key: string): number | undefined
  /** The kept answer of `key`, read back through `schema`; undefined when it is gone or no longer validates. */
  read(key: string, schema: v.GenericSchema<unknown, unknown>): Promise<KeptAnswer | undefined>
  write(key: string, data: unknown): void
}

/** A kept answer as read: a long list comes as its first part, then `whole` reads and checks the rest. */
export interface KeptAnswer {
  data: unknown
  /** The whole list (the first part and the rest), or undefined when the rest is gone or no longer validates. */
  whole?: () => Promise<unknown>
}

let keeper: AnswerKeeper | undefined
// The queries that keep their answers, by key prefix, with the schema a kept answer is read back with.
const keptSchemas = new Map<string, v.GenericSchema<unknown, unknown>>()

/** Keeps the answers of queries with a `keep` schema with `next` from now on (the product app's kept answers). */
export function keepAnswersWith(next: AnswerKeeper): void {
  keeper = next
}

function keptSchemaOf(key: string): v.GenericSchema<unknown, unknown> | undefined {
  for (const [prefix, schema] of keptSchemas) if (key.startsWith(prefix)) return schema
  return undefined
}

/**
 * The cache keeps answers for `QUERY_STALE_MS`, failures only for `FAILURE_SHARED_MS` (a view that
 * subscribes a moment after the failure joins it; the next visit, and "Try again", ask again), and
 * never an abort (its page left; whoever comes back asks again). A kept answer (R-STORE-3) is
 * cached stale, so a store shows it while its load runs; a failed load keeps it beside its error,
 * so that offline the page goes on showing it.
 */
class AnswerCache extends Map<string, CacheEntry> {
  /** The keys whose entry is a kept answer no load has replaced yet, with when it was saved. */
  readonly kept = new Map<string, number>()

  /** Caches a kept answer read back for `key`, unless a load has answered since. */
  seedKept(key: string, data: unknown, savedAt: number): void {
    this.kept.set(key, savedAt)
    // Created long ago: stale at once, so any store showing it asks the API.
    super.set(key, { data, created: 0, expires: Infinity })
    noteKeptShown()
  }

  override set(key: string, entry: CacheEntry): this {
    if (
      isAbortError(entry.error) ||
      (entry.error === undefined && entry.data === undefined && entry.created !== undefined)
    ) {
      if (!this.kept.has(key)) this.delete(key)
      return this
    }
    if (entry.error !== undefined && entry.created !== undefined) {
      // A kept answer stays on show beside the failure (offline, the API out of reach).
      const kept = this.kept.has(key) ? { data: super.get(key)?.data } : {}
      return super.set(key, { ...entry, ...kept, created: entry.created - QUERY_STALE_MS + FAILURE_SHARED_MS })
    }
    if (this.kept.delete(key)) noteKeptShown()
    if (entry.data !== undefined && keptSchemaOf(key) !== undefined) keeper?.write(key, entry.data)
    return super.set(key, entry)
  }

  override delete(key: string): boolean {
    if (this.kept.delete(key)) noteKeptShown()
    return super.delete(key)
  }

  override clear(): void {
    this.kept.clear()
    super.clear()
    noteKeptShown()
  }
}

const cache = new AnswerCache()
const inFlight = new Map<string, AbortController>()

const [createFetcherStore, , cacheControl] = nanoquery({
  cache,
  dedupeTime: QUERY_STALE_MS,
  cacheLifetime: Infinity,
  // A failed load shows its error with a "Try again"; nothing retries behind the pilot's back.
  onErrorRetry: null,
  revalidateOnReconnect: true
})

/** What a query's store holds: the last answer, the last failure, and whether a load runs. */
export interface QueryState<T> {
  data?: T
  error?: unknown
  loading: boolean
}

/** What a query's load is given: the abort signal, and whether its request may go without the loading overlay. */
export interface QueryCall<T = unknown> {
  signal: AbortSignal
  /** A kept answer is on screen: the request refreshes it in the background (R-LAYOUT-9, R-STORE-3). */
  background: boolean
  /**
   * Shows the first part of the answer while the load goes on (a long list's first page): the store
   * holds it, still loading; nothing is cached or kept until the whole answer arrives. Ignored when
   * the store already shows an answer (a kept one, or the last before a refresh) other than a part
   * this load showed: a part never replaces a whole.
   */
  show(part: T): void
}

// The parts shown by `show` (a list's first pages); a whole answer is never in it.
const partialAnswers = new WeakSet<object>()

/** Whether `data` is the first part of an answer shown while the rest loads (QueryCall.show), not a whole answer. */
export function isPartialAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && partialAnswers.has(data)
}

export interface QueryOptions<T> {
  /** Keep the last answer for the account (kept.ts), to be shown first in the next tab or launch (R-STORE-3), read back through `schema`. */
  keep?: v.GenericSchema<unknown, T>
}

export interface Query<T> extends FetcherStore<T> {
  /** Loads again now (Try again), keeping what is shown until the answer arrives. */
  refetch(): void
}

// Every query made, to tell which of them show a kept answer now.
const queries = new Set<Query<unknown>>()

/**
 * When the oldest kept answer on show was saved: some watched query shows a kept answer (R-STORE-3)
 * that no load has replaced, or undefined. The layout marks the page "as of" it, and docks the No
 * Internet dialog instead of covering the page (R-DIALOG-1).
 */
export const $keptAnswerShown = atom<number | undefined>(undefined)

function noteKeptShown(): void {
  let oldest: number | undefined
  for (const query of queries) {
    const savedAt = query.lc > 0 && query.key ? cache.kept.get(query.key) : undefined
    if (savedAt !== undefined && (oldest === undefined || savedAt < oldest)) oldest = savedAt
  }
  if ($keptAnswerShown.get() !== oldest) $keptAnswerShown.set(oldest)
}

/**
 * The watched queries whose last load failed (an abort is no failure), until they load again or
 * nobody watches them: what the banner's Try again asks again (R-BANNER-7). A load that no page
 * shows an error for (the side navigation's training events, the library's categories) has no Try
 * again of its own.
 */
export const $failedLoads = atom<readonly Query<unknown>[]>([])

function noteLoad(store: Query<unknown>, failed: boolean): void {
  const others = $failedLoads.get().filter((query) => query !== store)
  if (failed) $failedLoads.set([...others, store])
  else if (others.length !== $failedLoads.get().length) $failedLoads.set(others)
}

/** Asks again every watched query whose last load failed (the banner's Try again). */
export function retryFailedLoads(): void {
  for (const query of $failedLoads.get()) if (query.lc > 0) query.refetch()
}

/**
 * A query. `key` is a prefix and the stores its parts come from (`['training-event/', $eventId]`);
 * while a part is null or undefined the query asks nothing and holds nothing. `load` receives the
 * call's abort signal and overlay choice (pass it on to the API call) and the parts after the prefix.
 */
export function createQuery<T>(
  key: KeyInput,
  load: (call: QueryCall<NoInfer<T>>, ...parts: string[]) => Promise<T>,
  options: QueryOptions<T> = {}
): Query<T> {
  const prefix = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : undefined
  if (options.keep !== undefined && typeof prefix === 'string')
    keptSchemas.set(prefix, options.keep as v.GenericSchema<unknown, unknown>)
  const run = (cacheKey: string, parts: string[]): Promise<T> => {
    const controller = new AbortController()
    inFlight.set(cacheKey, controller)
    // An aborted load settles at once, whether or not `load` heeds the signal: a join never waits on it.
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
    })
    let shown: T | undefined
    const show = (part: T) => {
      const current = store.value?.data
      if (controller.signal.aborted || store.key !== cacheKey || (current !== undefined && current !== shown)) return
      if (typeof part === 'object' && part !== null) partialAnswers.add(part)
      shown = part
      store.set({ ...store.value, data: part, loading: true })
    }
    // With nothing cached for the key, its kept answer (if the account has one) is read beside the
    // load and shown while the load runs; a load that fails waits for it, so offline the page shows
    // the kept answer, never the failure first.
    let settled = false
    const keptRead = readKept(cacheKey, () => !settled && !controller.signal.aborted && store.key === cacheKey)
    return Promise.race([
      load(
        { signal: controller.signal, background: cache.kept.has(cacheKey) || keptRead !== undefined, show },
        ...parts
      ),
      aborted
    ])
      .then(
        (data) => {
          settled = true
          noteLoad(store as Query<unknown>, false)
          return data
        },
        async (error: unknown) => {
          if (keptRead && !isAbortError(error)) await keptRead
          settled = true
          // Aborted because its page left (or the user changed) but watched again since: ask again.
          if (isAbortError(error) && controller.signal.aborted && store.lc > 0 && store.key === cacheKey)
            return run(cacheKey, parts)
          if (!isAbortError(error) && store.key === cacheKey) noteLoad(store as Query<unknown>, true)
          throw error
        }
      )
      .finally(() => {
        if (inFlight.get(cacheKey) === controller) inFlight.delete(cacheKey)
      })
  }
  /** Reads the kept answer of `cacheKey` and shows it while `wanted()`; undefined when there is none to read. */
  const readKept = (cacheKey: string, wanted: () => boolean): Promise<void> | undefined => {
    const schema = keptSchemaOf(cacheKey)
    const savedAt = schema && cache.get(cacheKey) === undefined ? keeper?.savedAt(cacheKey) : undefined
    if (schema === undefined || savedAt === undefined || keeper === undefined) return undefined
    const show = (data: unknown) => {
      cache.seedKept(cacheKey, data, savedAt)
      store.set({ ...store.value, data: data as T, loading: true })
    }
    return keeper.read(cacheKey, schema).then(
      async (kept) => {
        // Never over an answer already on show (a long list's first part): the page would step back.
        if (kept === undefined || !wanted() || cache.get(cacheKey) !== undefined || store.value?.data !== undefined)
          return
        if (kept.whole === undefined) return show(kept.data)
        // A long list's first part first, shown as a part (the page says the rest is coming), then the whole.
        if (typeof kept.data === 'object' && kept.data !== null) partialAnswers.add(kept.data)
        show(kept.data)
        const whole = await kept.whole()
        if (whole !== undefined && wanted() && store.value?.data === kept.data) show(whole)
      },
      // A kept answer that cannot be read is no answer: the load goes on.
      () => undefined
    )
  }
  const store = createFetcherStore<T>(key, {
    fetcher: (...parts: unknown[]) => run(parts.join(''), parts.slice(1).map(String))
  }) as Query<T>
  queries.add(store as Query<unknown>)
  onNotify(store, noteKeptShown)
  store.refetch = () => {
    if (store.key) cacheControl.revalidateKeys(store.key)
  }
  // A read while nobody watches starts the store for the read and stops it again, and nanoquery
  // empties a stopped store: the read would see "nothing, not loading" whatever is cached. A
  // computed store reading this one both directly and through another store would then compute from
  // two different values of it and keep the wrong one (a page stuck loading with its answer
  // cached). Such a read answers what the started store held instead.
  const get = store.get
  store.get = () => {
    if (store.lc > 0) return get()
    const stop = store.listen(() => undefined)
    const value = get()
    stop()
    return value
  }
  onStart(store, noteKeptShown)
  onStop(store, () => {
    noteLoad(store as Query<unknown>, false)
    noteKeptShown()
    const left = store.key
    // A store is also started and stopped in one go when a computed store reads it before
    // subscribing (React reads a store while rendering and subscribes when it commits, a task or
    // more later): only a load nobody watches a while later is aborted, as nanostores unmounts.
    if (left) {
      setTimeout(() => {
        if (store.lc === 0) inFlight.get(left)?.abort()
      }, ABORT_AFTER_LEAVE_MS)
    }
  })
  return store
}

/**
 * The query's state for the key the page expects now (`prefix + id`). Between a route change and
 * the query following it (nanostores batches its key a tick later) the store still holds the
 * previous key's answer: for the page that is loading, never the previous id's data.
 */
export function stateFor<T>(query: Query<T>, state: QueryState<T>, key: string | null): QueryState<T> {
  if (key === null) return { loading: false }
  return query.key === key ? state : { loading: true }
}

/** Puts an answer in the cache (a save returned it) and in every store showing that key. */
export function setQueryData<T>(key: string, data: T): void {
  cacheControl.mutateCache(key, data)
}

/** Changes what is cached under each key the selector matches, e.g. one event inside the list. */
export function updateQueryData<T>(selector: (key: string) => boolean, update: (data: T) => T): void {
  for (const [key, entry] of [...cache.entries()]) {
    if (selector(key) && entry.data !== undefined) cacheControl.mutateCache(key, update(entry.data as T))
  }
}

/** Forgets the keys the selector matches; a store showing one loads it again. */
export function invalidateQueries(selector: string | ((key: string) => boolean)): void {
  cacheControl.invalidateKeys(selector)
}

/** The cached answer of a key, fresh or not (for tests and for mutations that patch it). */
export function cachedQueryData<T>(key: string): T | undefined {
  return cache.get(key)?.data as T | undefined
}

// A new environment (the next test, another user) starts with nothing cached and nothing in flight;
// a store still watched then loads again under the new environment.
export const queryWiring: Wiring = {
  // A query's requests hold the loading overlay; its errors read the remote configuration's words (errors.ts).
  after: [loadingWiring, remoteConfigurationWiring],
  reset() {
    for (const controller of inFlight.values()) controller.abort()
    cache.clear()
    $failedLoads.set([])
  },
  configure: () => cacheControl.invalidateKeys(() => true)
}
