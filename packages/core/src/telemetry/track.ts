import { getEnvironment, isCrewPortalConfigured } from '../environment/configure.ts'
import type { TelemetryPort, TelemetryProperties } from '../ports/telemetry.ts'

/**
 * Monitoring must never become the failure: before configuration, or when the port itself throws,
 * a record is dropped rather than breaking the caller (often an error path already).
 */
function withPort(send: (port: TelemetryPort) => void): void {
  if (!isCrewPortalConfigured()) return
  try {
    send(getEnvironment().telemetry)
  } catch {
    // Nothing sensible remains to report to: the reporter is what failed.
  }
}

export function trackEvent(name: string, properties?: TelemetryProperties): void {
  withPort((port) => port.trackEvent(name, properties))
}

export function trackException(error: unknown, properties?: TelemetryProperties): void {
  withPort((port) => port.trackException(error, properties))
}

export function trackTrace(message: string, properties?: TelemetryProperties): void {
  withPort((port) => port.trackTrace(message, properties))
}
