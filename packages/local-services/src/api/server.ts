import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import { join } from 'node:path'
import type { JWTVerifyGetKey } from 'jose'
import { API_AUDIENCE, API_SCOPE } from '../ports.ts'
import { createServiceApp } from '../service-http/app.ts'
import { readJson } from '../service-http/body.ts'
import { listenHttps } from '../service-http/server.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { handleControl } from './control.ts'
import { createFaultBook, defaultFaultBody, GROW_ANSWER_HEADER, grownAnswer, growTarget, isControlPath } from './faults.ts'
import { errorReply, MAX_BODY_BYTES, MAX_CONTROL_BODY_BYTES, type Reply } from './http.ts'
import { remoteKeySet } from './jwks.ts'
import { loadOrCreatePassIssuerKeys, openPassIssuer, PASS_ISSUER_KEY_FILE, type PassIssuerPrivateKey } from './pass-issuer.ts'
import { routePath, routeParams } from './router.ts'
import { fileRoutes } from './routes/files.ts'
import { apiRoutes } from './routes/index.ts'
import type { ApiRoute } from './routes/context.ts'
import { findSeededUser, seedData, type SeedData, type SeededUser, type SeedSize } from './seed/index.ts'
import { openWriteStore } from './store.ts'
import { authenticateChallenge, checkAccessToken } from './tokens.ts'

export interface ApiServerOptions extends ServiceOptions {
  /** Wipe the saved writes before starting (`npm start -- --reset`). */
  reset?: boolean
  /** The clock for the seeded dates and token expiry; tests pin it. */
  now?: () => Date
  /** Where the identity provider publishes its keys; defaults to `${origins.identity}/jwks`. */
  jwksUrl?: string
  /** A key set to verify tokens with instead of fetching `jwksUrl` (tests sign with their own keys). */
  keys?: JWTVerifyGetKey
  /** Interface to listen on; the control endpoints rely on this staying the loopback one. */
  host?: string
  /** `large` adds an airline-sized library and schedule (`npm start -- --data large`). */
  data?: SeedSize
  /**
   * The door pass's issuer keys (private JWKs, signing key first; createPassIssuerKey()) instead of
   * `<dataDir>/api/pass-issuer-keys.json`, which is made at first start otherwise.
   */
  passIssuerKeys?: readonly PassIssuerPrivateKey[]
}

const REALM = 'crew-portal-api'

function send(c: Context, reply: Reply): Response {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...reply.headers }
  if (reply.raw !== undefined) {
    return c.body(typeof reply.raw.data === 'string' ? reply.raw.data : new Uint8Array(reply.raw.data), reply.status as ContentfulStatusCode, { ...headers, 'Content-Type': reply.raw.contentType })
  }
  if (reply.body === undefined || reply.status === 204) return c.body(null, reply.status as StatusCode, headers)
  return c.body(JSON.stringify(reply.body), reply.status as ContentfulStatusCode, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
}

