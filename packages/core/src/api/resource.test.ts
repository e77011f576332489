import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError, ResponseValidationError, TokenUnavailableError } from '../http/errors.ts'
import { configureTestCrewPortal } from '../test/index.ts'
import { RequestValidationError } from './request.ts'
import { FALLBACK_MESSAGE, OFFLINE_MESSAGE, SESSION_MESSAGE, UNREADABLE_MESSAGE, createResource, loadErrorOf } from './resource.ts'

beforeEach(() => {
  configureTestCrewPortal()
})

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('createResource', () => {
  it('goes idle -> loading -> ready with the data', async () => {
    const resource = createResource(async (_signal, id: string) => `event ${id}`)
    expect(resource.$state.get().status).toBe('idle')
    const loading = resource.load('7')
    expect(resource.$state.get().status).toBe('loading')
    await loading
    expect(resource.$state.get()).toEqual({ status: 'ready', data: 'event 7', error: undefined })
  })

  it('keeps the previous data when a reload fails, with a readable error', async () => {
    let fail = false
    const resource = createResource(async () => {
      if (fail) throw new NetworkError('https://api.test/x', new TypeError('Failed to fetch'))
      return [1, 2]
    })
    await resource.load()
    fail = true
    const state = await resource.load()
    expect(state).toEqual({ status: 'error', data: [1, 2], error: { message: OFFLINE_MESSAGE } })
  })

  it('lets the newest load win when an older one answers late', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let call = 0
    const resource = createResource(() => answers[call++]!.promise)
    const first = resource.load()
    const second = resource.load()
    answers[1]!.resolve('new')
    await second
    answers[0]!.resolve('old')
    await first
    expect(resource.$state.get().data).toBe('new')
  })

  it('aborts the superseded load through its signal and ignores its abort error', async () => {
    const signals: AbortSignal[] = []
    const resource = createResource(
      (signal) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal)
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          if (signals.length === 2) resolve('second')
        })
    )
    const first = resource.load()
    await resource.load()
    await first
    expect(signals[0]!.aborted).toBe(true)
    expect(resource.$state.get()).toMatchObject({ status: 'ready', data: 'second' })
  })

  it('set() puts data in and reset() returns to idle; a new configuration resets it', async () => {
    const resource = createResource(async () => 'x')
    resource.set('saved')
    expect(resource.$state.get()).toMatchObject({ status: 'ready', data: 'saved' })
    resource.reset()
    expect(resource.$state.get().status).toBe('idle')
    await resource.load()
    configureTestCrewPortal()
    expect(resource.$state.get().status).toBe('idle')
  })
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
    expect(loadErrorOf(new RequestValidationError('id', 'is not valid')).message).toBe('Invalid request: id is not valid')
    expect(loadErrorOf(new Error('?')).message).toBe('Something went wrong.')
  })

  it('falls back to a fixed text when no message is configured', () => {
    configureTestCrewPortal({ settings: { defaultErrorMessage: '', accessDeniedMessage: '' } })
    expect(loadErrorOf(new Error('?')).message).toBe(FALLBACK_MESSAGE)
    expect(loadErrorOf(new ApiError(403, 'u')).message).toBe(FALLBACK_MESSAGE)
    expect(loadErrorOf(new ApiError(502, 'u')).message).toBe(FALLBACK_MESSAGE)
  })
})
