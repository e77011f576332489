// A loaded piece of page data as a store: the page binds to it and renders loading, empty, error
// or ready from the value alone. Errors are data here (with a message a pilot can read); the http
// layer has already logged them and, where SPEC §8 says so, shown the banner.
import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { onReset } from '../environment/configure.ts'
import { ApiError, NetworkError, ResponseValidationError, TokenUnavailableError, isAbortError } from '../http/errors.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { RequestValidationError } from './request.ts'

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface ResourceError {
  /** What the page shows. */
  message: string
  /** The HTTP status when the API answered with an error. */
  status?: number
}

/**
 * `data` survives a reload and a failed reload, so a page can keep showing what it had while it
 * says "could not refresh".
 */
export interface ResourceState<T> {
  status: ResourceStatus
  data: T | undefined
  error: ResourceError | undefined
}

export interface Resource<T, TArgs extends unknown[] = []> {
  readonly $state: ReadableAtom<ResourceState<T>>
  /** Loads; a newer load supersedes an older one still running (its result is dropped). */
  load(...args: TArgs): Promise<ResourceState<T>>
  /** Puts a value in directly (after a save that returned it, or an optimistic update). */
  set(data: T): void
  reset(): void
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
export const UNREADABLE_MESSAGE = 'We received something we could not read. Please try again later.'
export const SESSION_MESSAGE = 'Your session has ended. Please log in again.'
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

/** The one mapping from a failed load to the words on the page. */
export function loadErrorOf(error: unknown): ResourceError {
  if (error instanceof ApiError) {
    if (error.status === 401) return { message: SESSION_MESSAGE, status: 401 }
    if (error.status === 403) return { message: $remoteConfiguration.get().accessDeniedMessage || FALLBACK_MESSAGE, status: 403 }
    if (error.status === 404) return { message: error.serverMessage?.trim() || 'This could not be found.', status: 404 }
    return { message: $remoteConfiguration.get().defaultErrorMessage || FALLBACK_MESSAGE, status: error.status }
  }
  if (error instanceof TokenUnavailableError) return { message: SESSION_MESSAGE }
  if (error instanceof NetworkError) return { message: OFFLINE_MESSAGE }
  if (error instanceof ResponseValidationError) return { message: UNREADABLE_MESSAGE }
  if (error instanceof RequestValidationError) return { message: error.message }
  return { message: $remoteConfiguration.get().defaultErrorMessage || FALLBACK_MESSAGE }
}

const idle = <T>(): ResourceState<T> => ({ status: 'idle', data: undefined, error: undefined })

/** A store over one API call. `fetcher` receives the load's arguments and an abort signal. */
export function createResource<T, TArgs extends unknown[] = []>(
  fetcher: (signal: AbortSignal, ...args: TArgs) => Promise<T>
): Resource<T, TArgs> {
  const $state = atom<ResourceState<T>>(idle())
  let current: AbortController | undefined

  const resource: Resource<T, TArgs> = {
    $state,
    async load(...args) {
      current?.abort()
      const controller = new AbortController()
      current = controller
      $state.set({ status: 'loading', data: $state.get().data, error: undefined })
      try {
        const data = await fetcher(controller.signal, ...args)
        if (current === controller) $state.set({ status: 'ready', data, error: undefined })
      } catch (error) {
        if (current === controller && !isAbortError(error)) {
          $state.set({ status: 'error', data: $state.get().data, error: loadErrorOf(error) })
        }
      }
      return $state.get()
    },
    set(data) {
      current?.abort()
      current = undefined
      $state.set({ status: 'ready', data, error: undefined })
    },
    reset() {
      current?.abort()
      current = undefined
      $state.set(idle())
    }
  }
  onReset(() => resource.reset())
  return resource
}
