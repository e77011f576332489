// A real launchdarkly-js-client-sdk 3 in Chromium against the local flag service.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLAG_ENVIRONMENT, localOrigins } from '../ports.ts'
import type { TlsMaterial } from '../service.ts'
import { bundleForBrowser, launchChromium, serveTestApp, type TestApp } from '../../test/browser.ts'
import { requestText, throwawayTls } from '../../test/service-http.ts'
import { tempDir } from '../../test/temp-dir.ts'
import type { ReceivedEvents } from './server.ts'
import { startFlagServer, type FlagServer } from './server.ts'

const CLIENT = `
import { initialize } from 'launchdarkly-js-client-sdk'
const w = window as unknown as Record<string, unknown>
w.startLd = async (envId: string, flagsUrl: string, email: string, useReport: boolean) => {
  const client = initialize(envId, { kind: 'user', key: email, email }, {
    baseUrl: flagsUrl, streamUrl: flagsUrl, eventsUrl: flagsUrl, streaming: true, useReport,
    evaluationReasons: true, flushInterval: 2000, application: { id: 'crew-portal', version: '0.1.0' }, logger: { debug() {}, info() {}, warn() {}, error() {} }
  })
  w.ldClient = client
  client.on('change:PilotWebAppSystemNotificationBat', () => { w.changedAt = Date.now() })
  try {
    await client.waitForInitialization(5)
  } catch (error) {
    return { error: (error as Error).name }
  }
  return { flags: client.allFlags() }
}
w.bat = () => ((w.ldClient as { variation(key: string, fallback: unknown): { message: string } }).variation('PilotWebAppSystemNotificationBat', { message: 'fallback', variant: 'informative' })).message
`

type Started = { error?: string; flags?: Record<string, { message: string; variant: string }> }
const BAT_PILOT = 'bat.pilot@example.com'

const dataDir = tempDir('crew-ld-', 'all')
let tls: TlsMaterial
let app: TestApp
let flags: FlagServer
let browser: Browser

beforeAll(async () => {
  tls = await throwawayTls()
  const script = await bundleForBrowser(CLIENT)
  // The app's CSP lets it talk to the flag origin only, as the product's will.
  app = await serveTestApp(
    tls,
    {
      '/index.html': { type: 'text/html', body: '<!doctype html><title>ld</title><script src="/ld.js"></script>' },
      '/ld.js': { type: 'text/javascript', body: script }
    },
    () => `default-src 'self'; script-src 'self'; connect-src 'self' ${flags.url}`
  )
  flags = await startFlagServer({ port: 0, tls, dataDir: dataDir(), origins: { ...localOrigins(), app: app.origin } })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser.close()
  await flags.close()
  await app.close()
})

async function openClient(
  email: string,
  options: { useReport?: boolean; env?: string } = {}
): Promise<{ page: Page; started: Started }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  const page = await context.newPage()
  await page.goto(`${app.origin}/index.html`)
  const started = await page.evaluate(
    ([env, url, who, report]) =>
      (window as unknown as { startLd(...args: unknown[]): Promise<Started> }).startLd(env, url, who, report),
    [options.env ?? FLAG_ENVIRONMENT, flags.url, email, options.useReport ?? false] as const
  )
  return { page, started }
}

const putFlag = (key: string, message: string) =>
  requestText(`${flags.url}/__control/flags/${key}`, {
    method: 'PUT',
    ca: tls.ca,
    body: JSON.stringify({ value: { message, variant: 'informative' } })
  })

describe('launchdarkly-js-client-sdk in Chromium', () => {
  it('initialises with per-context values, and a flag change reaches it over the stream within a second', async () => {
    const bat = await openClient(BAT_PILOT)
    const fto = await openClient('fto.pilot@example.com')
    expect(bat.started.error).toBeUndefined()
    expect(bat.started.flags?.PilotWebAppSystemNotificationBat?.message).toMatch(/BAT sessions/)
    expect(fto.started.flags?.PilotWebAppSystemNotificationBat?.message).toBe('')
    expect(fto.started.flags?.PilotWebAppSystemNotificationCatFto?.message).toMatch(/FTO/)
    await expect.poll(() => flags.streamCount()).toBeGreaterThanOrEqual(2)

    const sentAt = Date.now()
    const changed = await putFlag('PilotWebAppSystemNotificationBat', 'Bay 3 is back in service from Monday.')
    expect(changed.status).toBe(200)
    await bat.page.waitForFunction(
      () => (window as unknown as { bat(): string }).bat() === 'Bay 3 is back in service from Monday.',
      undefined,
      { timeout: 5000 }
    )
    // Measured in the page (same machine clock), so slow test plumbing does not count against the service.
    const changedAt = await bat.page.evaluate(() => (window as unknown as { changedAt: number }).changedAt)
    expect(changedAt - sentAt).toBeLessThan(1000)
    expect(await fto.page.evaluate(() => (window as unknown as { bat(): string }).bat())).toBe('')

    // The SDK's analytics events arrive as a bulk post with schema and payload id.
    await bat.page.evaluate(() => (window as unknown as { ldClient: { flush(): Promise<void> } }).ldClient.flush())
    const events = (await requestText(`${flags.url}/__control/events`, { ca: tls.ca })).json() as ReceivedEvents
    const fromBat = events.bulk.filter((entry) => JSON.stringify(entry.event).includes(BAT_PILOT))
    expect(fromBat.some((entry) => (entry.event as { kind: string }).kind === 'identify')).toBe(true)
    expect(fromBat.every((entry) => typeof entry.payloadId === 'string' && entry.payloadId.length > 10)).toBe(true)
    await bat.page.context().close()
    await fto.page.context().close()
  })

  it('in REPORT mode evaluates by REPORT and refetches on a ping from /ping', async () => {
    const bat = await openClient(BAT_PILOT, { useReport: true })
    expect(bat.started.flags?.PilotWebAppSystemNotificationBat?.message).not.toBe('')
    await expect.poll(() => flags.streamCount()).toBeGreaterThanOrEqual(1)
    await putFlag('PilotWebAppSystemNotificationBat', 'Changed while in REPORT mode.')
    await bat.page.waitForFunction(
      () => (window as unknown as { bat(): string }).bat() === 'Changed while in REPORT mode.',
      undefined,
      { timeout: 2000 }
    )
    await bat.page.context().close()
  })

  it('reports an invalid environment id for an unknown environment', async () => {
    const wrong = await openClient(BAT_PILOT, { env: 'not-an-environment' })
    expect(wrong.started.error).toBe('LaunchDarklyInvalidEnvironmentIdError')
    await wrong.page.context().close()
  })
})
