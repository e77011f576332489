// The words a page shows for a failed load, by the failure's kind (http/failures.ts). Errors are
// data for a page (the http layer has already logged them and, where R-ERRORS-1 says so, shown the
// banner).
import { getEnvironment, isCrewPortalConfigured } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { failureKindOf, type FailureDetail, type FailureKind } from '../http/failures.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'

export interface LoadError {
  /** What the page shows. */
  message: string
  /** The HTTP status when the API answered with an error. */
  status?: number
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
export const UNREACHABLE_MESSAGE = 'We could not reach the server. Please try again.'
export const UNREADABLE_MESSAGE = 'We received something we could not read. Please try again later.'
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.'
export const SESSION_MESSAGE = 'Your session has ended. Please log in again.'
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

/** What the words of a failure depend on besides the failure: the remote configuration's words, and connectivity. */
interface PageWordsContext {
  accessDeniedMessage: string
  defaultErrorMessage: string
  /** Whether the browser is online: only a browser that is offline is told it is (R-ERRORS-7). */
  online: boolean
}

const configured = (message: string) => message || FALLBACK_MESSAGE

/** What a page shows in place of its data for each kind of failure (its column of the failure kinds' table). */
export const PAGE_WORDS = {
  unauthorized: () => SESSION_MESSAGE,
  token: () => SESSION_MESSAGE,
  forbidden: (_detail, words) => configured(words.accessDeniedMessage),
  'not-found': ({ serverMessage }) => serverMessage?.trim() || 'This could not be found.',
  server: (_detail, words) => configured(words.defaultErrorMessage),
  timeout: () => TIMEOUT_MESSAGE,
  // No answer and no connection: offline only when the browser says so, else the server is out of reach.
  network: (_detail, { online }) => (online ? UNREACHABLE_MESSAGE : OFFLINE_MESSAGE),
  'invalid-response': () => UNREADABLE_MESSAGE,
  // The app refused to send what the API would refuse: the page says why; no request went out.
  'invalid-request': ({ error }) => (error instanceof Error ? error.message : FALLBACK_MESSAGE),
  unknown: (_detail, words) => configured(words.defaultErrorMessage)
} as const satisfies Record<FailureKind, (detail: FailureDetail, context: PageWordsContext) => string>

/** The words on the page for a failed load, as things stand now (the configuration's words, connectivity). */
export function loadErrorOf(error: unknown): LoadError {
  const answered = error instanceof ApiError ? { status: error.status, serverMessage: error.serverMessage } : {}
  const online = !isCrewPortalConfigured() || getEnvironment().connectivity.isOnline()
  const context = { ...$remoteConfiguration.get(), online }
  const message = PAGE_WORDS[failureKindOf(answered, error)]({ ...answered, error }, context)
  return answered.status === undefined ? { message } : { message, status: answered.status }
}
