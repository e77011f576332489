import type { MiddlewareHandler } from 'hono'
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
 * The one CORS policy of the local services: only listed origins get CORS headers (any other
 * origin's browser then refuses the answer to its page), and a preflight echoes the requested
 * headers when they are a well-formed list, as the real services do.
 */
export function corsPolicy(policy: CorsPolicy): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && policy.allowedOrigins.includes(origin)
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' }
      if (allowed) {
        headers['Access-Control-Allow-Origin'] = origin
        headers['Access-Control-Allow-Methods'] = policy.methods.join(', ')
        headers['Access-Control-Max-Age'] = '300'
        const requested = c.req.header('access-control-request-headers')?.trim()
        if (requested !== undefined && HEADER_LIST.test(requested)) headers['Access-Control-Allow-Headers'] = requested
      }
      return c.body(null, 204, headers)
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (!allowed) return
    c.res.headers.set('Access-Control-Allow-Origin', origin)
    if (policy.exposeHeaders !== undefined && policy.exposeHeaders.length > 0) c.res.headers.set('Access-Control-Expose-Headers', policy.exposeHeaders.join(', '))
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
