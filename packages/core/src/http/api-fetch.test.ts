import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { SignInRedirectError } from '../auth/errors.ts'
import { $banner } from '../banner/store.ts'
import { $sessionExpired } from '../session/state.ts'
import { configureTestCrewPortal, json, TEST_API } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { apiFetch, apiJson, apiSend, REQUEST_TIME_LIMIT_MS } from './api-fetch.ts'
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  ResponseValidationError,
  TokenUnavailableError
} from './errors.ts'
import { $isLoading, $loading } from './loading.ts'

let env: TestEnvironment

function lastRequest(): Request {
  const request = env.fetch.requests.at(-1)
  if (!request) throw new Error('no request was made')
  return request
}

/** A response the test releases when it wants, to look at the store mid-request. */
function deferred(): { promise: Promise<Response>; resolve(response: Response): void } {
  let resolve!: (response: Response) => void
  const promise = new Promise<Response>((done) => (resolve = done))
  return { promise, resolve }
}

beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('bearer token scoping (R-HTTP-1)', () => {
  it('sends the token to the product API origin', async () => {
    await apiFetch('/api/v1/user')
    expect(lastRequest().url).toBe(`${TEST_API}/api/v1/user`)
    expect(lastRequest().headers.get('authorization')).toBe('Bearer test-token')
  })

  it('never sends the token to another origin, even one the caller names absolutely', async () => {
    await apiFetch('https://evil.test/api/v1/user', { headers: { authorization: 'Bearer leaked' } })
    expect(lastRequest().url).toBe('https://evil.test/api/v1/user')
    expect(lastRequest().headers.get('authorization')).toBeNull()
  })

  it('treats another port or scheme of the same host as another origin', async () => {
    await apiFetch('https://api.test:8443/api/v1/user')
    await apiFetch('http://api.test/api/v1/user')
    for (const request of env.fetch.requests) expect(request.headers.get('authorization')).toBeNull()
  })

  it('never sends the token to configuration/settings, in any letter case', async () => {
    await apiFetch('/api/v1/configuration/settings')
    await apiFetch('/api/v1/Configuration/Settings')
    expect(env.fetch.requests).toHaveLength(2)
    for (const request of env.fetch.requests) expect(request.headers.get('authorization')).toBeNull()
  })

  it('does not ask the auth port for a token it will not send', async () => {
    env.auth.tokenError = new Error('must not be asked')
    await apiFetch('https://cdn.test/settings.json')
    expect(env.telemetry.records).toEqual([])
  })

  it('keeps the base path of the API base URL', async () => {
    env = configureTestCrewPortal({ settings: { apiBaseUrl: 'https://gw.test/crew/' } })
    await apiFetch('/api/v1/user')
    expect(lastRequest().url).toBe('https://gw.test/crew/api/v1/user')
    expect(lastRequest().headers.get('authorization')).toBe('Bearer test-token')
  })
})

describe('requests', () => {
  it('sends a json body with its content type', async () => {
    await apiFetch('/api/v1/user/notifications', { method: 'PUT', json: { smsEnabled: true } })
    expect(lastRequest().method).toBe('PUT')
    expect(lastRequest().headers.get('content-type')).toBe('application/json')
    expect(await lastRequest().json()).toEqual({ smsEnabled: true })
  })

  it('asks for JSON unless told otherwise', async () => {
    await apiFetch('/api/v1/a')
    await apiFetch('/api/v1/b', { headers: { accept: 'text/plain' } })
    expect(env.fetch.requests.map((request) => request.headers.get('accept'))).toEqual([
      'application/json',
      'text/plain'
    ])
  })
})

