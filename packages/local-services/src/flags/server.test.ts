import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FLAG_ENVIRONMENT, localOrigins } from '../ports.ts'
import type { TlsMaterial } from '../service.ts'
import { openEventStream, requestText, throwawayTls, type TestRequest } from '../../test/service-http.ts'
import { startFlagServer, type FlagServer } from './server.ts'

const APP = 'https://localhost:4999'
const BAT = { kind: 'user', key: 'bat.pilot@example.com', name: 'Alex Morgan' }
const FTO = { kind: 'user', key: 'fto.pilot@example.com' }
const encode = (context: object) => Buffer.from(JSON.stringify(context)).toString('base64url')
type Flags = Record<
  string,
  { value: { message: string; variant: string }; version: number; variation: number; reason?: { kind: string } }
>

let tls: TlsMaterial
let dataDir: string
let server: FlagServer

async function start(): Promise<FlagServer> {
  return startFlagServer({ port: 0, tls, dataDir, origins: { ...localOrigins(), app: APP }, keepAliveMs: 100 })
}
const call = (path: string, init: Omit<TestRequest, 'ca'> = {}) =>
  requestText(`${server.url}${path}`, { ...init, ca: tls.ca })
const putFlag = (key: string, body: string) =>
  call(`/__control/flags/${key}`, { method: 'PUT', body, headers: { 'Content-Type': 'application/json' } })

beforeAll(async () => {
  tls = await throwawayTls()
})
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crew-flags-'))
  server = await start()
})
afterEach(async () => {
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})
afterAll(() => undefined)

describe('evaluation', () => {
  it('GET evalx evaluates per context: the BAT notice reaches only the BAT pilot', async () => {
    const forBat = await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/contexts/${encode(BAT)}?withReasons=true`, {
      headers: { Origin: APP }
    })
    expect(forBat.status).toBe(200)
    expect(forBat.headers['content-type']).toMatch(/^application\/json/)
    expect(forBat.headers['access-control-allow-origin']).toBe(APP)
    const flags = forBat.json() as Flags
    expect(Object.keys(flags).sort()).toEqual([
      'PilotWebAppSystemNotificationBat',
      'PilotWebAppSystemNotificationCatFto',
      'PilotWebGlobalNotification'
    ])
    expect(flags.PilotWebAppSystemNotificationBat).toMatchObject({
      variation: 0,
      version: 1,
      reason: { kind: 'TARGET_MATCH' }
    })
    expect(flags.PilotWebAppSystemNotificationBat?.value.message).toMatch(/BAT sessions/)
    expect(flags.PilotWebAppSystemNotificationCatFto?.value).toEqual({ message: '', variant: 'informative' })
    expect(flags.PilotWebGlobalNotification?.value).toEqual({ message: '', variant: 'global' })
  })

  it('REPORT evalx takes the context from the body (h hash accepted), without reasons unless asked', async () => {
    const answer = await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/context?h=abc`, {
      method: 'REPORT',
      body: JSON.stringify(FTO),
      headers: { 'Content-Type': 'application/json' }
    })
    const flags = answer.json() as Flags
    expect(flags.PilotWebAppSystemNotificationCatFto?.value.message).toMatch(/FTO ground school/)
    expect(flags.PilotWebAppSystemNotificationBat?.value.message).toBe('')
    expect(flags.PilotWebAppSystemNotificationCatFto?.reason).toBeUndefined()
  })

  it('answers 404 for an unknown environment (the SDK reports an invalid environment id)', async () => {
    for (const path of [
      `/sdk/evalx/other-env/contexts/${encode(BAT)}`,
      '/sdk/goals/other-env',
      `/eval/other-env/${encode(BAT)}`,
      '/events/bulk/other-env'
    ]) {
      const answer = await call(path, { headers: { Origin: APP } })
      expect(answer.status, path).toBe(404)
      expect(answer.headers['access-control-allow-origin'], 'readable by the SDK').toBe(APP)
    }
  })

  it('answers 400 with a message for a malformed context and never crashes', async () => {
    for (const body of ['{', '[]', '{"kind":"user"}', '{"__proto__":{"key":"x"},"kind":"user"}']) {
      const answer = await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/context`, { method: 'REPORT', body })
      expect(answer.status, body).toBe(400)
      expect((answer.json() as { message: string }).message).toMatch(/context/i)
    }
    expect((await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/contexts/%%%`)).status).toBe(400)
  })

  it('serves an empty goals list', async () => {
    const answer = await call(`/sdk/goals/${FLAG_ENVIRONMENT}`)
    expect([answer.status, answer.json()]).toEqual([200, []])
  })
})

