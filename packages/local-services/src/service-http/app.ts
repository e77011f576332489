import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { Env } from 'hono/types'
import { failureAnswer, problem } from './problem.ts'

export interface ServiceAppOptions {
  name: string
  /** Origins a browser may call from (the app's); other origins get no CORS headers. */
  allowedOrigins?: readonly string[]
  /** Methods a preflight allows. */
  methods?: readonly string[]
  /** Response headers the browser SDKs read beyond the safelisted ones. */
  exposeHeaders?: readonly string[]
  /** Bytes a request body may have (default 64 KiB). */
  bodyLimit?: number
  log?: (line: string) => void
  /** The path Hono routes on (the API's literal segments ignore case). */
  getPath?: (request: Request) => string
}

/** A header list as browsers send it in Access-Control-Request-Headers: tokens and commas only. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

/**
 * Hono's `cors` for the listed origins only. A preflight echoes the requested headers, as the real
 * services do, but only a well-formed list: a malformed one gets a preflight the browser refuses.
 */
function corsFor(
  origins: readonly string[],
  methods: readonly string[],
  exposeHeaders: readonly string[]
): MiddlewareHandler {
  const allowed = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: (origin) => (origins.includes(origin) ? [...methods] : []),
    exposeHeaders: [...exposeHeaders],
    maxAge: 300
  })
  return async (c, next) => {
    const requested = c.req.header('access-control-request-headers')
    if (c.req.method === 'OPTIONS' && requested !== undefined && !HEADER_LIST.test(requested.trim()))
      return c.body(null, 204, { Vary: 'Origin' })
    return allowed(c, next)
  }
}

/**
 * The one HTTP stack of the local services: a Hono app with the same CORS policy, body limit and
 * error shape (RFC 9457 problem details) everywhere; each service adds its routes.
 */
export function createServiceApp<E extends Env = Env>(options: ServiceAppOptions): Hono<E> {
  // A getPath of one's own must drop a trailing slash itself: Hono ignores `strict` beside it.
  const app = new Hono<E>(options.getPath === undefined ? { strict: false } : { getPath: options.getPath })
  const limit = options.bodyLimit ?? 64 * 1024
  if (options.allowedOrigins !== undefined)
    app.use(corsFor(options.allowedOrigins, options.methods ?? ['GET', 'POST', 'OPTIONS'], options.exposeHeaders ?? []))
  app.use(
    bodyLimit({ maxSize: limit, onError: (c) => problem(c, 413, `The request body is larger than ${limit} bytes.`) })
  )
  app.notFound((c) => problem(c, 404, `There is no ${c.req.method} ${new URL(c.req.url).pathname} here.`))
  app.onError((error, c) => {
    const answer = failureAnswer(c, error)
    if (answer !== undefined) return answer
    options.log?.(`${options.name}: ${c.req.method} ${c.req.url} failed: ${error.stack ?? error.message}`)
    return problem(c, 500, `The ${options.name} service could not answer this request.`)
  })
  return app
}

/**
 * The control endpoints (`/__control/*`) answer tools and tests (no Origin header) and the
 * service's own pages only; a page of any other origin gets a 403, whatever it sends.
 */
export function controlFromOwnOrigin(ownOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== ownOrigin())
      return problem(c, 403, 'The control endpoints are not available to other origins.')
    return next()
  }
}
