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

const call = (path: string, init: Omit<TestRequest, 'ca'> = {}) => requestText(`${sink.url}${path}`, { ...init, ca: tls.ca })
const track = (body: string | Buffer, headers: Record<string, string> = {}) =>
  call('/v2/track', { method: 'POST', body, headers: { 'Content-Type': 'application/json', Origin: APP, ...headers } })

beforeAll(async () => {
  tls = await throwawayTls()
  captured = JSON.parse(await readFile(new URL('./fixtures/ai-track-payload.json', import.meta.url), 'utf8')) as unknown[]
})
beforeEach(async () => {
  sink = await startTelemetrySink({ port: 0, tls, dataDir: '/nonexistent', origins: { ...localOrigins(), app: APP }, capacity: 5 })
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
    const kept = (await call('/__control/telemetry')).json() as TelemetryRecord[]
    expect(kept.map((record) => [record.type, record.name])).toEqual([
      ['Event', 'probe-event'],
      ['Exception', 'probe boom'],
      ['Message', 'probe trace'],
      ['Pageview', 'probe-home'],
      ['PageviewPerformance', 'probe-home']
    ])
    expect(kept[0]?.properties).toEqual({ feature: 'checkout', variant: 'A' })
  })

  it('accepts newline-delimited JSON and gzip bodies', async () => {
    expect((await track(`${JSON.stringify(event('a'))}\n${JSON.stringify(event('b'))}\n`)).json()).toMatchObject({ itemsAccepted: 2 })
    expect((await track(gzipSync(JSON.stringify([event('c')])), { 'Content-Encoding': 'gzip' })).json()).toMatchObject({ itemsAccepted: 1 })
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
    const kept = (await call('/__control/telemetry')).json() as TelemetryRecord[]
    expect(kept.map((record) => record.name)).toEqual(['3', '4', '5', '6', '7'])
    expect(((await call('/__control/telemetry?name=6')).json() as TelemetryRecord[]).length).toBe(1)
    expect((await call('/__control/reset', { method: 'POST' })).status).toBe(204)
    expect((await call('/__control/telemetry')).json()).toEqual([])
  })

  it('answers the preflight for the app origin only', async () => {
    const preflight = await call('/v2/track', { method: 'OPTIONS', headers: { Origin: APP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/)
    const other = await call('/v2/track', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
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
})
