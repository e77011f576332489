// The fault matrix's ten faults (docs/security-faults.md), each as what the browser receives (through
// the matrix's API router) and as what the core then holds: a RequestFailure for the error catalogue
// and the error a query holds, or nothing when the answer is one the page must take as it is.
import type { RequestFailure } from '../../../packages/core/src/http/failures.ts'
import { ApiError, NetworkError, ResponseValidationError } from '../../../packages/core/src/http/errors.ts'
import type { FaultRoute as Route } from './cdp-router.ts'
import { readsBody, type RecordedCall } from './calls.ts'
import { GROW_ANSWER_HEADER } from '../../../packages/local-services/src/api/faults.ts'

/** What the core makes of a faulted call: the catalogue's input and the error a load holds. */
export interface FaultResult {
  failure: RequestFailure
  error: Error
}

export interface Fault {
  name: string
  answer(route: Route, call: RecordedCall, appOrigin: string): Promise<void>
  /** `undefined`: the page must take the answer as a good one. */
  resultOf(call: RecordedCall, url: string): FaultResult | undefined
}

/** The message the fault's error statuses carry, as the API's `{ message }` body (a 404 on records shows it). */
export const FAULT_SERVER_MESSAGE = 'Fault matrix: the server said no.'
export const TEN_MB = 10 * 1024 * 1024

/** A proxy's sign-in page, answered with 200 where JSON was expected. */
const PROXY_PAGE =
  '<!doctype html><html><head><title>Proxy sign-in</title></head><body><h1>Sign in to continue</h1><form><input name="user"></form></body></html>'

// The local API answers the app's origin with these; a fault the browser could not read would be a
// network error instead of the fault meant.
function corsHeaders(appOrigin: string): Record<string, string> {
  return { 'access-control-allow-origin': appOrigin, vary: 'Origin' }
}

function json(route: Route, appOrigin: string, status: number, body: string): Promise<void> {
  return route.fulfill({
    status,
    body,
    headers: { ...corsHeaders(appOrigin), 'content-type': 'application/json; charset=utf-8' }
  })
}

function statusFault(status: number): Fault {
  return {
    name: String(status),
    answer: (route, _call, appOrigin) =>
      json(route, appOrigin, status, JSON.stringify({ message: FAULT_SERVER_MESSAGE })),
    resultOf: (_call, url) => ({
      failure: { url, status, serverMessage: FAULT_SERVER_MESSAGE },
      error: new ApiError(status, url, FAULT_SERVER_MESSAGE)
    })
  }
}

/** A 2xx answer that is not what the call reads: a failure for a call that reads a body, nothing for one that reads only the status. */
function unreadable(call: RecordedCall, url: string): FaultResult | undefined {
  if (!readsBody(call)) return undefined
  return { failure: { url }, error: new ResponseValidationError(url, 'body', 'fault matrix') }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parsed(call: RecordedCall): unknown {
  try {
    return JSON.parse(call.body)
  } catch {
    return undefined
  }
}

/** The recorded answer in the other top-level shape, as a misconfigured gateway or an API version mix-up sends it. */
function wrongShape(call: RecordedCall): string {
  const value = parsed(call)
  if (Array.isArray(value)) return JSON.stringify({ items: value })
  if (isObject(value)) return JSON.stringify([value])
  return JSON.stringify({ unexpected: true })
}

export const FAULTS: readonly Fault[] = [
  statusFault(401),
  statusFault(403),
  statusFault(404),
  statusFault(500),
  {
    name: 'connection refused',
    answer: (route) => route.abort('connectionrefused'),
    resultOf: (_call, url) => ({ failure: { url }, error: new NetworkError(url, new TypeError('Failed to fetch')) })
  },
  {
    name: 'malformed JSON',
    // An answer cut off halfway, as a dropped connection or a truncating proxy leaves it.
    answer: (route, call, appOrigin) =>
      json(route, appOrigin, 200, call.body ? call.body.slice(0, Math.ceil(call.body.length / 2)) : '{"'),
    resultOf: unreadable
  },
  {
    name: 'JSON of the wrong shape',
    answer: (route, call, appOrigin) => json(route, appOrigin, 200, wrongShape(call)),
    resultOf: unreadable
  },
  {
    name: 'HTML with status 200',
    answer: (route, _call, appOrigin) =>
      route.fulfill({
        status: 200,
        body: PROXY_PAGE,
        headers: { ...corsHeaders(appOrigin), 'content-type': 'text/html; charset=utf-8' }
      }),
    resultOf: unreadable
  },
  {
    name: 'empty 200',
    answer: (route, _call, appOrigin) =>
      route.fulfill({
        status: 200,
        body: '',
        headers: { ...corsHeaders(appOrigin), 'content-type': 'application/json' }
      }),
    resultOf: unreadable
  },
  {
    name: '10 MB answer',
    // The API's own answer to this very request (a credential is bound to the key just sent), grown
    // by the local API itself, so that 10 MB never cross the DevTools protocol, which is slow at that size.
    answer: (route) => route.continue({ headers: { [GROW_ANSWER_HEADER]: String(TEN_MB) } }),
    resultOf: () => undefined
  }
]
