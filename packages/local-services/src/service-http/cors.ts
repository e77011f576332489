import type { IncomingMessage, ServerResponse } from 'node:http'

export interface CorsPolicy {
  /** Exactly the origins a browser may call from (the app's origin). */
  allowedOrigins: readonly string[]
  methods: readonly string[]
  /** Response headers the browser SDKs read beyond the safelisted ones. */
  exposeHeaders?: readonly string[]
  /** Seconds a browser may cache a preflight answer. */
  maxAge?: number
}

/** A header list as browsers send it in Access-Control-Request-Headers: tokens and commas only. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

/** The CORS response headers for one request; empty when the origin is not allowed. */
export function corsHeaders(policy: CorsPolicy, origin: string | undefined): Record<string, string> {
  if (origin === undefined || !policy.allowedOrigins.includes(origin)) return { Vary: 'Origin' }
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
  if (policy.exposeHeaders !== undefined && policy.exposeHeaders.length > 0) {
    headers['Access-Control-Expose-Headers'] = policy.exposeHeaders.join(', ')
  }
  return headers
}

/** Preflight answer: echoes the requested headers (when they are a well-formed list) as the real services do. */
export function preflightHeaders(policy: CorsPolicy, request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  const base = corsHeaders(policy, origin)
  if (base['Access-Control-Allow-Origin'] === undefined) return base
  const headers: Record<string, string> = {
    ...base,
    'Access-Control-Allow-Methods': policy.methods.join(', '),
    'Access-Control-Max-Age': String(policy.maxAge ?? 300),
    Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers'
  }
  const requested = request.headers['access-control-request-headers']
  if (typeof requested === 'string' && HEADER_LIST.test(requested.trim())) {
    headers['Access-Control-Allow-Headers'] = requested.trim()
  }
  return headers
}

/** Answers an OPTIONS preflight; returns true when it did. */
export function handlePreflight(policy: CorsPolicy, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'OPTIONS') return false
  response.writeHead(204, { ...preflightHeaders(policy, request), 'Content-Length': '0' })
  response.end()
  return true
}
