import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RunningService, ServiceOptions } from '../service.ts'
import { readBody } from '../service-http/body.ts'
import { corsHeaders, handlePreflight, type CorsPolicy } from '../service-http/cors.ts'
import { sendEmpty, sendJson, sendText } from '../service-http/respond.ts'
import { RingBuffer } from '../service-http/ring-buffer.ts'
import { listenHttps } from '../service-http/server.ts'
import { buildSurveyScript } from '../survey/bundle.ts'
import { envelopeProblem, parseTrackPayload, summarize, type ItemError, type TelemetryRecord } from './envelopes.ts'
import { renderTelemetryPage, TELEMETRY_PAGE_CSP } from './page.ts'

export const TELEMETRY_CAPACITY = 1000
const BODY_LIMIT = 4 * 1024 * 1024
export const SURVEY_SCRIPT_PATH = '/survey/survey.js'

export interface TelemetrySink extends RunningService {
  /** The kept records, oldest first. */
  records(): TelemetryRecord[]
}

export interface TelemetrySinkOptions extends ServiceOptions {
  /** Tests may shrink the ring buffer; the product keeps the last 1000 items. */
  capacity?: number
}

/**
 * The telemetry sink: answers Application Insights' `/v2/track` as Azure Monitor does, keeps the
 * newest items in memory, lists them on `/`, and serves the survey script from this origin.
 */
export async function startTelemetrySink(options: TelemetrySinkOptions): Promise<TelemetrySink> {
  const capacity = options.capacity ?? TELEMETRY_CAPACITY
  const records = new RingBuffer<TelemetryRecord>(capacity)
  const surveyScript = await buildSurveyScript()
  const policy: CorsPolicy = { allowedOrigins: [options.origins.app], methods: ['GET', 'POST', 'OPTIONS'], maxAge: 300 }

  async function track(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>): Promise<void> {
    const body = await readBody(request, BODY_LIMIT)
    if (!body.ok) {
      sendJson(response, body.status, { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: body.status, message: body.message }] }, cors)
      return
    }
    const payload = parseTrackPayload(body.text)
    if (!payload.ok) {
      sendJson(response, 400, { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: 400, message: payload.message }] }, cors)
      return
    }
    const errors: ItemError[] = []
    const now = new Date()
    payload.items.forEach((item, index) => {
      const problem = envelopeProblem(item)
      if (problem !== undefined) errors.push({ index, statusCode: 400, message: problem })
      else records.push(summarize(item as Record<string, unknown>, now))
    })
    const accepted = payload.items.length - errors.length
    // Azure Monitor: 200 all accepted, 206 some accepted (the SDK resends none of the rejected), 400 none.
    const status = errors.length === 0 ? 200 : accepted > 0 ? 206 : 400
    sendJson(response, status, { itemsReceived: payload.items.length, itemsAccepted: accepted, errors }, cors)
  }

  function control(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== service.url) {
      sendJson(response, 403, { message: 'The control endpoints are not available to other origins.' })
      return
    }
    if (request.method === 'GET' && url.pathname === '/__control/telemetry') {
      const name = url.searchParams.get('name')
      const type = url.searchParams.get('type')
      const kept = records.toArray().filter((record) => (name === null || record.name === name) && (type === null || record.type === type))
      sendJson(response, 200, kept)
      return
    }
    if (request.method === 'POST' && url.pathname === '/__control/reset') {
      records.clear()
      sendEmpty(response, 204)
      return
    }
    sendJson(response, 404, { message: `No such control endpoint: ${request.method ?? ''} ${url.pathname}` })
  }

  const service = await listenHttps(options, 'telemetry', async (request, response) => {
    if (handlePreflight(policy, request, response)) return
    const url = new URL(request.url ?? '/', 'https://localhost')
    const cors = corsHeaders(policy, request.headers.origin)
    const route = `${request.method ?? 'GET'} ${url.pathname}`
    if (url.pathname.startsWith('/__control/')) return control(request, response, url)
    switch (route) {
      case 'POST /v2/track':
      case 'POST /v2.1/track':
        return track(request, response, cors)
      case 'GET /':
        return sendText(response, 200, 'text/html; charset=utf-8', renderTelemetryPage(records.toArray(), capacity), {
          'Content-Security-Policy': TELEMETRY_PAGE_CSP,
          'Referrer-Policy': 'no-referrer'
        })
      case `GET ${SURVEY_SCRIPT_PATH}`:
        // A classic script the app inserts; CORP lets a cross-origin-isolated app load it too.
        return sendText(response, 200, 'text/javascript; charset=utf-8', surveyScript, {
          ...cors,
          'Cross-Origin-Resource-Policy': 'cross-origin',
          'Cache-Control': 'no-cache'
        })
    }
    sendJson(response, 404, { message: `No such endpoint: ${route}` }, cors)
  })
  options.log?.(`telemetry: Application Insights sink at ${service.url}/v2/track, list at ${service.url}/, survey at ${service.url}${SURVEY_SCRIPT_PATH}`)

  return { name: 'telemetry', url: service.url, records: () => records.toArray(), close: () => service.close() }
}
