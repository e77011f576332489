import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { sendProblem } from './problem.ts'

export interface CorsPolicy {
  /** Exactly the origins a browser may call from (the app's origin). */
  allowedOrigins: readonly string[]
  methods: readonly string[]
  /** Response headers the browser SDKs read beyond the safelisted ones. */
  exposeHeaders?: readonly string[]
}

/** A header list as browsers send it in Access-Control-Request-Headers: tokens and commas only. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

/**
 * The one CORS policy of the local services, Hono's `cors` with the origins listed: only they get
 * CORS headers and the methods (any other origin's browser then refuses the answer to its page). A
 * preflight echoes the requested headers, as the real services do, but only a well-formed list: a
 * malformed one gets a preflight with no headers allowed, which the browser refuses.
 */
export function corsPolicy(policy: CorsPolicy): MiddlewareHandler {
  const allowed = (origin: string) => policy.allowedOrigins.includes(origin)
  const hono = cors({
    origin: (origin) => (allowed(origin) ? origin : null),
    allowMethods: (origin) => (allowed(origin) ? [...policy.methods] : []),
    exposeHeaders: [...(policy.exposeHeaders ?? [])],
    maxAge: 300
  })
  return async (c, next) => {
    const requested = c.req.header('access-control-request-headers')
    if (c.req.method === 'OPTIONS' && requested !== undefined && !HEADER_LIST.test(requested.trim())) return c.body(null, 204, { Vary: 'Origin' })
    return hono(c, next)
  }
}

/**
 * The control endpoints (`/__control/*`) answer tools and tests (no Origin header) and the
 * service's own pages only; a page of any other origin gets a 403, whatever it sends.
 */
export function controlFromOwnOrigin(ownOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== ownOrigin()) return sendProblem(c, 403, 'The control endpoints are not available to other origins.')
    return next()
  }
}