describe('apiJson', () => {
  const schema = v.object({ name: v.string(), count: v.number() })

  it('returns the validated body', async () => {
    env.fetch.handler = () => json({ name: 'Alex', count: 2, extra: true })
    await expect(apiJson('/api/v1/thing', schema)).resolves.toEqual({ name: 'Alex', count: 2 })
  })

  it('turns a body of the wrong shape into a ResponseValidationError naming the field', async () => {
    env.fetch.handler = () => json({ name: 'Alex', count: 'two' })
    const error = await apiJson('/api/v1/thing', schema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).path).toBe('body.count')
    expect((error as Error).message).toContain(`${TEST_API}/api/v1/thing`)
  })

  it('turns malformed JSON into a ResponseValidationError', async () => {
    env.fetch.handler = () => new Response('{"name": <script>', { status: 200 })
    await expect(apiJson('/api/v1/thing', schema)).rejects.toThrow(/is not valid JSON/)
  })

  it('validates an empty body as undefined', async () => {
    env.fetch.handler = () => new Response(null, { status: 204 })
    await expect(apiJson('/api/v1/thing', v.undefined())).resolves.toBeUndefined()
    await expect(apiJson('/api/v1/thing', schema)).rejects.toBeInstanceOf(ResponseValidationError)
  })

  it('names array positions in the path', async () => {
    env.fetch.handler = () => json([{ name: 'a', count: 1 }, { name: 'b' }])
    await expect(apiJson('/api/v1/things', v.array(schema))).rejects.toMatchObject({ path: 'body[1].count' })
  })

  it('shows the default banner and logs a malformed response', async () => {
    env.fetch.handler = () => json({ name: 1 })
    await apiJson('/api/v1/thing', schema).catch(() => undefined)
    expect($banner.get()).toMatchObject({ isVisible: true, message: 'Something went wrong.' })
    expect(env.telemetry.records.map((record) => record.kind)).toEqual(['exception'])
  })
})

describe('errors', () => {
  it('rejects with ApiError carrying status, url and the server message', async () => {
    env.fetch.handler = () => json({ message: 'Database down' }, 500)
    const error = await apiFetch('/api/v1/user').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, url: `${TEST_API}/api/v1/user`, serverMessage: 'Database down' })
  })

  it('has no server message when the error body is not { message: string }', async () => {
    env.fetch.handler = () => new Response('<html>oops</html>', { status: 502 })
    await expect(apiFetch('/api/v1/user')).rejects.toMatchObject({ status: 502, serverMessage: undefined })
    env.fetch.handler = () => json({ message: 42 }, 500)
    await expect(apiFetch('/api/v1/user')).rejects.toMatchObject({ serverMessage: undefined })
  })

  it('describes causes that are not errors too', async () => {
    env.fetch.handler = () => Promise.reject('connection reset')
    await expect(apiFetch('/api/v1/user')).rejects.toThrow(
      'Network error calling https://api.test/api/v1/user: connection reset'
    )
    env.auth.getAccessToken = () => Promise.reject('no session')
    await expect(apiFetch('/api/v1/user')).rejects.toThrow(
      'No access token for https://api.test/api/v1/user: no session'
    )
  })

  it('rejects with NetworkError when no answer comes', async () => {
    env.fetch.handler = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(apiFetch('/api/v1/user')).rejects.toBeInstanceOf(NetworkError)
    expect($banner.get().message).toBe('Something went wrong.')
  })

  it('logs every error to telemetry with its url and status', async () => {
    env.fetch.handler = () => json({}, 500)
    await apiFetch('/api/v1/Schedule').catch(() => undefined)
    expect(env.telemetry.records).toEqual([
      expect.objectContaining({ kind: 'exception', properties: { url: `${TEST_API}/api/v1/Schedule`, status: 500 } })
    ])
  })

  it('a call that shows nothing is logged, and opens neither a banner nor the session dialog (R-ERRORS-5)', async () => {
    env.fetch.handler = () => json({}, 401)
    await apiFetch('/api/v1/analytics/logout', { method: 'POST', shows: 'nothing' }).catch(() => undefined)
    env.fetch.handler = () => json({}, 500)
    await apiFetch('/api/v1/analytics/logout', { method: 'POST', shows: 'nothing' }).catch(() => undefined)
    expect($sessionExpired.get()).toBe(false)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records).toHaveLength(2)
  })

  it('a call that shows no banner still opens the session dialog on a 401 (R-ERRORS-6)', async () => {
    env.fetch.handler = () => json({}, 500)
    const init = { method: 'POST', shows: 'sessionDialogOnly' } as const
    await apiFetch('/api/v1/accesspass/PASS-1001/credential', init).catch(() => undefined)
    expect($banner.get().isVisible).toBe(false)
    expect($sessionExpired.get()).toBe(false)
    env.fetch.handler = () => json({}, 401)
    await apiFetch('/api/v1/accesspass/PASS-1001/credential', init).catch(() => undefined)
    expect($sessionExpired.get()).toBe(true)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records).toHaveLength(2)
  })

  it('an abort is the caller’s choice: rethrown, not logged, nothing shown', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(apiFetch('/api/v1/user', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
    expect(env.telemetry.records).toEqual([])
    expect($banner.get().isVisible).toBe(false)
  })

  it('a token that cannot be renewed ends the session like a 401', async () => {
    env.auth.tokenError = new Error('refresh token expired')
    await expect(apiFetch('/api/v1/user')).rejects.toBeInstanceOf(TokenUnavailableError)
    expect($sessionExpired.get()).toBe(true)
    expect(env.fetch.requests).toEqual([])
  })

  it('a sign-in redirect is only logged: the page is leaving', async () => {
    env.auth.tokenError = new SignInRedirectError()
    await expect(apiFetch('/api/v1/user')).rejects.toBeInstanceOf(SignInRedirectError)
    expect($sessionExpired.get()).toBe(false)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records).toHaveLength(1)
  })

  it('a path that is no URL at all is a clear error, logged, not a crash', async () => {
    env = configureTestCrewPortal({ settings: { apiBaseUrl: 'not a url' } })
    await expect(apiFetch('/api/v1/user')).rejects.toThrow()
    expect(env.telemetry.records).toHaveLength(1)
    expect($loading.get()).toBe(0)
  })
})

