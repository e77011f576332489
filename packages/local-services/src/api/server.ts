import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { JWTVerifyGetKey } from 'jose'
import { API_AUDIENCE, API_SCOPE } from '../ports.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { handleControl } from './control.ts'
import { corsHeaders, preflightHeaders } from './cors.ts'
import { createFaultBook, defaultFaultBody, isControlPath } from './faults.ts'
import { errorReply, readJsonBody, sendReply, type Reply } from './http.ts'
import { remoteKeySet } from './jwks.ts'
import { createRouter } from './router.ts'
import { fileRoutes } from './routes/files.ts'
import { apiRoutes } from './routes/index.ts'
import type { ApiRoute } from './routes/context.ts'
import { findSeededUser, seedData } from './seed/index.ts'
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
}

const REALM = 'crew-portal-api'

/** Starts the product API over HTTPS (DESIGN.md section 5); resolves once it listens. */
export async function startApiServer(options: ApiServerOptions): Promise<RunningService> {
  const log = options.log ?? (() => {})
  const now = options.now ?? (() => new Date())
  const writes = await openWriteStore({ dataDir: options.dataDir, reset: options.reset ?? false, log })
  const faults = createFaultBook()
  const routes = [...apiRoutes(log), ...fileRoutes]
  const router = createRouter<ApiRoute>(routes.map((route) => ({ method: route.method, pattern: route.pattern, handler: route })))
  const keys = options.keys ?? remoteKeySet(options.jwksUrl ?? `${options.origins.identity}/jwks`, options.tls.ca)
  const tokenPolicy = { issuer: options.origins.identity, audience: API_AUDIENCE, scope: API_SCOPE, keys, now }
  const allowedOrigins = [options.origins.app]
  const pendingDelays = new Set<NodeJS.Timeout>()

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pendingDelays.delete(timer)
        resolve()
      }, ms)
      pendingDelays.add(timer)
    })

  async function answer(request: IncomingMessage, url: URL): Promise<Reply> {
    const method = request.method ?? 'GET'
    const { pathname } = url

    if (isControlPath(pathname)) {
      const body = await readJsonBody(request)
      if (!body.ok) return errorReply(body.status, body.message)
      return handleControl(method, pathname, body.value, faults, writes)
    }

    const fault = faults.take(pathname)
    if (fault !== undefined) {
      if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs)
      log(`api: injected ${fault.status} for ${method} ${pathname}`)
      return { status: fault.status, body: fault.body ?? defaultFaultBody(fault.status) }
    }

    const match = router.match(method, pathname)
    if (match.kind === 'not-found') return errorReply(404, `There is no ${pathname} here.`)
    if (match.kind === 'wrong-method') return errorReply(405, `${method} is not allowed on ${pathname}.`, { Allow: match.allowed.join(', ') })
    const route = match.handler
    const base = { now: now(), params: match.params, query: url.searchParams }

    if (route.public === true) return route.handle({ ...base, seed: seedData(base.now, { app: options.origins.app, api: options.origins.api }) })

    const check = await checkAccessToken(request.headers.authorization, tokenPolicy)
    if (!check.ok) return errorReply(401, check.message, { 'WWW-Authenticate': authenticateChallenge(check, REALM) })
    const user = findSeededUser(check.claims)
    if (user === undefined) return errorReply(403, 'This account is not a crew member of the Crew Portal.')

    const body = method === 'GET' ? ({ ok: true, value: undefined } as const) : await readJsonBody(request)
    if (!body.ok) return errorReply(body.status, body.message)
    return route.handle({ ...base, seed: seedData(base.now, { app: options.origins.app, api: options.origins.api }), user, body: body.value, writes })
  }

  async function onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin
    const cors = corsHeaders(origin, allowedOrigins)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, ...preflightHeaders(origin, allowedOrigins) })
      response.end()
      return
    }
    let reply: Reply
    try {
      reply = await answer(request, new URL(request.url ?? '/', 'https://localhost'))
    } catch (error) {
      log(`api: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      reply = errorReply(500, 'The API could not answer this request.')
    }
    if (!response.destroyed) sendReply(response, reply, cors)
  }

  const server = createServer({ key: options.tls.key, cert: options.tls.cert }, (request, response) => {
    void onRequest(request, response)
  })
  const host = options.host ?? 'localhost'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `https://localhost:${port}`
  log(`api: listening on ${url}`)

  return {
    name: 'api',
    url,
    close() {
      for (const timer of pendingDelays) clearTimeout(timer)
      pendingDelays.clear()
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)))
        server.closeAllConnections()
      })
    }
  }
}
