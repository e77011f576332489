// What a failed request was, as one kind: the one classification of an HTTP outcome. Its three
// readers each keep a column keyed by the kind, and the types hold each column to every kind: the
// error catalogue's banner row (BANNER_ROWS, catalogue.ts, R-ERRORS-1), the words a page shows in
// place of its data (PAGE_WORDS, query/errors.ts) and the code a partner's page reads
// (PARTNER_ERRORS, app/partner.ts). A column lives with its reader, so the banner carries no page
// words and a page no partner's words. Pure.
import {
  NetworkError,
  RequestTimeoutError,
  RequestValidationError,
  ResponseValidationError,
  TokenUnavailableError
} from './errors.ts'

/** A failed request as the HTTP layer saw it. No status: the request got no answer. */
export interface RequestFailure {
  url: string
  status?: number
  serverMessage?: string
  /** The access token could not be renewed: the session is over, as with a 401. */
  tokenUnavailable?: boolean
}

export type FailureKind =
  | 'unauthorized'
  | 'token'
  | 'forbidden'
  | 'not-found'
  | 'server'
  | 'timeout'
  | 'network'
  | 'invalid-response'
  | 'invalid-request'
  | 'unknown'

/** The failure's kind: from its status when the API answered, else from the error it ended in. */
export function failureKindOf(failure: Omit<RequestFailure, 'url'>, error?: unknown): FailureKind {
  const { status } = failure
  if (failure.tokenUnavailable || error instanceof TokenUnavailableError) return 'token'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  if (status !== undefined) return 'server'
  if (error instanceof ResponseValidationError) return 'invalid-response'
  if (error instanceof RequestTimeoutError) return 'timeout'
  if (error instanceof NetworkError) return 'network'
  if (error instanceof RequestValidationError) return 'invalid-request'
  return 'unknown'
}

/** What a failure carries besides its kind, for the words of a page and of a partner. */
export interface FailureDetail {
  status?: number
  serverMessage?: string
  error?: unknown
}
