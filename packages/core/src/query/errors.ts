// The one mapping from a failed load to the words a page shows. Errors are data for a page (the
// http layer has already logged them and, where R-ERRORS-1 says so, shown the banner).
import { ApiError, NetworkError, RequestTimeoutError, ResponseValidationError, TokenUnavailableError } from '../http/errors.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { RequestValidationError } from '../api/request.ts'

export interface LoadError {
  /** What the page shows. */
  message: string
  /** The HTTP status when the API answered with an error. */
  status?: number
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
export const UNREADABLE_MESSAGE = 'We received something we could not read. Please try again later.'
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.'
export const SESSION_MESSAGE = 'Your session has ended. Please log in again.'
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

/** The one mapping from a failed load to the words on the page. */
export function loadErrorOf(error: unknown): LoadError {
  if (error instanceof ApiError) {
    if (error.status === 401) return { message: SESSION_MESSAGE, status: 401 }
    if (error.status === 403) return { message: $remoteConfiguration.get().accessDeniedMessage || FALLBACK_MESSAGE, status: 403 }
    if (error.status === 404) return { message: error.serverMessage?.trim() || 'This could not be found.', status: 404 }
    return { message: $remoteConfiguration.get().defaultErrorMessage || FALLBACK_MESSAGE, status: error.status }
  }
  if (error instanceof TokenUnavailableError) return { message: SESSION_MESSAGE }
  if (error instanceof RequestTimeoutError) return { message: TIMEOUT_MESSAGE }
  if (error instanceof NetworkError) return { message: OFFLINE_MESSAGE }
  if (error instanceof ResponseValidationError) return { message: UNREADABLE_MESSAGE }
  if (error instanceof RequestValidationError) return { message: error.message }
  return { message: $remoteConfiguration.get().defaultErrorMessage || FALLBACK_MESSAGE }
}
