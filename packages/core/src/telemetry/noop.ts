import type { TelemetryPort } from '../ports/telemetry.ts'

/** Where monitoring is not configured (local runs without a sink, partner portals). */
export const noopTelemetry: TelemetryPort = {
  trackEvent() {},
  trackException() {},
  trackTrace() {}
}
