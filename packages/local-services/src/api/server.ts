import { join } from 'node:path'
import { getPathNoStrict } from 'hono/utils/url'
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose'
import { API_AUDIENCE, API_SCOPE } from '../ports.ts'
import { createServiceApp } from '../service-http/app.ts'
import { problem } from '../service-http/problem.ts'
import { listenHttps } from '../service-http/server.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { trustingFetch } from '../tls/trusting-fetch.ts'
import { controlRoutes, createFaultBook, faultInjection, MAX_CONTROL_BODY_BYTES } from './faults.ts'
import { createAppliedWrites } from './applied.ts'
import type { ApiEnv } from './middleware.ts'
import {
  loadOrCreatePassIssuerKeys,
  openPassIssuer,
  PASS_ISSUER_KEY_FILE,
  type PassIssuerPrivateKey
} from './pass-issuer.ts'
import { fileRoutes } from './routes/files.ts'
import { apiApp } from './routes/index.ts'
import { seedData, type SeedData, type SeedSize } from './seed/index.ts'
import { publicationControl, servedSeed } from './publications.ts'
import { openWriteStore } from './store.ts'

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
  /** The door pass's issuer keys (createPassIssuerKey()) instead of `<dataDir>/api/pass-issuer-keys.json`, made at first start. */
  passIssuerKeys?: readonly PassIssuerPrivateKey[]
}

/** Starts the product API over HTTPS (docs/local-services.md); resolves once it listens. */
export async function startApiServer(options: ApiServerOptions): Promise<RunningService> {
  const log = options.log ?? (() => {})
  const now = options.now ?? (() => new Date())
  const writes = await openWriteStore({ dataDir: options.dataDir, reset: options.reset ?? false, log })
  const passIssuer = await openPassIssuer(
    options.passIssuerKeys ?? (await loadOrCreatePassIssuerKeys(join(options.dataDir, PASS_ISSUER_KEY_FILE), log))
  )
  // jose caches the provider's key set and fetches it again when a token names an unknown key (a
  // restarted provider's new key): after a second, not thirty. Node's fetch cannot trust the local CA.
  const fetchTrusting = trustingFetch(options.tls.ca)
  const keys =
    options.keys ??
    createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.origins.identity}/jwks`), {
      cooldownDuration: 1_000,
      [customFetch]: (url, init) => fetchTrusting(url, init)
    })
  const tokens = { issuer: options.origins.identity, audience: API_AUDIENCE, scope: API_SCOPE, keys, now }
  const faults = createFaultBook()
  const applied = createAppliedWrites()
  const injection = faultInjection(faults, log)
  // The seed is a function of the clock; one per second is plenty, and spares the large set's cost.
  let seeded: { second: number; data: SeedData } | undefined
  const seedFor = (at: Date): SeedData => {
    const second = Math.floor(at.getTime() / 1000)
    if (seeded?.second !== second)
      seeded = {
        second,
        data: seedData(at, { app: options.origins.app, api: options.origins.api }, options.data ?? 'default')
      }
    return seeded.data
  }
  // The seed as served: the documents' versions published through the control endpoint laid over it.
  const served = servedSeed(options.origins.api)
  const seedAt = (at: Date): SeedData => served(seedFor(at), writes)

  // Literal path segments match without regard to case, as the production API (ASP.NET) does: the
  // router sees each segment spelled as the routes spell it, and param() reads values as sent.
  const spelling = new Map<string, string>()
  const app = createServiceApp<ApiEnv>({
    name: 'api',
    allowedOrigins: [options.origins.app],
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    // The app reads the challenge to tell an expired token from a missing one, and a long list's
    // first page says where the rest is (paging.ts).
    exposeHeaders: ['WWW-Authenticate', 'Link'],
    // Routes read at most 64 KiB; only the control endpoints take more.
    bodyLimit: MAX_CONTROL_BODY_BYTES,
    log,
    getPath: (request) =>
      getPathNoStrict(request)
        .split('/')
        .map((segment) => spelling.get(segment.toLowerCase()) ?? segment)
        .join('/')
  })

  app.use(async (c, next) => {
    const { pathname } = new URL(c.req.url)
    try {
      decodeURIComponent(pathname)
    } catch {
      return problem(c, 404, `There is no ${pathname} here.`)
    }
    await next()
    // An answer that says how it may be kept (the calendar feed) keeps its own words.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    if (c.res.headers.get('Content-Type') === 'application/json')
      c.res.headers.set('Content-Type', 'application/json; charset=utf-8')
  })
  // Control endpoints (loopback only, no token) come before the faults, and the faults before every route.
  app.route('/__control/library', publicationControl({ writes, now, seedAt }))
  app.route('/__control', controlRoutes(faults, writes, applied))
  app.use(injection.middleware)
  app.use(async (c, next) => {
    const at = now()
    c.set('now', at)
    c.set('seed', seedAt(at))
    c.set('writes', writes)
    c.set('applied', applied)
    c.set('passIssuer', passIssuer)
    c.set('tokens', tokens)
    c.set('origins', options.origins)
    await next()
  })
  const api = apiApp(log)
  app.route('/', api).route('/', fileRoutes)
  // A known path with another method: 405 with the methods it has.
  const methods = new Map<string, Set<string>>()
  for (const { method, path } of api.routes) methods.set(path, (methods.get(path) ?? new Set()).add(method))
  for (const [path, allowed] of methods) {
    app.all(path, (c) =>
      problem(c, 405, `${c.req.method} is not allowed on ${new URL(c.req.url).pathname}.`, {
        headers: { Allow: [...allowed].join(', ') }
      })
    )
  }
  for (const { path } of app.routes) for (const segment of path.split('/')) spelling.set(segment.toLowerCase(), segment)

  const service = await listenHttps(app, options, { host: options.host })
  log(`api: listening on ${service.url}`)
  return {
    name: 'api',
    url: service.url,
    async close() {
      injection.close()
      await service.close()
    }
  }
}
