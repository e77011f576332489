import { startFlags } from '@crew-portal/core'
import { configureTestCrewPortal, fakeFlagClient } from '@crew-portal/core/test'
import type { TestEnvironment, TestEnvironmentOptions } from '@crew-portal/core/test'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as AppInsightsPage } from './index.tsx'

const KEY = '7f1c2a9e-5b44-4d2e-9a61-secret-ikey'
const CONNECTION = `InstrumentationKey=${KEY};IngestionEndpoint=https://localhost:4284/;LiveEndpoint=https://localhost:4284/`

let env: TestEnvironment
function start(options: TestEnvironmentOptions = {}): void {
  env = configureTestCrewPortal({ fetch: () => new Response(null, { status: 404 }), ...options })
}
const fact = (term: string) =>
  [...document.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent
const row = (flag: string) =>
  [...document.querySelectorAll('tbody tr')]
    .find((tr) => tr.querySelector('th')?.textContent === flag)
    ?.querySelectorAll('td') ?? []

afterEach(cleanup)

describe('the diagnostics page', () => {
  it('shows the monitoring connection, the sink link and the build number, never the key', () => {
    start({
      settings: {
        buildNumber: '2026.11.3',
        appInsights: { connectionString: CONNECTION, showAppInsightComponent: true }
      }
    })
    renderPage(AppInsightsPage, '/app-insights')
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(fact('Connection')).toBe('Configured')
    expect(fact('Telemetry is sent to')).toBe('https://localhost:4284')
    expect(fact('Build number')).toBe('2026.11.3')
    const sink = link(/^Open the telemetry list/)
    expect(sink.getAttribute('href')).toBe('https://localhost:4284/')
    expect(sink.getAttribute('rel')).toBe('noopener')
    expect(document.body.innerHTML).not.toContain(KEY)
    expect(document.body.innerHTML).not.toContain('InstrumentationKey')
  })

  it('says when monitoring is not configured, with no link', () => {
    start({ settings: { appInsights: { showAppInsightComponent: 'true' } } })
    renderPage(AppInsightsPage, '/app-insights')
    expect(fact('Connection')).toBe('Not configured: nothing is sent')
    expect(document.querySelector('a')).toBeNull()
  })

  it('gives no link for an endpoint that is not a web address', () => {
    start({
      settings: {
        appInsights: {
          connectionString: `InstrumentationKey=${KEY};IngestionEndpoint=javascript:alert(1)`,
          showAppInsightComponent: true
        }
      }
    })
    renderPage(AppInsightsPage, '/app-insights')
    expect(fact('Telemetry is sent to')).toBe('—')
    expect(document.querySelector('a')).toBeNull()
  })

  it('shows the flag client state and the current feature values as they change', async () => {
    start({
      settings: { featureFlags: { apiKey: 'test-env', isEnabled: true } },
      flags: {
        PilotWebAppSystemNotificationBat: { message: '<img src=x onerror=alert(1)>', variant: 'informative' },
        PilotWebGlobalNotification: ''
      }
    })
    env.flagValues.PilotWebAppSystemNotificationCatFto = false
    renderPage(AppInsightsPage, '/app-insights')
    expect(fact('Flag client')).toBe('Enabled in settings')
    expect(fact('State')).toBe('Not started')
    expect([...row('PilotWebAppSystemNotificationBat')].map((cell) => cell.textContent)).toEqual(['No', '—'])

    void startFlags()
    await waitFor(() => expect(fact('State')).toBe('Ready'))
    expect([...row('PilotWebAppSystemNotificationBat')].map((cell) => cell.textContent)).toEqual([
      'Yes',
      '{"message":"<img src=x onerror=alert(1)>","variant":"informative"}'
    ])
    expect([...row('PilotWebAppSystemNotificationCatFto')].map((cell) => cell.textContent)).toEqual(['No', 'false'])
    expect(document.querySelector('tbody img')).toBeNull()

    env.flagClients[0]?.setFlag('PilotWebGlobalNotification', {
      message: 'Simulator 3 closed today',
      variant: 'global'
    })
    await waitFor(() => expect(row('PilotWebGlobalNotification')[0]?.textContent).toBe('Yes'))
    expect(textOf()).toContain('Simulator 3 closed today')
  })

  it('says when the flag client failed', async () => {
    start({ settings: { featureFlags: { apiKey: 'test-env', isEnabled: true } } })
    env.flagClientFactory = (request) => {
      const client = fakeFlagClient(request)
      client.initialization = new Error('flag fetch failed')
      return client
    }
    renderPage(AppInsightsPage, '/app-insights')
    void startFlags()
    await waitFor(() => expect(fact('State')).toBe('Failed: flags use their default values'))
  })
})
