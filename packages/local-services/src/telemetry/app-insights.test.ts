// The real @microsoft/applicationinsights-web 3.4 in Chromium posting to the local sink.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bundleForBrowser, startSinkWithApp, type SinkWithApp, type TestApp } from '../../test/browser.ts'
import type { TelemetrySink } from './server.ts'

const CLIENT = `
import { ApplicationInsights } from '@microsoft/applicationinsights-web'
;(window as unknown as Record<string, unknown>).startAi = (connectionString: string) => {
  const ai = new ApplicationInsights({ config: {
    connectionString, maxBatchInterval: 100, disableAjaxTracking: true, disableFetchTracking: true,
    extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } }
  } })
  ai.loadAppInsights()
  ai.trackPageView({ name: 'training' })
  ai.trackEvent({ name: 'Web_Contact_Card_Displayed' }, { reservationId: 'R-1' })
  ai.trackException({ exception: new Error('probe failure') })
  ai.flush()
}
`

let app: TestApp
let sink: TelemetrySink
let browser: Browser

let running: SinkWithApp
beforeAll(async () => {
  const script = await bundleForBrowser(CLIENT)
  running = await startSinkWithApp(
    {
      '/index.html': { type: 'text/html', body: '<!doctype html><title>ai</title><script src="/ai.js"></script>' },
      '/ai.js': { type: 'text/javascript', body: script }
    },
    (sinkUrl) => `default-src 'self'; script-src 'self'; connect-src 'self' ${sinkUrl}`
  )
  ;({ app, sink, browser } = running)
})
afterAll(() => running.close())

it('receives what the real Application Insights SDK sends, across origins', async () => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  const page = await context.newPage()
  await page.goto(`${app.origin}/index.html`)
  const connectionString = `InstrumentationKey=11111111-2222-3333-4444-555555555555;IngestionEndpoint=${sink.url}/`
  await page.evaluate((cs) => (window as unknown as { startAi(cs: string): void }).startAi(cs), connectionString)
  await expect
    .poll(() => sink.records().map((record) => `${record.type}:${record.name}`), { timeout: 5000 })
    .toEqual(
      expect.arrayContaining(['Event:Web_Contact_Card_Displayed', 'Pageview:training', 'Exception:probe failure'])
    )
  const event = sink.records().find((record) => record.name === 'Web_Contact_Card_Displayed')
  expect(event?.properties).toEqual({ reservationId: 'R-1' })
  expect(event?.envelope.iKey).toBe('11111111-2222-3333-4444-555555555555')
  await context.close()
})