describe('CORS', () => {
  it('answers the SDK preflights for the app origin, echoing the requested headers (REPORT included)', async () => {
    const answer = await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/context?withReasons=true`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'REPORT',
        'Access-Control-Request-Headers': 'content-type,x-launchdarkly-tags,x-launchdarkly-user-agent'
      }
    })
    expect(answer.status).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe(APP)
    expect(answer.headers['access-control-allow-methods']).toBe('GET,POST,REPORT,OPTIONS')
    expect(answer.headers['access-control-allow-headers']).toBe(
      'content-type,x-launchdarkly-tags,x-launchdarkly-user-agent'
    )
  })

  it('gives another origin no CORS grant', async () => {
    const answer = await call(`/sdk/goals/${FLAG_ENVIRONMENT}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' }
    })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('exposes Date, which the SDK reads from event answers', async () => {
    const answer = await call(`/events/diagnostic/${FLAG_ENVIRONMENT}`, {
      method: 'POST',
      body: '{"kind":"diagnostic"}',
      headers: { Origin: APP }
    })
    expect(answer.headers['access-control-expose-headers']).toMatch(/\bDate\b/)
  })
})

describe('events', () => {
  it('accepts bulk events with schema and payload id headers (202) and diagnostics', async () => {
    const bulk = await call(`/events/bulk/${FLAG_ENVIRONMENT}`, {
      method: 'POST',
      body: JSON.stringify([{ kind: 'identify', context: BAT, creationDate: 1 }]),
      headers: {
        'Content-Type': 'application/json',
        'X-LaunchDarkly-Event-Schema': '4',
        'X-LaunchDarkly-Payload-ID': 'p-1'
      }
    })
    expect(bulk.status).toBe(202)
    expect(
      (await call(`/events/diagnostic/${FLAG_ENVIRONMENT}`, { method: 'POST', body: '{"kind":"diagnostic-combined"}' }))
        .status
    ).toBe(202)
    expect((await call('/__control/events')).json()).toEqual({
      bulk: [{ payloadId: 'p-1', event: { kind: 'identify', context: BAT, creationDate: 1 } }],
      diagnostic: [{ kind: 'diagnostic-combined' }]
    })
  })

  it('refuses a bulk body that is not an array, bad JSON, or a bad schema header', async () => {
    const path = `/events/bulk/${FLAG_ENVIRONMENT}`
    expect((await call(path, { method: 'POST', body: '{}' })).status).toBe(400)
    expect((await call(path, { method: 'POST', body: '[' })).status).toBe(400)
    expect(
      (await call(path, { method: 'POST', body: '[]', headers: { 'X-LaunchDarkly-Event-Schema': 'four' } })).status
    ).toBe(400)
  })
})

