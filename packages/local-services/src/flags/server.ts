import type { IncomingMessage, ServerResponse } from 'node:http'
import { FLAG_ENVIRONMENT } from '../ports.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { isRecord, parseJsonSafely, readBody } from '../service-http/body.ts'
import { corsHeaders, handlePreflight, type CorsPolicy } from '../service-http/cors.ts'
import { sendEmpty, sendJson } from '../service-http/respond.ts'
import { RingBuffer } from '../service-http/ring-buffer.ts'
import { listenHttps } from '../service-http/server.ts'
import { decodeContext, parseContext, type EvaluationContext } from './context.ts'
import { FLAG_DEFINITIONS, isFlagKey, validateFlagUpdate, validateNotificationValue, type FlagKey } from './definitions.ts'
import { evaluateAll, evaluateFlag } from './evaluate.ts'
import { FlagStore } from './store.ts'
import { StreamHub, formatEvent } from './streams.ts'

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
const EVENTS_KEPT = 1000

/** Hosted LaunchDarkly allows any page to call its client-side endpoints; locally only the app may. */
function corsPolicy(options: ServiceOptions): CorsPolicy {
  return {
    allowedOrigins: [options.origins.app],
    methods: ['GET', 'POST', 'REPORT', 'OPTIONS'],
    // The SDK reads Date from event answers to learn the server time.
    exposeHeaders: ['Date', 'Content-Type', 'Content-Length', 'ETag'],
    maxAge: 300
  }
}

/**
 * The flag service: LaunchDarkly's client-side protocol (evaluation by GET and REPORT, streaming,
 * events, goals) for the environment `crew-portal-local`, plus control endpoints to change flags.
 */
