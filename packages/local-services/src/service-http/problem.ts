import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** RFC 9457 problem details: the one error shape of every local service. */
export interface Problem {
  type: 'about:blank'
  title: string
  status: number
  detail: string
  /** The same text as `detail`: the app reads `message` from every error answer (ApiErrorBodySchema). */
  message: string
  /** A 400 names the first offending field (its dotted path). */
  field?: string
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

export function problem(status: number, detail: string, extra: { field?: string } = {}): Problem {
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, message: detail, ...extra }
}

/** Answers with problem details (`application/problem+json`, never cached, never sniffed). */
export function sendProblem(c: Context, status: number, detail: string, headers: Record<string, string> = {}, extra: { field?: string } = {}): Response {
  return c.body(JSON.stringify(problem(status, detail, extra)), status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers
  })
}
