import { describe, expect, it } from 'vitest'
import { PARTNER_ERRORS, crewErrorOf } from '../app/partner.ts'
import { PAGE_WORDS, loadErrorOf } from '../query/errors.ts'
import { configureTestCrewPortal } from '../test/index.ts'
import { BANNER_ROWS, catalogueRowOf } from './catalogue.ts'
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  RequestValidationError,
  ResponseValidationError,
  TokenUnavailableError
} from './errors.ts'
import { failureKindOf, type FailureKind, type RequestFailure } from './failures.ts'

const URL = 'https://api.test/api/v1/trainingevents'
const RECORDS = 'https://api.test/api/v1/trainingrecord/42/documents'
const answered = (status: number, url = URL, serverMessage?: string) => ({
  failure: { url, status, ...(serverMessage ? { serverMessage } : {}) },
  error: new ApiError(status, url, serverMessage)
})
const unanswered = (error: unknown, failure: Partial<RequestFailure> = {}) => ({
  failure: { url: URL, ...failure },
  error
})

// Every outcome of a request, and what each of the three readers of the table makes of it.
const OUTCOMES: ReadonlyArray<
  [string, { failure: RequestFailure; error: unknown }, FailureKind, string, string, string]
> = [
  [
    'a 401',
    answered(401),
    'unauthorized',
    'sessionEnded',
    'Your session has ended. Please log in again.',
    'unauthorized'
  ],
  [
    'no token',
    unanswered(new TokenUnavailableError('msal', new Error('x')), { tokenUnavailable: true }),
    'token',
    'sessionEnded',
    'Your session has ended. Please log in again.',
    'token'
  ],
  ['a 403', answered(403), 'forbidden', 'accessDenied', 'Access denied (test)', 'forbidden'],
  ['a 404', answered(404, URL, 'No such event'), 'not-found', 'otherError', 'No such event', 'not-found'],
  [
    'a 404 on the training record documents',
    answered(404, RECORDS),
    'not-found',
    'recordsNotFound',
    'This could not be found.',
    'not-found'
  ],
  ['a 500', answered(500), 'server', 'otherError', 'Something failed (test)', 'server'],
  ['a 502', answered(502), 'server', 'otherError', 'Something failed (test)', 'server'],
  [
    'no answer in time',
    unanswered(new RequestTimeoutError(URL, 20_000)),
    'timeout',
    'otherError',
    'The server took too long to answer. Please try again.',
    'timeout'
  ],
  [
    'no connection',
    unanswered(new NetworkError(URL, new TypeError('Failed to fetch'))),
    'network',
    'otherError',
    'We could not reach the server. Please try again.',
    'network'
  ],
  [
    'an unreadable answer',
    unanswered(new ResponseValidationError(URL, '$', 'is not JSON')),
    'invalid-response',
    'otherError',
    'We received something we could not read. Please try again later.',
    'invalid-response'
  ],
  [
    'a request refused before it went',
    unanswered(new RequestValidationError('email', 'is not an e-mail address')),
    'invalid-request',
    'otherError',
    'Invalid request: email is not an e-mail address',
    'network'
  ],
  ['anything else', unanswered(new Error('boom')), 'unknown', 'otherError', 'Something failed (test)', 'network']
]

describe('the failure kinds', () => {
  it.each(OUTCOMES)(
    '%s: one kind, one banner row, one page message, one partner code',
    (_name, { failure, error }, kind, row, page, code) => {
      configureTestCrewPortal({
        settings: { accessDeniedMessage: 'Access denied (test)', defaultErrorMessage: 'Something failed (test)' }
      })
      expect(failureKindOf(failure, error)).toBe(kind)
      // The catalogue sees the HTTP outcome alone: no answer is `otherError` whatever the error.
      expect(catalogueRowOf(failure)).toBe(row)
      expect(loadErrorOf(error).message).toBe(page)
      expect(crewErrorOf({ error, failure }).code).toBe(code)
    }
  )

  it('every kind has a row in each column, and every one is reached', () => {
    const kinds = new Set(Object.keys(BANNER_ROWS))
    expect(new Set(Object.keys(PAGE_WORDS))).toEqual(kinds)
    expect(new Set(Object.keys(PARTNER_ERRORS))).toEqual(kinds)
    expect(new Set(OUTCOMES.map(([, , kind]) => kind))).toEqual(kinds)
  })
})
