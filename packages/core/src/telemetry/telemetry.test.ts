import { beforeEach, describe, expect, it } from 'vitest'
import { resetCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal, testSettings } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { appInsightsConfig, createAppInsightsTelemetry } from './app-insights.ts'
import type { AppInsightsClient, AppInsightsConfig } from './app-insights.ts'
import { noopTelemetry } from './noop.ts'
import { trackEvent, trackException, trackTrace } from './track.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('tracking through the configured port', () => {
  it('sends events, exceptions and traces to env.telemetry', () => {
    const error = new Error('boom')
    trackEvent('Web_Contact_Card_Displayed', { reservationId: 'R1' })
    trackException(error, { url: 'u' })
    trackTrace('hello')
    expect(env.telemetry.records).toEqual([
      { kind: 'event', name: 'Web_Contact_Card_Displayed', properties: { reservationId: 'R1' } },
      { kind: 'exception', name: 'boom', error, properties: { url: 'u' } },
      { kind: 'trace', name: 'hello', properties: undefined }
    ])
  })

  it('drops records before configuration instead of throwing', () => {
    resetCrewPortal()
    expect(() => trackEvent('early')).not.toThrow()
  })

  it('a port that throws never breaks the caller', () => {
    env.telemetry.trackException = () => {
      throw new Error('sink down')
    }
    expect(() => trackException(new Error('real problem'))).not.toThrow()
  })

  it('the no-op port accepts everything', () => {
    expect(() => {
      noopTelemetry.trackEvent('a')
      noopTelemetry.trackException(new Error('b'))
      noopTelemetry.trackTrace('c')
    }).not.toThrow()
  })
})

describe('createAppInsightsTelemetry', () => {
  function fakeSdk() {
    const sent: unknown[][] = []
    const configs: AppInsightsConfig[] = []
    let loaded = 0
    const client: AppInsightsClient = {
      loadAppInsights: () => (loaded += 1),
      trackEvent: (...args) => void sent.push(['event', ...args]),
      trackException: (...args) => void sent.push(['exception', ...args]),
      trackTrace: (...args) => void sent.push(['trace', ...args]),
      flush: () => void sent.push(['flush'])
    }
    const factory = async () => (config: AppInsightsConfig) => {
      configs.push(config)
      return client
    }
    return { sent, configs, factory, loaded: () => loaded }
  }

  it('is the no-op port, without loading the SDK, when no connection string is set', async () => {
    const sdk = fakeSdk()
    await expect(createAppInsightsTelemetry(testSettings(), sdk.factory)).resolves.toBe(noopTelemetry)
    const blank = testSettings({ appInsights: { connectionString: '  ', showAppInsightComponent: false } })
    await expect(createAppInsightsTelemetry(blank, sdk.factory)).resolves.toBe(noopTelemetry)
    expect(sdk.configs).toEqual([])
  })

  it('loads the SDK with the connection string, the CDN config fetch blocked, and no beforeunload or unload listener', async () => {
    const sdk = fakeSdk()
    const settings = testSettings({
      appInsights: {
        connectionString: 'InstrumentationKey=k;IngestionEndpoint=https://localhost:4284/',
        showAppInsightComponent: false
      }
    })
    await createAppInsightsTelemetry(settings, sdk.factory)
    expect(sdk.configs).toEqual([
      {
        connectionString: 'InstrumentationKey=k;IngestionEndpoint=https://localhost:4284/',
        disablePageUnloadEvents: ['beforeunload', 'unload'],
        extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } }
      }
    ])
    expect(sdk.loaded()).toBe(1)
  })

  it('maps the port onto the SDK calls, turning non-errors into errors', async () => {
    const sdk = fakeSdk()
    const port = await createAppInsightsTelemetry(
      testSettings({ appInsights: { connectionString: 'InstrumentationKey=k', showAppInsightComponent: false } }),
      sdk.factory
    )
    const error = new Error('x')
    port.trackEvent('E', { a: 1 })
    port.trackException(error, { b: true })
    port.trackException('plain text')
    port.trackException({ code: 7 })
    port.trackException(undefined)
    port.trackTrace('T')
    port.flush?.()
    expect(sdk.sent[0]).toEqual(['event', { name: 'E' }, { a: 1 }])
    expect(sdk.sent[1]).toEqual(['exception', { exception: error, properties: { b: true } }])
    expect((sdk.sent[2]?.[1] as { exception: Error }).exception.message).toBe('plain text')
    expect((sdk.sent[3]?.[1] as { exception: Error }).exception.message).toBe('{"code":7}')
    expect((sdk.sent[4]?.[1] as { exception: Error }).exception.message).toBe('undefined')
    expect(sdk.sent[5]).toEqual(['trace', { message: 'T' }, undefined])
    expect(sdk.sent[6]).toEqual(['flush'])
  })

  it('the real SDK loads with this configuration (no network until it sends)', async () => {
    const port = await createAppInsightsTelemetry(
      testSettings({
        appInsights: {
          connectionString:
            'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://127.0.0.1:9/',
          showAppInsightComponent: false
        }
      })
    )
    expect(port).not.toBe(noopTelemetry)
    expect(appInsightsConfig('c').extensionConfig).toEqual({ AppInsightsCfgSyncPlugin: { blkCdnCfg: true } })
  })
})
