import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { FLAG_ENVIRONMENT } from '../ports.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { controlFromOwnOrigin, createServiceApp } from '../service-http/app.ts'
import { isRecord, readJson, readText } from '../service-http/body.ts'
import { problem } from '../service-http/problem.ts'
import { newest } from '../service-http/newest.ts'
import { listenHttps } from '../service-http/server.ts'
import { decodeContext, parseContext, type EvaluationContext } from './context.ts'
import {
  FLAG_DEFINITIONS,
  isFlagKey,
  validateFlagUpdate,
  validateNotificationValue,
  type FlagKey
} from './definitions.ts'
import { evaluateAll, evaluateFlag } from './evaluate.ts'
import { FlagStore } from './store.ts'
import { StreamHub } from './streams.ts'

export interface FlagServerOptions extends ServiceOptions {
  /** Interval of the keep-alive comments on open streams (default 15 s; tests shorten it). */
  keepAliveMs?: number
}

export interface ReceivedEvents {
  /** Analytics events of `POST /events/bulk/{env}`, newest last, with the payload id they came in. */
  bulk: Array<{ payloadId: string | undefined; event: unknown }>
  diagnostic: unknown[]
}

export interface FlagServer extends RunningService {
  /** Same as `PUT /__control/flags/<key>`: validates, persists, bumps the version and pushes a patch. */
  setFlag(key: string, value: unknown): Promise<void>
  /** The number of open streams (tests wait for the SDK to connect). */
  streamCount(): number
}

const BODY_LIMIT = 1024 * 1024
const KEEP_ALIVE_MS = 15_000
/** The newest events recorded for `GET /__control/events`, of each kind. */
const MAX_EVENTS = 1000

const json = (c: Context, status: number, body: unknown) =>
  c.json(body, status as ContentfulStatusCode, { 'Cache-Control': 'no-store' })

/**
 * The flag service: LaunchDarkly's client-side protocol (evaluation by GET and REPORT, streaming,
 * events, goals) for the environment `crew-portal-local`, plus control endpoints to change flags.
 */
