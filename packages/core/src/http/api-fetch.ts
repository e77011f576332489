import { unchangedCheck } from '@crew-portal/contract'
import * as v from 'valibot'
import { SignInRedirectError } from '../auth/errors.ts'
import { getEnvironment } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import type { RequestFailure } from './failures.ts'
import {
  ApiError,
  isAbortError,
  NetworkError,
  RequestTimeoutError,
  ResponseValidationError,
  TokenUnavailableError
} from './errors.ts'
import { firstAnswerArrived, takeFirstCall } from './take-first-call.ts'
import { beginLoading } from './loading.ts'
import { reportRequestFailure } from './events.ts'
import type { FailureShows } from './events.ts'
import { apiHeaders, resolveApiUrl } from './url.ts'

/**
 * How long an API call may take, from asking for its token to reading the last byte of its answer.
 * Then it is given up as a RequestTimeoutError: the page says so with "Try again", the overlay lets go.
 */
export const REQUEST_TIME_LIMIT_MS = 20_000

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: RequestInit['body']
  /** Sent as JSON (with its content type) instead of `body`. */
  json?: unknown
  /**
   * What a failure may show besides the log (events.ts): the catalogue's answer by default;
   * `sessionDialogOnly` (no banner, a 401 still opens the session-expired dialog) or `nothing`.
   */
  shows?: FailureShows
  /** The request does not hold the loading overlay (polling, background refreshes). */
  background?: boolean
}

function problemOf(issue: v.BaseIssue<unknown>): { path: string; problem: string } {
  let path = 'body'
  for (const item of issue.path ?? []) {
    path += typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`
  }
  return { path, problem: issue.message }
}

async function serverMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text())
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown }
      if (typeof message === 'string') return message
    }
  } catch {
    // Not JSON: the catalogue falls back to the configured message.
  }
  return undefined
}

function failureOf(error: unknown, url: string): RequestFailure {
  if (error instanceof ApiError) return { url, status: error.status, serverMessage: error.serverMessage }
  if (error instanceof TokenUnavailableError) return { url, tokenUnavailable: true }
  return { url }
}

async function buildRequest(url: URL, init: ApiRequestInit): Promise<RequestInit> {
  const env = getEnvironment()
  const { json, shows: _shows, background: _background, headers: givenHeaders, ...rest } = init
  const token = () =>
    env.auth.getAccessToken().catch((error: unknown) => {
      if (error instanceof SignInRedirectError) throw error
      throw new TokenUnavailableError(url.href, error)
    })
  const headers = await apiHeaders(url, env.settings.apiBaseUrl, token, givenHeaders)
  if (json === undefined) return { ...rest, headers }
  headers.set('content-type', 'application/json')
  return { ...rest, headers, body: JSON.stringify(json) }
}

/**
 * The one way the core calls the product API: resolves the path, attaches the token where
 * allowed, counts the request in $loading, and sends failures through the error catalogue.
 * `handle` runs inside the loading hold so a slow parse still shows the overlay.
 */
async function request<T>(
  path: string,
  init: ApiRequestInit,
  handle: (response: Response, url: string) => Promise<T>
): Promise<T> {
  const env = getEnvironment()
  const release = init.background ? () => {} : beginLoading()
  let url = path
  // The caller's signal (its page left) and the time limit both end the request.
  const controller = new AbortController()
  const given = init.signal
  const follow = () => controller.abort(given?.reason)
  if (given?.aborted) follow()
  else given?.addEventListener('abort', follow, { once: true })
  let timer: unknown
  try {
    const resolved = resolveApiUrl(path, env.settings.apiBaseUrl)
    url = resolved.href
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = env.timers.setTimeout(() => {
        const error = new RequestTimeoutError(url, REQUEST_TIME_LIMIT_MS)
        reject(error)
        controller.abort(error)
      }, REQUEST_TIME_LIMIT_MS)
    })
    const attempt = async () => {
      // Offline, a request fails at once: asking for a token could send the pilot to the identity
      // provider, which a phone at the training centre door cannot reach.
      if (!env.connectivity.isOnline()) throw new NetworkError(url, new Error('The browser is offline.'))
      // Boot may have sent this call already (first-calls.ts): its answer is taken instead.
      const sent = takeFirstCall(path, url, init, controller.signal)
      const requestInit = sent ? undefined : await buildRequest(resolved, { ...init, signal: controller.signal })
      let response: Response
      try {
        response = await (sent ?? env.fetch(url, requestInit))
      } catch (error) {
        if (isAbortError(error) || error instanceof RequestTimeoutError) throw error
        throw new NetworkError(url, error)
      }
      firstAnswerArrived()
      if (!response.ok) throw new ApiError(response.status, url, await serverMessageOf(response))
      return await handle(response, url)
    }
    return await Promise.race([attempt(), timedOut])
  } catch (error) {
    if (isAbortError(error)) throw error
    if (error instanceof SignInRedirectError) {
      // The page is navigating to the identity provider; nothing to show, only to note.
      trackException(error, { url })
      throw error
    }
    reportRequestFailure(error, failureOf(error, url), init.shows)
    throw error
  } finally {
    env.timers.clearTimeout(timer)
    given?.removeEventListener('abort', follow)
    release()
  }
}

export function apiFetch(path: string, init: ApiRequestInit = {}): Promise<Response> {
  return request(path, init, async (response) => response)
}

/**
 * A call whose answer the caller needs only the status of (a write answered with 204). A body the
 * server sent anyway is cancelled: left unread, it holds its connection until the response is
 * collected, and once the browser's six connections to the API are held, every later call waits.
 */
export function apiSend(path: string, init: ApiRequestInit = {}): Promise<void> {
  return request(path, init, async (response) => {
    await response.body?.cancel().catch(() => {})
  })
}

/** The body of `response` validated against `schema`: a malformed body is a ResponseValidationError. */
async function validJson<TSchema extends v.GenericSchema>(
  response: Response,
  url: string,
  schema: TSchema
): Promise<v.InferOutput<TSchema>> {
  const text = await response.text()
  let body: unknown
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    throw new ResponseValidationError(url, 'body', 'is not valid JSON')
  }
  // Most answers are well formed: the contract's fast path accepts them as they are. Anything it
  // does not vouch for goes through valibot, which has the last word and the message.
  if (unchangedCheck(schema)?.(body) === true) return body as v.InferOutput<TSchema>
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const { path: where, problem } = problemOf(result.issues[0])
    throw new ResponseValidationError(url, where, problem)
  }
  return result.output
}

/** apiFetch, then the body validated against `schema`: a malformed body is a ResponseValidationError. */
export function apiJson<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  init: ApiRequestInit = {}
): Promise<v.InferOutput<TSchema>> {
  return request(path, init, (response, url) => validJson(response, url, schema))
}

/** apiJson, with the answer's headers and the URL it was asked at (a list's `Link` says where the rest is). */
export function apiJsonWithHeaders<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  init: ApiRequestInit = {}
): Promise<{ body: v.InferOutput<TSchema>; headers: Headers; url: string }> {
  return request(path, init, async (response, url) => ({
    body: await validJson(response, url, schema),
    headers: response.headers,
    url
  }))
}