describe('the loading counter', () => {
  it('counts a request while it is in flight', async () => {
    const answer = deferred()
    env.fetch.handler = () => answer.promise
    const pending = apiFetch('/api/v1/user')
    await Promise.resolve()
    expect($loading.get()).toBe(1)
    expect($isLoading.get()).toBe(true)
    answer.resolve(json({}))
    await pending
    expect($loading.get()).toBe(0)
    expect($isLoading.get()).toBe(false)
  })

  it('counts parallel requests and returns to zero when all end', async () => {
    const first = deferred()
    const second = deferred()
    const answers = [first, second]
    env.fetch.handler = () => answers.shift()!.promise
    const a = apiFetch('/api/v1/a')
    const b = apiFetch('/api/v1/b')
    await env.fetch.asked(2)
    expect($loading.get()).toBe(2)
    first.resolve(json({}, 500))
    await a.catch(() => undefined)
    expect($loading.get()).toBe(1)
    second.resolve(json({}))
    await b
    expect($loading.get()).toBe(0)
  })

  it.each([
    ['a 500', () => json({}, 500)],
    ['a 401', () => json({}, 401)],
    ['a network error', () => Promise.reject(new TypeError('offline'))]
  ])('returns to zero after %s', async (_name, handler) => {
    env.fetch.handler = handler
    await apiFetch('/api/v1/user').catch(() => undefined)
    expect($loading.get()).toBe(0)
  })

  it('returns to zero after an abort', async () => {
    const controller = new AbortController()
    controller.abort()
    await apiFetch('/api/v1/user', { signal: controller.signal }).catch(() => undefined)
    expect($loading.get()).toBe(0)
  })

  it('returns to zero after a validation failure, and holds during validation', async () => {
    let seenDuringParse = -1
    env.fetch.handler = () => json({ n: 'x' })
    const schema = v.pipe(
      v.unknown(),
      v.check(() => {
        seenDuringParse = $loading.get()
        return false
      })
    )
    await apiJson('/api/v1/user', schema).catch(() => undefined)
    expect(seenDuringParse).toBe(1)
    expect($loading.get()).toBe(0)
  })

  it('returns to zero after a token failure', async () => {
    env.auth.tokenError = new Error('no token')
    await apiFetch('/api/v1/user').catch(() => undefined)
    expect($loading.get()).toBe(0)
  })

  it('background requests do not hold the overlay', async () => {
    const answer = deferred()
    env.fetch.handler = () => answer.promise
    const pending = apiFetch('/api/v1/user', { background: true })
    await Promise.resolve()
    expect($loading.get()).toBe(0)
    answer.resolve(json({}))
    await pending
  })
})

