// What a page shows, as one value the view renders: the loading / not found / error / ready ladder
// every page climbs, computed from the route and its queries. The words come from the core.
import { onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { isAbortError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import type { Query, QueryState } from '../query/query.ts'
import { $router } from '../routes/router.ts'

export type PageModel<T> =
  | { status: 'loading' }
  | { status: 'notFound'; message: string }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready'
      value: T
      /** A reload failed while the page shows what it loaded before (the message says why). */
      refreshError?: string
      /** A reload is on its way. */
      refreshing: boolean
      /** Loads again (after a failed reload). */
      retry: () => void
    }

export const LOADING: PageModel<never> = { status: 'loading' }

/** The ladder of one query: its answer through `ready`, a 404 as not found, any other failure as an error. */
export function pageOf<T, R>(state: QueryState<T>, retry: () => void, ready: (data: T) => R): PageModel<R> {
  const failure = state.error !== undefined && !isAbortError(state.error) ? loadErrorOf(state.error) : undefined
  if (state.data !== undefined) {
    return {
      status: 'ready',
      value: ready(state.data),
      refreshing: state.loading,
      retry,
      ...(failure ? { refreshError: failure.message } : {})
    }
  }
  if (failure?.status === 404) return { status: 'notFound', message: failure.message }
  if (failure) return { status: 'error', message: failure.message, retry }
  return LOADING
}

/** A query's own state as a part of a page (a panel that can fail on its own), without the page's 404 rule. */
export type PartState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void; /** The API answered 404. */ notFound: boolean }
  | { status: 'ready'; value: T }

export function partOf<T>(state: QueryState<T>, retry: () => void): PartState<T> {
  if (state.data !== undefined) return { status: 'ready', value: state.data }
  if (state.error !== undefined && !isAbortError(state.error)) {
    const { message, status } = loadErrorOf(state.error)
    return { status: 'error', message, retry, notFound: status === 404 }
  }
  return { status: 'loading' }
}

/**
 * While a page model is watched, each navigation asks again whatever of its queries last failed:
 * coming back to a page that showed an error loads it again (a fresh answer stays cached).
 */
export function retryFailedOnNavigation(
  page: ReadableAtom<unknown>,
  queries: readonly Pick<Query<unknown>, 'get' | 'refetch'>[]
): void {
  onMount(page, () =>
    $router.listen(() => {
      for (const query of queries) {
        const { error, loading } = query.get()
        if (error !== undefined && !loading) query.refetch()
      }
    })
  )
}
