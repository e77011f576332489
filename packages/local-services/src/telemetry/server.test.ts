import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localOrigins } from '../ports.ts'
import type { TlsMaterial } from '../service.ts'
import { requestText, throwawayTls, type TestRequest } from '../../test/service-http.ts'
import type { TelemetryRecord } from './envelopes.ts'
import { startTelemetrySink, type TelemetrySink } from './server.ts'

const APP = 'https://localhost:4998'
let tls: TlsMaterial
let sink: TelemetrySink
/** The envelopes Application Insights 3.4.4 really sent (a capture, kept as a fixture). */
let captured: unknown[]

const call = (path: string, init: Omit<TestRequest, 'ca'> = {}) =>
  requestText(`${sink.url}${path}`, { ...init, ca: tls.ca })
const track = (body: string | Buffer, headers: Record<string, string> = {}) =>
  call('/v2/track', { method: 'POST', body, headers: { 'Content-Type': 'application/json', Origin: APP, ...headers } })

beforeAll(async () => {
  tls = await throwawayTls()
  captured = JSON.parse(
    await readFile(new URL('./fixtures/ai-track-payload.json', import.meta.url), 'utf8')
  ) as unknown[]
})
beforeEach(async () => {
  sink = await startTelemetrySink({
    port: 0,
    tls,
    dataDir: '/nonexistent',
    origins: { ...localOrigins(), app: APP },
    capacity: 5
  })
})
afterEach(() => sink.close())

const event = (name: string, properties: Record<string, string> = {}) => ({
  time: '2026-11-22T08:13:30.170Z',
  iKey: '00000000-0000-0000-0000-000000000000',
  name: 'Microsoft.ApplicationInsights.Event',
  data: { baseType: 'EventData', baseData: { ver: 2, name, properties } }
})

