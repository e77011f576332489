export type TelemetryProperties = Record<string, string | number | boolean | undefined>

/** Monitoring, behind a port: Application Insights in the browser, a recorder in tests. */
export interface TelemetryPort {
  trackEvent(name: string, properties?: TelemetryProperties): void
  trackException(error: unknown, properties?: TelemetryProperties): void
  trackTrace(message: string, properties?: TelemetryProperties): void
  /** Sends what it holds now, where the port sends in batches. */
  flush?(): void
}