/** Starts the product API over HTTPS (docs/local-services.md); resolves once it listens. */
export async function startApiServer(options: ApiServerOptions): Promise<RunningService> {
  const log = options.log ?? (() => {})
  const now = options.now ?? (() => new Date())
  const writes = await openWriteStore({ dataDir: options.dataDir, reset: options.reset ?? false, log })
  const passIssuer = await openPassIssuer(options.passIssuerKeys ?? (await loadOrCreatePassIssuerKeys(join(options.dataDir, PASS_ISSUER_KEY_FILE), log)))
  const faults = createFaultBook()
  const routes = [...apiRoutes(log), ...fileRoutes]
  const keys = options.keys ?? remoteKeySet(options.jwksUrl ?? `${options.origins.identity}/jwks`, options.tls.ca)
  const tokenPolicy = { issuer: options.origins.identity, audience: API_AUDIENCE, scope: API_SCOPE, keys, now }
  const pendingDelays = new Set<NodeJS.Timeout>()
  // The seed is a function of the clock; one per second is plenty, and spares the large set's cost.
  let seeded: { second: number; data: SeedData } | undefined
  const seedFor = (at: Date): SeedData => {
    const second = Math.floor(at.getTime() / 1000)
    if (seeded?.second !== second) seeded = { second, data: seedData(at, { app: options.origins.app, api: options.origins.api }, options.data ?? 'default') }
    return seeded.data
  }

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pendingDelays.delete(timer)
        resolve()
      }, ms)
      pendingDelays.add(timer)
    })

  const app = createServiceApp({
    name: 'api',
    allowedOrigins: [options.origins.app],
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    // The app reads the challenge to tell an expired token from a missing one.
    exposeHeaders: ['WWW-Authenticate'],
    // Routes read at most MAX_BODY_BYTES; only the control endpoints take more.
    bodyLimit: MAX_CONTROL_BODY_BYTES,
    log,
    // Literal path segments match without regard to case, as the production API (ASP.NET) does.
    getPath: routePath
  })

  // Control endpoints (loopback only, no token) and injected faults come before every route.
  app.use(async (c, next) => {
    const { pathname } = new URL(c.req.url)
    if (isControlPath(pathname)) {
      const body = await readJson(c, MAX_CONTROL_BODY_BYTES, { keepForbiddenKeys: true })
      return send(c, body.ok ? await handleControl(c.req.method, pathname, body.value, faults, writes) : errorReply(body.status, body.message))
    }
    const grow = growTarget(c.req.header(GROW_ANSWER_HEADER))
    if (typeof grow === 'object') return send(c, errorReply(400, grow.problem))
    const fault = faults.take(pathname)
    if (fault === undefined) {
      await next()
      if (grow !== undefined) c.res = await grown(c.res, grow)
      return
    }
    if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs)
    log(`api: injected ${fault.status} for ${c.req.method} ${pathname}`)
    const body = fault.body ?? defaultFaultBody(fault.status)
    return send(c, { status: fault.status, body, headers: fault.body === undefined && fault.status >= 400 ? { 'Content-Type': 'application/problem+json; charset=utf-8' } : {} })
  })

  /** The real answer grown to `bytes` (a 204 becomes a 200, since it can carry no body). */
  async function grown(response: Response, bytes: number): Promise<Response> {
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8')
    log(`api: grew the answer to ${bytes} bytes, as asked`)
    return new Response(grownAnswer(await response.text(), bytes), { status: response.status === 204 ? 200 : response.status, headers })
  }

  type RouteEnv = { Variables: { params: Record<string, string>; user: SeededUser } }

  // The path's values are read first, so a malformed escape is a 404 whether or not a token comes
  // with it.
  const readParams = (pattern: string) =>
    createMiddleware<RouteEnv>(async (c, next) => {
      const { pathname } = new URL(c.req.url)
      const params = routeParams(pattern, pathname)
      if (params === undefined) return send(c, errorReply(404, `There is no ${pathname} here.`))
      c.set('params', params)
      await next()
    })

  // Auth is middleware: a route behind the token gets the crew member as `c.get('user')`.
  const requireCrewMember = createMiddleware<RouteEnv>(async (c, next) => {
    const check = await checkAccessToken(c.req.header('authorization'), tokenPolicy)
    if (!check.ok) return send(c, errorReply(401, check.message, { 'WWW-Authenticate': authenticateChallenge(check, REALM) }))
    const user = findSeededUser(check.claims)
    if (user === undefined) return send(c, errorReply(403, 'This account is not a crew member of the Crew Portal.'))
    c.set('user', user)
    await next()
  })

  async function answer(c: Context<RouteEnv>, route: ApiRoute): Promise<Reply> {
    const base = { now: now(), params: c.get('params'), query: new URL(c.req.url).searchParams, writes, passIssuer }
    if (route.public === true) return route.handle({ ...base, seed: seedFor(base.now) })
    const body = c.req.method === 'GET' ? ({ ok: true, value: undefined } as const) : await readJson(c, MAX_BODY_BYTES, { strict: true, keepForbiddenKeys: true })
    if (!body.ok) return errorReply(body.status, body.message)
    return route.handle({ ...base, seed: seedFor(base.now), user: c.get('user'), body: body.value })
  }

  const methodsOf = new Map<string, string[]>()
  for (const route of routes) {
    const path = routePath(route.pattern)
    const handle = async (c: Context<RouteEnv>) => send(c, await answer(c, route))
    if (route.public === true) app.on(route.method, path, readParams(route.pattern), handle)
    else app.on(route.method, path, readParams(route.pattern), requireCrewMember, handle)
    methodsOf.set(path, [...(methodsOf.get(path) ?? []), route.method])
  }
  // A known path with another method: 405 with the methods it has.
  for (const [path, methods] of methodsOf) {
    app.all(path, (c) => send(c, errorReply(405, `${c.req.method} is not allowed on ${new URL(c.req.url).pathname}.`, { Allow: methods.join(', ') })))
  }

  const service = await listenHttps(app, options, options.host ?? 'localhost')
  log(`api: listening on ${service.url}`)

  return {
    name: 'api',
    url: service.url,
    async close() {
      for (const timer of pendingDelays) clearTimeout(timer)
      pendingDelays.clear()
      await service.close()
    }
  }
}
