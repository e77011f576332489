import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
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
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

export function problemBody(status: number, detail: string, field?: string): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    message: detail,
    ...(field === undefined ? {} : { field })
  }
}

export interface ProblemOptions {
  field?: string
  headers?: Record<string, string>
}

/** Answers with problem details (`application/problem+json`, never cached, never sniffed). */
export function problem(c: Context, status: number, detail: string, { field, headers }: ProblemOptions = {}): Response {
  return c.body(JSON.stringify(problemBody(status, detail, field)), status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers
  })
}

/** Ends the request from inside a helper; the app's error handler answers it as problem details. */
export function fail(status: number, detail: string, field?: string): never {
  throw new HTTPException(status as ContentfulStatusCode, {
    message: detail,
    cause: field === undefined ? undefined : { field }
  })
}

/** The answer to a `fail`, or undefined for any other error. */
export function failureAnswer(c: Context, error: Error): Response | undefined {
  if (!(error instanceof HTTPException)) return undefined
  const field = (error.cause as { field?: string } | undefined)?.field
  return problem(c, error.status, error.message, field === undefined ? {} : { field })
}
