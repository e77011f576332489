// The API calls a page makes, as the fault matrix sees them: recorded from a load with no fault,
// one entry per kind of call (method and path, ids and query values left out), so the cases are
// built from what the page does today and a new call gets its cases without a new test.
import type { Page, Request, Response } from '@playwright/test'

/** One kind of call of a page: `GET /api/v1/trainingevents/:id`, and what the API answered to it. */
export interface RecordedCall {
  /** Method and path pattern: the case's name and what a fault matches. */
  key: string
  method: string
  /** The first URL seen of this kind. */
  url: string
  status: number
  contentType: string
  /** The answer's text ('' for none, as for a 204). */
  body: string
}

// A path segment that names one thing rather than a collection: it holds a digit or a hyphen
// (`evt-bat-past-1`, `PASS-1001`, `doc-a320-fcom`), but is not the API's version (`v1`).
const ID_SEGMENT = /^(?!v\d+$).*[\d-]/

/** `GET /api/v1/trainingevents/:id`, `GET /api/v1/library/documents?audience`: the kind of call a request is. */
export function callKey(method: string, url: string): string {
  const { pathname, searchParams } = new URL(url)
  const path = pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(decodeURIComponent(segment)) ? ':id' : segment))
    .join('/')
  const query = [...new Set(searchParams.keys())].sort().join('&')
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`
}

export function requestKey(request: Request): string {
  return callKey(request.method(), request.url())
}

/** Whether a request goes to the product API (preflights are the browser's, not the page's calls). */
export function isApiCall(request: Request, apiOrigin: string): boolean {
  return request.url().startsWith(`${apiOrigin}/`) && request.method() !== 'OPTIONS'
}

/**
 * Records each kind of API call `page` makes while `load` runs, with the first answer of each.
 * Waits for every call to be answered before it returns.
 */
export async function recordCalls(page: Page, apiOrigin: string, load: () => Promise<void>): Promise<RecordedCall[]> {
  const seen = new Map<string, Promise<RecordedCall | Error>>()
  const onRequest = (request: Request) => {
    if (!isApiCall(request, apiOrigin)) return
    const key = requestKey(request)
    if (!seen.has(key)) seen.set(key, answerOf(key, request))
  }
  page.on('request', onRequest)
  try {
    await load()
  } finally {
    page.off('request', onRequest)
  }
  const answers = await Promise.all(seen.values())
  const problems = answers.filter((answer) => answer instanceof Error)
  if (problems.length > 0) throw new Error(`with no fault: ${problems.map((problem) => problem.message).join('; ')}`)
  return (answers as RecordedCall[]).sort((a, b) => a.key.localeCompare(b.key))
}

/** The call and its answer; an Error (never a rejection) when it got none, so a failed load reports it once. */
async function answerOf(key: string, request: Request): Promise<RecordedCall | Error> {
  const response: Response | null = await request.response().catch(() => null)
  if (!response) return new Error(`${key} got no answer (${request.failure()?.errorText ?? 'no response'})`)
  const body = response.status() === 204 ? '' : await response.text().catch(() => '')
  return {
    key,
    method: request.method(),
    url: request.url(),
    status: response.status(),
    contentType: response.headers()['content-type'] ?? '',
    body
  }
}

/** Whether the page reads the answer's body: the API sent one (a 204 is read for its status alone). */
export function readsBody(call: RecordedCall): boolean {
  return call.body.trim() !== ''
}
