/** The product API answered with an error status. */
export class ApiError extends Error {
  readonly status: number
  readonly url: string
  /** The `message` of the API's `{ "message": string }` error body, when it sent one. */
  readonly serverMessage: string | undefined

  constructor(status: number, url: string, serverMessage?: string) {
    super(`HTTP ${status} from ${url}${serverMessage ? `: ${serverMessage}` : ''}`)
    this.name = 'ApiError'
    this.status = status
    this.url = url
    this.serverMessage = serverMessage
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  readonly url: string

  constructor(url: string, cause: unknown) {
    super(`Network error calling ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'NetworkError'
    this.url = url
  }
}

/** No answer within the time limit (`REQUEST_TIME_LIMIT_MS`): the request was given up. */
export class RequestTimeoutError extends Error {
  readonly url: string
  readonly limitMs: number

  constructor(url: string, limitMs: number) {
    super(`No answer from ${url} within ${limitMs / 1000} s`)
    this.name = 'RequestTimeoutError'
    this.url = url
    this.limitMs = limitMs
  }
}

/** The API answered 2xx with a body that is not what the caller's schema expects. */
export class ResponseValidationError extends Error {
  readonly url: string
  /** Where in the body the first problem is, e.g. `body.events[2].startDate`. */
  readonly path: string

  constructor(url: string, path: string, problem: string) {
    super(`Unexpected response from ${url}: ${path} ${problem}`)
    this.name = 'ResponseValidationError'
    this.url = url
    this.path = path
  }
}

/** The access token could not be had without the user (renewal failed); the session is over. */
export class TokenUnavailableError extends Error {
  readonly url: string

  constructor(url: string, cause: unknown) {
    super(`No access token for ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'TokenUnavailableError'
    this.url = url
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError'
  )
}

/** A call was asked to send something the API would refuse; nothing was sent. */
export class RequestValidationError extends Error {
  /** Dotted path of the offending field (`documents.passport.expiryDate`), or the argument's name. */
  readonly field: string

  constructor(field: string, problem: string) {
    super(`Invalid request: ${field} ${problem}`)
    this.name = 'RequestValidationError'
    this.field = field
  }
}