export async function startFlagServer(options: FlagServerOptions): Promise<FlagServer> {
  const store = await FlagStore.open(options.dataDir, options.log)
  const hub = new StreamHub(options.keepAliveMs ?? KEEP_ALIVE_MS)
  const policy = corsPolicy(options)
  const bulkEvents = new RingBuffer<{ payloadId: string | undefined; event: unknown }>(EVENTS_KEPT)
  const diagnosticEvents = new RingBuffer<unknown>(EVENTS_KEPT)
  let ownOrigin = ''

  const evaluateFor = (context: EvaluationContext, withReasons: boolean) => evaluateAll(FLAG_DEFINITIONS, store.states, context, withReasons)

  function pushChange(key: FlagKey): void {
    const state = store.state(key)
    hub.each((client) => {
      if (client.kind === 'ping' || client.context === undefined) return { event: 'ping', data: '' }
      if (state.deleted) return { event: 'delete', data: JSON.stringify({ key, version: state.version }) }
      return { event: 'patch', data: JSON.stringify({ key, ...evaluateFlag(FLAG_DEFINITIONS[key], state, client.context, client.withReasons) }) }
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

  function openStream(request: IncomingMessage, response: ServerResponse, context: EvaluationContext | undefined, withReasons: boolean): void {
    response.writeHead(200, {
      ...corsHeaders(policy, request.headers.origin),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff'
    })
    response.flushHeaders()
    if (context === undefined) {
      hub.add({ kind: 'ping', withReasons, response })
      return
    }
    hub.add({ kind: 'eval', context, withReasons, response })
    response.write(formatEvent('put', JSON.stringify(evaluateFor(context, withReasons))))
  }

  async function readJson(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>): Promise<{ ok: true; value: unknown } | { ok: false }> {
    const body = await readBody(request, BODY_LIMIT)
    if (!body.ok) {
      sendJson(response, body.status, { message: body.message }, cors)
      return { ok: false }
    }
    try {
      return { ok: true, value: parseJsonSafely(body.text) }
    } catch {
      sendJson(response, 400, { message: 'The request body is not valid JSON.' }, cors)
      return { ok: false }
    }
  }

  async function handleSdk(request: IncomingMessage, response: ServerResponse, url: URL, parts: string[]): Promise<void> {
    const cors = corsHeaders(policy, request.headers.origin)
    const method = request.method ?? 'GET'
    const withReasons = url.searchParams.get('withReasons') === 'true'
    // The `h` query parameter is the secure-mode hash; secure mode is off in this environment, so
    // like LaunchDarkly with secure mode off the hash is accepted and not checked.
    const [area, ...tail] = parts
    const hasSub = area === 'sdk' || area === 'events'
    if (!hasSub && area !== 'eval' && area !== 'ping') {
      sendJson(response, 404, { message: `No such endpoint: ${method} ${url.pathname}` }, cors)
      return
    }
    const sub = hasSub ? tail[0] : undefined
    const environment = hasSub ? tail[1] : tail[0]
    const rest = tail.slice(hasSub ? 2 : 1)
    if (environment !== FLAG_ENVIRONMENT) {
      // What LaunchDarkly answers for an unknown client-side id; the SDK reports "invalid environment id".
      sendJson(response, 404, { message: `Environment "${environment ?? ''}" not found. The local flag service serves "${FLAG_ENVIRONMENT}".` }, cors)
      return
    }
    const route = `${method} ${hasSub ? `${area}/${sub ?? ''}` : area}/${rest.length}`
    switch (route) {
      case 'GET sdk/goals/0':
        sendJson(response, 200, [], cors)
        return
      case 'GET sdk/evalx/2': {
        if (rest[0] !== 'contexts' && rest[0] !== 'users') break
        const context = decodeContext(rest[1] ?? '')
        if (!context.ok) sendJson(response, 400, { message: context.message }, cors)
        else sendJson(response, 200, evaluateFor(context.value, withReasons), cors)
        return
      }
      case 'REPORT sdk/evalx/1': {
        if (rest[0] !== 'context' && rest[0] !== 'user') break
        const body = await readBody(request, BODY_LIMIT)
        const context = body.ok ? parseContext(body.text) : body
        if (!context.ok) sendJson(response, 400, { message: context.message }, cors)
        else sendJson(response, 200, evaluateFor(context.value, withReasons), cors)
        return
      }
      case 'GET eval/1': {
        const context = decodeContext(rest[0] ?? '')
        if (!context.ok) sendJson(response, 400, { message: context.message }, cors)
        else openStream(request, response, context.value, withReasons)
        return
      }
      case 'REPORT eval/0': {
        const body = await readBody(request, BODY_LIMIT)
        const context = body.ok ? parseContext(body.text) : body
        if (!context.ok) sendJson(response, 400, { message: context.message }, cors)
        else openStream(request, response, context.value, withReasons)
        return
      }
      case 'GET ping/0':
        openStream(request, response, undefined, withReasons)
        return
      case 'POST events/bulk/0':
      case 'POST events/diagnostic/0': {
        const schema = request.headers['x-launchdarkly-event-schema']
        if (schema !== undefined && !/^\d+$/.test(String(schema))) {
          sendJson(response, 400, { message: 'X-LaunchDarkly-Event-Schema must be a number.' }, cors)
          return
        }
        const body = await readJson(request, response, cors)
        if (!body.ok) return
        if (sub === 'bulk') {
          if (!Array.isArray(body.value)) {
            sendJson(response, 400, { message: 'An event payload must be a JSON array of events.' }, cors)
            return
          }
          const payloadId = request.headers['x-launchdarkly-payload-id']
          for (const event of body.value) bulkEvents.push({ payloadId: typeof payloadId === 'string' ? payloadId : undefined, event })
        } else {
          if (!isRecord(body.value)) {
            sendJson(response, 400, { message: 'A diagnostic event must be a JSON object.' }, cors)
            return
          }
          diagnosticEvents.push(body.value)
        }
        sendEmpty(response, 202, cors)
        return
      }
    }
    sendJson(response, 404, { message: `No such endpoint: ${method} ${url.pathname}` }, cors)
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, parts: string[]): Promise<void> {
    // Only tools and tests (no Origin header) or this service's own pages may change flags.
    const origin = request.headers.origin
    if (origin !== undefined && origin !== ownOrigin) {
      sendJson(response, 403, { message: 'The control endpoints are not available to other origins.' })
      return
    }
    const route = `${request.method ?? 'GET'} ${parts.slice(1, 2).join('/')}/${parts.length - 2}`
    const key = parts[2] ?? ''
    switch (route) {
      case 'GET flags/0':
        sendJson(response, 200, { environment: FLAG_ENVIRONMENT, flags: Object.fromEntries(store.states) })
        return
      case 'PUT flags/1':
      case 'DELETE flags/1': {
        if (!isFlagKey(key)) {
          sendJson(response, 404, { message: `Unknown flag "${key}". Known flags: ${Object.keys(FLAG_DEFINITIONS).join(', ')}.` })
          return
        }
        if (request.method === 'DELETE') {
          await store.delete(key)
          pushChange(key)
          sendJson(response, 200, { key, ...store.state(key) })
          return
        }
        const body = await readJson(request, response, {})
        if (!body.ok) return
        const update = validateFlagUpdate(body.value)
        if (!update.ok) {
          sendJson(response, 400, { message: update.message })
          return
        }
        await setFlag(key, update.value)
        sendJson(response, 200, { key, ...store.state(key) })
        return
      }
      case 'GET events/0':
        sendJson(response, 200, { bulk: bulkEvents.toArray(), diagnostic: diagnosticEvents.toArray() } satisfies ReceivedEvents)
        return
      case 'POST reset/0':
        await store.reset()
        bulkEvents.clear()
        diagnosticEvents.clear()
        hub.each((client) =>
          client.kind === 'eval' && client.context !== undefined
            ? { event: 'put', data: JSON.stringify(evaluateFor(client.context, client.withReasons)) }
            : { event: 'ping', data: '' }
        )
        sendEmpty(response, 204)
        return
    }
    sendJson(response, 404, { message: `No such control endpoint: ${request.method ?? ''} /${parts.join('/')}` })
  }

  const service = await listenHttps(options, 'flags', async (request, response) => {
    if (handlePreflight(policy, request, response)) return
    const url = new URL(request.url ?? '/', 'https://localhost')
    const parts = url.pathname.split('/').filter((part) => part !== '').map((part) => safeDecode(part))
    if (parts[0] === '__control') await handleControl(request, response, parts)
    else await handleSdk(request, response, url, parts)
  })
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

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