describe('the time limit', () => {
  /** A turn of the event loop: whatever the request does in memory is done; what must not happen yet has not. */
  const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('gives up a request that gets no answer, aborts it, lets the overlay go and shows the banner', async () => {
    let signal: AbortSignal | null = null
    env.fetch.handler = (request) => {
      signal = request.signal
      return new Promise<Response>(() => {})
    }
    const pending = apiFetch('/api/v1/user').catch((caught: unknown) => caught)
    await env.fetch.asked(1)
    expect($loading.get()).toBe(1)
    env.clock.advance(REQUEST_TIME_LIMIT_MS - 1)
    await aTurn()
    expect($loading.get()).toBe(1)
    env.clock.advance(1)
    const error = await pending
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toMatchObject({ url: `${TEST_API}/api/v1/user`, limitMs: REQUEST_TIME_LIMIT_MS })
    expect(signal!.aborted).toBe(true)
    expect($loading.get()).toBe(0)
    expect($banner.get()).toMatchObject({ isVisible: true, message: 'Something went wrong.' })
    expect(env.telemetry.records).toEqual([
      expect.objectContaining({ kind: 'exception', properties: { url: `${TEST_API}/api/v1/user` } })
    ])
  })

  it('counts reading the answer: a body that never ends times out too', async () => {
    let reading: () => void = () => undefined
    const read = new Promise<void>((resolve) => (reading = resolve))
    env.fetch.handler = () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"a"')),
          // Asked for more once the first part is read: the answer is being read.
          pull: () => reading()
        })
      )
    const pending = apiJson('/api/v1/user', v.unknown()).catch((caught: unknown) => caught)
    await read
    env.clock.advance(REQUEST_TIME_LIMIT_MS)
    expect(await pending).toBeInstanceOf(RequestTimeoutError)
    expect($loading.get()).toBe(0)
  })

  it('counts the token: a sign-in library that never answers times out too', async () => {
    let asking: () => void = () => undefined
    const asked = new Promise<void>((resolve) => (asking = resolve))
    env.auth.getAccessToken = () => {
      asking()
      return new Promise<string>(() => {})
    }
    const pending = apiFetch('/api/v1/user').catch((caught: unknown) => caught)
    await asked
    env.clock.advance(REQUEST_TIME_LIMIT_MS)
    expect(await pending).toBeInstanceOf(RequestTimeoutError)
    expect(env.fetch.requests).toEqual([])
  })

  it('leaves no timer behind once the answer came, whether it was good or not', async () => {
    await apiFetch('/api/v1/user')
    env.fetch.handler = () => json({}, 500)
    await apiFetch('/api/v1/user').catch(() => undefined)
    expect(env.clock.pending()).toBe(0)
  })

  it('a page that leaves first aborts the request: an abort, not a timeout', async () => {
    const controller = new AbortController()
    env.fetch.handler = (request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))
      )
    const pending = apiFetch('/api/v1/user', { signal: controller.signal }).catch((caught: unknown) => caught)
    await env.fetch.asked(1)
    controller.abort()
    expect(await pending).toMatchObject({ name: 'AbortError' })
    expect(env.clock.pending()).toBe(0)
    expect($banner.get().isVisible).toBe(false)
  })
})

describe('apiSend: a write whose answer carries nothing the caller reads', () => {
  it('cancels a body the server sent anyway, so its connection is free again', async () => {
    let cancelled: unknown = 'not cancelled'
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024)),
      cancel: (reason) => void (cancelled = reason)
    })
    env.fetch.handler = () => new Response(body, { status: 200 })
    await expect(apiSend('/api/v1/DocumentViewerStatus', { method: 'POST', json: {} })).resolves.toBeUndefined()
    expect(cancelled).toBeUndefined()
    expect($isLoading.get()).toBe(false)
  })

  it('resolves on a 204 and fails through the catalogue like any call', async () => {
    env.fetch.handler = () => new Response(null, { status: 204 })
    await expect(apiSend('/api/v1/DocumentViewerStatus', { method: 'POST', json: {} })).resolves.toBeUndefined()
    env.fetch.handler = () => json({ message: 'No.' }, 500)
    await expect(apiSend('/api/v1/DocumentViewerStatus', { method: 'POST', json: {} })).rejects.toBeInstanceOf(ApiError)
  })
})
