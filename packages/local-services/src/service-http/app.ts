import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { corsPolicy } from './cors.ts'
import { sendProblem } from './problem.ts'

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
  /** The path Hono routes on (the API lower-cases it: its literal segments ignore case). */
  getPath?: (request: Request) => string
}

export const DEFAULT_BODY_LIMIT = 64 * 1024

/**
 * The one HTTP stack of the local services: a Hono app with the same CORS policy, body limit and
 * error shape (RFC 9457 problem details) everywhere; each service adds its routes.
 */
export function createServiceApp(options: ServiceAppOptions): Hono {
  // Not strict: `/path/` is `/path`, so a trailing slash reaches the same route (a getPath of one's
  // own must do the same: Hono ignores it when `strict` is given).
  const app = options.getPath === undefined ? new Hono({ strict: false }) : new Hono({ getPath: options.getPath })
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  if (options.allowedOrigins !== undefined) {
    app.use(corsPolicy({ allowedOrigins: options.allowedOrigins, methods: options.methods ?? ['GET', 'POST', 'OPTIONS'], ...(options.exposeHeaders ? { exposeHeaders: options.exposeHeaders } : {}) }))
  }
  app.use(bodyLimit({ maxSize: limit, onError: (c) => sendProblem(c, 413, `The request body is larger than ${limit} bytes.`) }))
  app.notFound((c) => sendProblem(c, 404, `There is no ${c.req.method} ${new URL(c.req.url).pathname} here.`))
  app.onError((error, c) => {
    options.log?.(`${options.name}: ${c.req.method} ${c.req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return sendProblem(c, 500, `The ${options.name} service could not answer this request.`)
  })
  return app
}