export async function startFlagServer(options: FlagServerOptions): Promise<FlagServer> {
  const store = await FlagStore.open(options.dataDir, options.log)
  const hub = new StreamHub(options.keepAliveMs ?? KEEP_ALIVE_MS)
  const bulkEvents = newest<{ payloadId: string | undefined; event: unknown }>(MAX_EVENTS)
  const diagnosticEvents = newest<unknown>(MAX_EVENTS)
  let ownOrigin = ''

  const evaluateFor = (context: EvaluationContext, withReasons: boolean) =>
    evaluateAll(FLAG_DEFINITIONS, store.states, context, withReasons)

  function pushChange(key: FlagKey): void {
    const state = store.state(key)
    hub.each((client) => {
      if (client.kind === 'ping' || client.context === undefined) return { event: 'ping', data: '' }
      if (state.deleted) return { event: 'delete', data: JSON.stringify({ key, version: state.version }) }
      return {
        event: 'patch',
        data: JSON.stringify({ key, ...evaluateFlag(FLAG_DEFINITIONS[key], state, client.context, client.withReasons) })
      }
    })
  }

  async function setFlag(key: string, value: unknown): Promise<void> {
    if (!isFlagKey(key)) throw new Error(`Unknown flag "${key}".`)
    const valid = validateNotificationValue(value)
    if (!valid.ok) throw new Error(valid.message)
    await store.set(key, valid.value)
    options.log?.(`flags: ${key} is now version ${store.state(key).version}`)
    pushChange(key)
  }

  /** An event stream on Hono's SSE helper: flag data for a context, or only "refetch" pings. */
  function openStream(c: Context, context: EvaluationContext | undefined, withReasons: boolean): Response {
    c.header('Cache-Control', 'no-cache, no-store')
    c.header('X-Accel-Buffering', 'no')
    c.header('X-Content-Type-Options', 'nosniff')
    return streamSSE(c, async (stream) => {
      if (context === undefined) return hub.add({ kind: 'ping', withReasons, stream })
      const open = hub.add({ kind: 'eval', context, withReasons, stream })
      await stream.writeSSE({ event: 'put', data: JSON.stringify(evaluateFor(context, withReasons)) })
      return open
    })
  }

  const withReasons = (c: Context) => c.req.query('withReasons') === 'true'
  const notFound = (c: Context) => problem(c, 404, `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`)

  const app = createServiceApp({
    name: 'flags',
    // Hosted LaunchDarkly allows any page to call its client-side endpoints; locally only the app may.
    allowedOrigins: [options.origins.app],
    methods: ['GET', 'POST', 'REPORT', 'OPTIONS'],
    // The SDK reads Date from event answers to learn the server time.
    exposeHeaders: ['Date', 'Content-Type', 'Content-Length', 'ETag'],
    bodyLimit: BODY_LIMIT,
    ...(options.log ? { log: options.log } : {})
  })

  // Only tools and tests (no Origin header) or this service's own pages may change flags.
  app.use(
    '/__control/*',
    controlFromOwnOrigin(() => ownOrigin)
  )
  app.get('/__control/flags', (c) =>
    json(c, 200, { environment: FLAG_ENVIRONMENT, flags: Object.fromEntries(store.states) })
  )
  app.on(['PUT', 'DELETE'], '/__control/flags/:key', async (c) => {
    const key = c.req.param('key')
    if (!isFlagKey(key))
      return problem(c, 404, `Unknown flag "${key}". Known flags: ${Object.keys(FLAG_DEFINITIONS).join(', ')}.`)
    if (c.req.method === 'DELETE') {
      await store.delete(key)
      pushChange(key)
      return json(c, 200, { key, ...store.state(key) })
    }
    const body = await readJson(c, BODY_LIMIT)
    if (!body.ok) return problem(c, body.status, body.message)
    const update = validateFlagUpdate(body.value)
    if (!update.ok) return problem(c, 400, update.message)
    await setFlag(key, update.value)
    return json(c, 200, { key, ...store.state(key) })
  })
  app.get('/__control/events', (c) =>
    json(c, 200, { bulk: bulkEvents.items, diagnostic: diagnosticEvents.items } satisfies ReceivedEvents)
  )
  app.post('/__control/reset', async (c) => {
    await store.reset()
    bulkEvents.clear()
    diagnosticEvents.clear()
    hub.each((client) =>
      client.kind === 'eval' && client.context !== undefined
        ? { event: 'put', data: JSON.stringify(evaluateFor(client.context, client.withReasons)) }
        : { event: 'ping', data: '' }
    )
    return c.body(null, 204)
  })
  app.all('/__control/*', (c) =>
    problem(c, 404, `No such control endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`)
  )

  // The environment in the path must be ours; LaunchDarkly answers 404 for an unknown client-side id
  // (the SDK reports "invalid environment id"). The `h` query parameter is the secure-mode hash;
  // secure mode is off in this environment, so like LaunchDarkly the hash is accepted unchecked.
  const environment = (c: Context, next: () => Promise<void>) =>
    c.req.param('env') === FLAG_ENVIRONMENT
      ? next()
      : problem(
          c,
          404,
          `Environment "${c.req.param('env') ?? ''}" not found. The local flag service serves "${FLAG_ENVIRONMENT}".`
        )

  app.get('/sdk/goals/:env', environment, (c) => json(c, 200, []))
  // A context comes base64url-encoded in the path (GET) or as the body (REPORT).
  const withContext = (answer: (c: Context, context: EvaluationContext) => Response) => async (c: Context) => {
    const body = c.req.method === 'REPORT' ? await readText(c, BODY_LIMIT) : undefined
    const context =
      body === undefined ? decodeContext(c.req.param('context') ?? '') : body.ok ? parseContext(body.value) : body
    return context.ok ? answer(c, context.value) : problem(c, 400, context.message)
  }
  const evaluation = withContext((c, context) => json(c, 200, evaluateFor(context, withReasons(c))))
  const stream = withContext((c, context) => openStream(c, context, withReasons(c)))
  app.get('/sdk/evalx/:env/:kind{contexts|users}/:context', environment, evaluation)
  app.on('REPORT', '/sdk/evalx/:env/:kind{context|user}', environment, evaluation)
  app.get('/eval/:env/:context', environment, stream)
  app.on('REPORT', '/eval/:env', environment, stream)
  app.get('/ping/:env', environment, (c) => openStream(c, undefined, withReasons(c)))
  app.post('/events/:kind{bulk|diagnostic}/:env', environment, async (c) => {
    const schema = c.req.header('x-launchdarkly-event-schema')
    if (schema !== undefined && !/^\d+$/.test(schema))
      return problem(c, 400, 'X-LaunchDarkly-Event-Schema must be a number.')
    const body = await readJson(c, BODY_LIMIT)
    if (!body.ok) return problem(c, body.status, body.message)
    if (c.req.param('kind') === 'bulk') {
      if (!Array.isArray(body.value)) return problem(c, 400, 'An event payload must be a JSON array of events.')
      const payloadId = c.req.header('x-launchdarkly-payload-id')
      for (const event of body.value) bulkEvents.push({ payloadId, event })
    } else {
      if (!isRecord(body.value)) return problem(c, 400, 'A diagnostic event must be a JSON object.')
      diagnosticEvents.push(body.value)
    }
    return c.body(null, 202)
  })
  app.all('*', notFound)

  const service = await listenHttps(app, options)
  ownOrigin = service.url
  options.log?.(`flags: LaunchDarkly client-side protocol for "${FLAG_ENVIRONMENT}" at ${service.url}`)

  return {
    name: 'flags',
    url: service.url,
    setFlag,
    streamCount: () => hub.size,
    close: async () => {
      hub.closeAll()
      await service.close()
    }
  }
}