describe('streaming and control', () => {
  it('streams a put of the context’s flags, then a per-context patch within a second of a change', async () => {
    const batStream = await openEventStream(`${server.url}/eval/${FLAG_ENVIRONMENT}/${encode(BAT)}?withReasons=true`, {
      ca: tls.ca,
      headers: { Origin: APP }
    })
    const ftoStream = await openEventStream(`${server.url}/eval/${FLAG_ENVIRONMENT}/${encode(FTO)}`, { ca: tls.ca })
    expect(batStream.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(batStream.headers['access-control-allow-origin']).toBe(APP)
    const put = JSON.parse((await batStream.next('put')).data) as Flags
    expect(put.PilotWebAppSystemNotificationBat?.version).toBe(1)
    await ftoStream.next('put')

    const started = Date.now()
    const change = await putFlag(
      'PilotWebAppSystemNotificationBat',
      JSON.stringify({ value: { message: 'Bay 2 reopened.', variant: 'informative' } })
    )
    expect(change.status).toBe(200)
    const patch = JSON.parse((await batStream.next('patch', 1000)).data) as unknown
    expect(Date.now() - started).toBeLessThan(1000)
    expect(patch).toEqual({
      key: 'PilotWebAppSystemNotificationBat',
      value: { message: 'Bay 2 reopened.', variant: 'informative' },
      variation: 0,
      version: 2,
      flagVersion: 2,
      trackEvents: false,
      reason: { kind: 'TARGET_MATCH' }
    })
    const ftoPatch = JSON.parse((await ftoStream.next('patch', 1000)).data) as { value: unknown; version: number }
    expect(ftoPatch.value).toEqual({ message: '', variant: 'informative' })
    expect(ftoPatch.version).toBe(2)

    await call('/__control/flags/PilotWebAppSystemNotificationBat', { method: 'DELETE' })
    expect(JSON.parse((await batStream.next('delete')).data)).toEqual({
      key: 'PilotWebAppSystemNotificationBat',
      version: 3
    })

    await call('/__control/reset', { method: 'POST' })
    const afterReset = JSON.parse((await batStream.next('put')).data) as Flags
    expect(
      afterReset.PilotWebAppSystemNotificationBat?.version,
      'versions keep growing across a reset'
    ).toBeGreaterThan(3)
    expect(afterReset.PilotWebAppSystemNotificationBat?.value.message).toMatch(/BAT sessions/)
    batStream.close()
    ftoStream.close()
  })

  it('pings /ping streams (the REPORT-mode SDK refetches on ping) and the REPORT stream gets data', async () => {
    const ping = await openEventStream(`${server.url}/ping/${FLAG_ENVIRONMENT}?withReasons=true`, { ca: tls.ca })
    const report = await openEventStream(`${server.url}/eval/${FLAG_ENVIRONMENT}`, {
      ca: tls.ca,
      method: 'REPORT',
      body: JSON.stringify(BAT)
    })
    await report.next('put')
    await putFlag(
      'PilotWebGlobalNotification',
      JSON.stringify({ value: { message: 'Portal maintenance tonight 22:00 UTC.', variant: 'global' } })
    )
    await ping.next('ping', 1000)
    expect(JSON.parse((await report.next('patch', 1000)).data)).toMatchObject({
      key: 'PilotWebGlobalNotification',
      value: { message: 'Portal maintenance tonight 22:00 UTC.' }
    })
    ping.close()
    report.close()
  })

  it('keeps idle streams alive with comments and closes them on close()', async () => {
    const stream = await openEventStream(`${server.url}/eval/${FLAG_ENVIRONMENT}/${encode(BAT)}`, { ca: tls.ca })
    // A comment every 100 ms (keepAliveMs) while the stream is idle.
    await vi.waitFor(() => expect(stream.comments()).toBeGreaterThanOrEqual(2))
    expect(stream.comments()).toBeGreaterThanOrEqual(2)
    expect(server.streamCount()).toBe(1)
    await server.close()
    await stream.ended
    server = await start()
  })

  it('validates control requests: unknown flag 404, bad JSON 400, wrong shape 400 naming the field', async () => {
    expect((await putFlag('NoSuchFlag', '{"value":{"message":"","variant":"global"}}')).status).toBe(404)
    expect((await putFlag('PilotWebGlobalNotification', '{"value":')).status).toBe(400)
    const wrong = await putFlag('PilotWebGlobalNotification', '{"value":{"message":5,"variant":"global"}}')
    expect([wrong.status, (wrong.json() as { message: string }).message]).toEqual([
      400,
      'value.message must be a string.'
    ])
    const polluted = await putFlag('PilotWebGlobalNotification', '{"__proto__":{"value":1}}')
    expect(polluted.status).toBe(400)
    expect(
      (await call('/__control/reset', { method: 'POST', headers: { Origin: 'https://evil.example' } })).status
    ).toBe(403)
    await expect(server.setFlag('PilotWebGlobalNotification', { message: 'x' })).rejects.toThrow(/variant/)
  })

  it('keeps a changed flag across a restart; reset goes back to the seed', async () => {
    await server.setFlag('PilotWebGlobalNotification', { message: 'Stays after restart', variant: 'global' })
    await server.close()
    server = await start()
    const flags = (await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/contexts/${encode(FTO)}`)).json() as Flags
    expect(flags.PilotWebGlobalNotification).toMatchObject({ value: { message: 'Stays after restart' }, version: 2 })
    await call('/__control/reset', { method: 'POST' })
    const saved = JSON.parse(await readFile(join(dataDir, 'flags.json'), 'utf8')) as {
      flags: Record<string, { value: { message: string } }>
    }
    expect(saved.flags.PilotWebGlobalNotification?.value.message).toBe('')
  })

  it('starts from the seed when the saved file is damaged', async () => {
    await server.close()
    await writeFile(
      join(dataDir, 'flags.json'),
      '{"flags":{"PilotWebGlobalNotification":{"value":"oops","version":1}}}'
    )
    const lines: string[] = []
    server = await startFlagServer({
      port: 0,
      tls,
      dataDir,
      origins: { ...localOrigins(), app: APP },
      log: (line) => lines.push(line)
    })
    expect(lines.join('\n')).toMatch(/damaged/)
    const flags = (await call(`/sdk/evalx/${FLAG_ENVIRONMENT}/contexts/${encode(BAT)}`)).json() as Flags
    expect(flags.PilotWebAppSystemNotificationBat?.value.message).toMatch(/BAT/)
  })
})
