import type { AppSettings } from '../ports/settings.ts'
import { noopTelemetry } from './noop.ts'
import type { TelemetryPort, TelemetryProperties } from '../ports/telemetry.ts'

/** The part of the Application Insights SDK this adapter uses; a fake fits it in tests. */
export interface AppInsightsClient {
  loadAppInsights(): unknown
  trackEvent(event: { name: string }, properties?: TelemetryProperties): void
  trackException(exception: { exception: Error; properties?: TelemetryProperties }): void
  trackTrace(trace: { message: string }, properties?: TelemetryProperties): void
  flush(): void
}

export interface AppInsightsConfig {
  connectionString: string
  disablePageUnloadEvents: string[]
  extensionConfig: Record<string, Record<string, unknown>>
}

export type AppInsightsFactory = (config: AppInsightsConfig) => AppInsightsClient

/** The SDK is large (its budget is in tests/perf/budgets.test.ts): it is imported only when monitoring is configured, after first paint. */
async function sdkFactory(): Promise<AppInsightsFactory> {
  const { ApplicationInsights } = await import('@microsoft/applicationinsights-web')
  return (config) => new ApplicationInsights({ config })
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error
  return new Error(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)))
}

export function appInsightsConfig(connectionString: string): AppInsightsConfig {
  return {
    connectionString,
    // Its last batch goes on pagehide and when the page is hidden. A beforeunload listener would make
    // every navigation away wait for this page to run it first, and an unload listener keeps the page
    // out of the browser's back/forward cache.
    disablePageUnloadEvents: ['beforeunload', 'unload'],
    // Without this the SDK fetches its configuration from a Microsoft CDN (TOOLCHAIN.md).
    extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } }
  }
}

/** Application Insights behind the telemetry port; the no-op port when no connection string is set. */
export async function createAppInsightsTelemetry(
  settings: Pick<AppSettings, 'appInsights'>,
  loadFactory: () => Promise<AppInsightsFactory> = sdkFactory
): Promise<TelemetryPort> {
  const connectionString = settings.appInsights.connectionString?.trim()
  if (!connectionString) return noopTelemetry
  const client = (await loadFactory())(appInsightsConfig(connectionString))
  client.loadAppInsights()
  return {
    trackEvent: (name, properties) => client.trackEvent({ name }, properties),
    trackException: (error, properties) => client.trackException({ exception: asError(error), properties }),
    trackTrace: (message, properties) => client.trackTrace({ message }, properties),
    flush: () => client.flush()
  }
}