describe('ingestion', () => {
  it('accepts the captured SDK payload and answers like Azure Monitor', async () => {
    expect(captured.length).toBe(5)
    const answer = await track(JSON.stringify(captured))
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ itemsReceived: 5, itemsAccepted: 5, errors: [] })
    expect(answer.headers['access-control-allow-origin']).toBe(APP)
    const recorded = (await call('/__control/telemetry')).json() as TelemetryRecord[]
    expect(recorded.map((record) => [record.type, record.name])).toEqual([
      ['Event', 'probe-event'],
      ['Exception', 'probe boom'],
      ['Message', 'probe trace'],
      ['Pageview', 'probe-home'],
      ['PageviewPerformance', 'probe-home']
    ])
    expect(recorded[0]?.properties).toEqual({ feature: 'checkout', variant: 'A' })
  })

  it('accepts newline-delimited JSON and gzip bodies', async () => {
    expect((await track(`${JSON.stringify(event('a'))}\n${JSON.stringify(event('b'))}\n`)).json()).toMatchObject({
      itemsAccepted: 2
    })
    expect((await track(gzipSync(JSON.stringify([event('c')])), { 'Content-Encoding': 'gzip' })).json()).toMatchObject({
      itemsAccepted: 1
    })
    const names = ((await call('/__control/telemetry')).json() as TelemetryRecord[]).map((record) => record.name)
    expect(names).toEqual(['a', 'b', 'c'])
  })

  it('answers 206 naming the bad items, 400 when none is valid, and never crashes on garbage', async () => {
    const partial = await track(JSON.stringify([event('ok'), { name: 'x' }, 'text']))
    expect(partial.status).toBe(206)
    expect(partial.json()).toEqual({
      itemsReceived: 3,
      itemsAccepted: 1,
      errors: [
        { index: 1, statusCode: 400, message: "Field 'time' on type 'Envelope' is required but missing or empty." },
        { index: 2, statusCode: 400, message: 'Item is not a telemetry envelope object.' }
      ]
    })
    expect((await track('[{"__proto__":{"name":"x"}}]')).status).toBe(400)
    expect((await track('{not json')).status).toBe(400)
    expect((await track('')).status).toBe(400)
    expect((await track(Buffer.from('nope'), { 'Content-Encoding': 'gzip' })).status).toBe(400)
  })

  it('keeps only the newest items (ring buffer) and filters by name; reset empties it', async () => {
    await track(JSON.stringify(['1', '2', '3', '4', '5', '6', '7'].map((name) => event(name))))
    const recorded = (await call('/__control/telemetry')).json() as TelemetryRecord[]
    expect(recorded.map((record) => record.name)).toEqual(['3', '4', '5', '6', '7'])
    expect(((await call('/__control/telemetry?name=6')).json() as TelemetryRecord[]).length).toBe(1)
    expect((await call('/__control/reset', { method: 'POST' })).status).toBe(204)
    expect((await call('/__control/telemetry')).json()).toEqual([])
  })

  it('answers the preflight for the app origin only', async () => {
    const preflight = await call('/v2/track', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type'
      }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/)
    const other = await call('/v2/track', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' }
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('Content Security Policy reports', () => {
  const report = (sample: string, type = 'csp-violation') => ({
    age: 3,
    type,
    url: `${APP}/training`,
    user_agent: 'Chromium',
    body: {
      documentURL: `${APP}/training`,
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      disposition: 'enforce',
      sample,
      sourceFile: `${APP}/assets/index.js`,
      lineNumber: 4,
      originalPolicy: "require-trusted-types-for 'script'"
    }
  })
  const post = (contentType: string, body: string) =>
    call('/csp-reports', { method: 'POST', body, headers: { 'Content-Type': contentType, Origin: APP } })
  const reports = async (after?: number) =>
    (await call(`/__control/csp-reports${after === undefined ? '' : `?after=${after}`}`)).json() as Array<
      Record<string, unknown>
    >

  it('keeps what report-to (the Reporting API) and report-uri send, as one shape, numbered', async () => {
    const batch = await post(
      'application/reports+json',
      JSON.stringify([report('Element innerHTML|<b>'), report('', 'deprecation')])
    )
    expect(batch.status).toBe(204)
    expect(batch.headers['access-control-allow-origin']).toBe(APP)
    const legacy = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': `${APP}/sw.js`,
          'effective-directive': 'require-trusted-types-for',
          'blocked-uri': 'trusted-types-sink',
          'script-sample': 'WorkerGlobalScope importScripts|/x.js',
          'source-file': `${APP}/sw.js`,
          'line-number': 1,
          disposition: 'enforce'
        }
      })
    )
    expect(legacy.status).toBe(204)
    expect(await reports()).toEqual([
      {
        id: 1,
        receivedAt: expect.any(String),
        via: 'report-to',
        documentURL: `${APP}/training`,
        effectiveDirective: 'require-trusted-types-for',
        blockedURL: 'trusted-types-sink',
        sample: 'Element innerHTML|<b>',
        sourceFile: `${APP}/assets/index.js`,
        lineNumber: 4,
        disposition: 'enforce'
      },
      {
        id: 2,
        receivedAt: expect.any(String),
        via: 'report-uri',
        documentURL: `${APP}/sw.js`,
        effectiveDirective: 'require-trusted-types-for',
        blockedURL: 'trusted-types-sink',
        sample: 'WorkerGlobalScope importScripts|/x.js',
        sourceFile: `${APP}/sw.js`,
        lineNumber: 1,
        disposition: 'enforce'
      }
    ])
    expect((await reports(1)).map((report) => report.id)).toEqual([2])
    // The reset every test run starts with empties the reports too; the numbering goes on.
    expect((await call('/__control/reset', { method: 'POST' })).status).toBe(204)
    expect(await reports()).toEqual([])
    await post('application/reports+json', JSON.stringify([report('again')]))
    expect((await reports()).map((report) => report.id)).toEqual([3])
  })

  it('refuses what is not a report, and lets the app origin send reports across origins', async () => {
    expect((await post('application/reports+json', '{not json')).status).toBe(400)
    expect((await post('application/reports+json', '{"type":"csp-violation"}')).status).toBe(400)
    expect((await post('application/csp-report', '[]')).status).toBe(400)
    expect((await post('text/plain', JSON.stringify([report('x')]))).status).toBe(400)
    expect((await post('application/reports+json', JSON.stringify(['x'.repeat(70 * 1024)]))).status).toBe(413)
    expect(await reports()).toEqual([])
    // The Reporting API asks first when the endpoint is on another origin than the page.
    const preflight = await call('/csp-reports', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type'
      }
    })
    expect(preflight.headers['access-control-allow-origin']).toBe(APP)
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
  })
})

describe('the list page', () => {
  it('shows what arrived as escaped text under a CSP that allows no script', async () => {
    await track(JSON.stringify([event('<img src=x onerror=alert(1)>', { note: '<script>alert(2)</script>' })]))
    const page = await call('/')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/)
    expect(page.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/)
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page.text).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(page.text).not.toContain('<script')
    expect(page.text).toMatch(/<th scope="col">Name<\/th>/)
  })

  it('says so when nothing arrived yet', async () => {
    expect((await call('/')).text).toContain('No telemetry received yet')
  })
})

describe('the survey script', () => {
  it('is served as a small classic script from this origin', async () => {
    const script = await call('/survey/survey.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.text).toContain('HasPoppedUp')
    expect(script.text).not.toMatch(/\beval\(|new Function|innerHTML|^import |^export /m)
    expect(gzipSync(script.text).length).toBeLessThan(4 * 1024)
  })

  it('counts its loads for tests, until the reset', async () => {
    const loads = async () => ((await call('/__control/survey-loads')).json() as { loads: number }).loads
    expect(await loads()).toBe(0)
    await call('/survey/survey.js')
    await call('/survey/survey.js')
    expect(await loads()).toBe(2)
    expect(sink.surveyLoads()).toBe(2)
    // Like every control endpoint, not for another origin's page.
    expect((await call('/__control/survey-loads', { headers: { Origin: APP } })).status).toBe(403)
    expect((await call('/__control/reset', { method: 'POST' })).status).toBe(204)
    expect(await loads()).toBe(0)
  })
})
