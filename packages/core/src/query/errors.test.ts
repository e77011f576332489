import { beforeEach, describe, expect, it } from 'vitest'
import type { TestEnvironment } from '../test/index.ts'
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  RequestValidationError,
  ResponseValidationError,
  TokenUnavailableError
} from '../http/errors.ts'
import { configureTestCrewPortal } from '../test/index.ts'
import {
  FALLBACK_MESSAGE,
  OFFLINE_MESSAGE,
  UNREACHABLE_MESSAGE,
  SESSION_MESSAGE,
  TIMEOUT_MESSAGE,
  UNREADABLE_MESSAGE,
  loadErrorOf
} from './errors.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('loadErrorOf', () => {
  it('maps each failure to words a pilot understands', () => {
    expect(loadErrorOf(new ApiError(401, 'u'))).toEqual({ message: SESSION_MESSAGE, status: 401 })
    expect(loadErrorOf(new TokenUnavailableError('u', new Error('x')))).toEqual({ message: SESSION_MESSAGE })
    expect(loadErrorOf(new ApiError(403, 'u')).message).toBe('You do not have access to this page.')
    expect(loadErrorOf(new ApiError(404, 'u', 'No records yet.'))).toEqual({ message: 'No records yet.', status: 404 })
    expect(loadErrorOf(new ApiError(404, 'u')).message).toBe('This could not be found.')
    expect(loadErrorOf(new ApiError(500, 'u'))).toEqual({ message: 'Something went wrong.', status: 500 })
    expect(loadErrorOf(new ResponseValidationError('u', 'body', 'bad')).message).toBe(UNREADABLE_MESSAGE)
    expect(loadErrorOf(new RequestValidationError('id', 'is not valid')).message).toBe(
      'Invalid request: id is not valid'
    )
    expect(loadErrorOf(new Error('?')).message).toBe('Something went wrong.')
    expect(loadErrorOf(new NetworkError('u', new TypeError('Failed to fetch'))).message).toBe(UNREACHABLE_MESSAGE)
    expect(loadErrorOf(new RequestTimeoutError('u', 20_000)).message).toBe(TIMEOUT_MESSAGE)
  })

  it('says offline only while the browser is offline: online, no answer is the server out of reach (R-ERRORS-7)', () => {
    const noAnswer = new NetworkError('u', new TypeError('Failed to fetch'))
    const late = new RequestTimeoutError('u', 20_000)
    expect(loadErrorOf(noAnswer).message).not.toMatch(/offline/i)
    expect(loadErrorOf(late).message).not.toMatch(/offline/i)
    env.setOnline(false)
    expect(loadErrorOf(noAnswer).message).toBe(OFFLINE_MESSAGE)
    env.setOnline(true)
    expect(loadErrorOf(noAnswer).message).toBe(UNREACHABLE_MESSAGE)
  })

  it('falls back to a fixed text when no message is configured', () => {
    configureTestCrewPortal({ settings: { defaultErrorMessage: '', accessDeniedMessage: '' } })
    expect(loadErrorOf(new Error('?')).message).toBe(FALLBACK_MESSAGE)
    expect(loadErrorOf(new ApiError(403, 'u')).message).toBe(FALLBACK_MESSAGE)
    expect(loadErrorOf(new ApiError(502, 'u')).message).toBe(FALLBACK_MESSAGE)
  })
})
