import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RunningService, ServiceOptions } from '../service.ts'
import { controlFromOwnOrigin, createServiceApp } from '../service-http/app.ts'
import { readText } from '../service-http/body.ts'
import { problem } from '../service-http/problem.ts'
import { newest } from '../service-http/newest.ts'
import { listenHttps } from '../service-http/server.ts'
import { buildSurveyScript } from '../survey/bundle.ts'
import { CSP_REPORT_PATH } from '../app-server/headers.ts'
import { type CspReport, parseCspReports } from './csp-reports.ts'
import { envelopeProblem, parseTrackPayload, summarize, type ItemError, type TelemetryRecord } from './envelopes.ts'
import { renderTelemetryPage, TELEMETRY_PAGE_CSP } from './page.ts'

export const TELEMETRY_CAPACITY = 1000
const BODY_LIMIT = 4 * 1024 * 1024
export const SURVEY_SCRIPT_PATH = '/survey/survey.js'
/** A browser batches a few reports at most; a larger body is not a report. */
const REPORT_BODY_LIMIT = 64 * 1024

export interface TelemetrySink extends RunningService {
  /** The kept records, oldest first. */
  records(): TelemetryRecord[]
  /** The kept Content Security Policy violation reports, oldest first. */
  cspReports(): CspReport[]
  /** How many times the survey script was served since the start or the last reset. */
  surveyLoads(): number
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
  const records = newest<TelemetryRecord>(capacity)
  const cspReports = newest<CspReport>(capacity)
  let lastReportId = 0
  // Each load of the script is one run of the survey: the app reloads it at every navigation end.
  let surveyLoads = 0
  const surveyScript = await buildSurveyScript()
  let ownOrigin = ''

  // Azure Monitor's answer shape, errors included: the SDK reads it.
  const answer = (c: Context, status: number, received: number, errors: ItemError[]) =>
    c.json(
      { itemsReceived: received, itemsAccepted: received - errors.length, errors },
      status as ContentfulStatusCode,
      { 'Cache-Control': 'no-store' }
    )

  async function track(c: Context): Promise<Response> {
    const body = await readText(c, BODY_LIMIT)
    if (!body.ok)
      return c.json(
        { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: body.status, message: body.message }] },
        body.status
      )
    const payload = parseTrackPayload(body.value)
    if (!payload.ok)
      return c.json(
        { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: 400, message: payload.message }] },
        400
      )
    const errors: ItemError[] = []
    const now = new Date()
    payload.items.forEach((item, index) => {
      const problem = envelopeProblem(item)
      if (problem !== undefined) errors.push({ index, statusCode: 400, message: problem })
      else records.push(summarize(item as Record<string, unknown>, now))
    })
    // Azure Monitor: 200 all accepted, 206 some accepted (the SDK resends none of the rejected), 400 none.
    const accepted = payload.items.length - errors.length
    return answer(c, errors.length === 0 ? 200 : accepted > 0 ? 206 : 400, payload.items.length, errors)
  }

  /** The app's CSP names this endpoint in `report-to` and `report-uri` (app-server/headers.ts). */
  async function collectCspReports(c: Context): Promise<Response> {
    const body = await readText(c, REPORT_BODY_LIMIT)
    if (!body.ok) return problem(c, body.status, body.message)
    const parsed = parseCspReports(c.req.header('content-type') ?? '', body.value)
    if (!parsed.ok) return problem(c, 400, parsed.message)
    const receivedAt = new Date().toISOString()
    for (const report of parsed.reports) {
      lastReportId += 1
      cspReports.push({ id: lastReportId, receivedAt, ...report })
      options.log?.(
        `telemetry: CSP violation on ${report.documentURL}: ${report.effectiveDirective} ${report.blockedURL} ${report.sample}`
      )
    }
    return c.body(null, 204)
  }

  const app = createServiceApp({
    name: 'telemetry',
    allowedOrigins: [options.origins.app],
    methods: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: BODY_LIMIT,
    ...(options.log ? { log: options.log } : {})
  })
  app.use(
    '/__control/*',
    controlFromOwnOrigin(() => ownOrigin)
  )
  app.get('/__control/telemetry', (c) => {
    const name = c.req.query('name')
    const type = c.req.query('type')
    const matching = records.items.filter(
      (record) => (name === undefined || record.name === name) && (type === undefined || record.type === type)
    )
    return c.json(matching, 200, { 'Cache-Control': 'no-store' })
  })
  // `?after=<id>`: only the reports that came after the one a reader saw last.
  app.get('/__control/csp-reports', (c) => {
    const after = Number(c.req.query('after') ?? 0)
    return c.json(
      cspReports.items.filter((report) => report.id > after),
      200,
      { 'Cache-Control': 'no-store' }
    )
  })
  app.get('/__control/survey-loads', (c) => c.json({ loads: surveyLoads }, 200, { 'Cache-Control': 'no-store' }))
  app.post('/__control/reset', (c) => {
    records.clear()
    cspReports.clear()
    surveyLoads = 0
    return c.body(null, 204)
  })
  app.post(CSP_REPORT_PATH, collectCspReports)
  app.post('/v2/track', track)
  app.post('/v2.1/track', track)
  app.get('/', (c) =>
    c.body(renderTelemetryPage(records.items, capacity), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': TELEMETRY_PAGE_CSP,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store'
    })
  )
  // A classic script the app inserts; CORP lets a cross-origin-isolated app load it too.
  app.get(SURVEY_SCRIPT_PATH, (c) => {
    surveyLoads += 1
    return c.body(surveyScript, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache'
    })
  })

  const service = await listenHttps(app, options)
  ownOrigin = service.url
  options.log?.(
    `telemetry: Application Insights sink at ${service.url}/v2/track, list at ${service.url}/, survey at ${service.url}${SURVEY_SCRIPT_PATH}`
  )

  return {
    name: 'telemetry',
    url: service.url,
    records: () => [...records.items],
    cspReports: () => [...cspReports.items],
    surveyLoads: () => surveyLoads,
    close: () => service.close()
  }
}
