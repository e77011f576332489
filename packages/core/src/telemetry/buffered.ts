import type { TelemetryPort } from '../ports/telemetry.ts'

/** The most a page keeps while monitoring loads; past it, the oldest go first. */
export const TELEMETRY_BUFFER_LIMIT = 200

export interface BufferedTelemetry extends TelemetryPort {
  /** Hands everything kept so far to the real port, in order, and forwards from then on. */
  attach(port: TelemetryPort): void
}

type Call = (port: TelemetryPort) => void

/**
 * A telemetry port for the first paint: Application Insights loads after it (its SDK is large), and what
 * happens before that — a failed settings call, a sign-in error — must still reach monitoring.
 */
export function bufferedTelemetry(limit = TELEMETRY_BUFFER_LIMIT): BufferedTelemetry {
  let target: TelemetryPort | undefined
  const pending: Call[] = []
  const send = (call: Call) => {
    if (target) {
      call(target)
      return
    }
    pending.push(call)
    if (pending.length > limit) pending.shift()
  }
  return {
    trackEvent: (name, properties) => send((port) => port.trackEvent(name, properties)),
    trackException: (error, properties) => send((port) => port.trackException(error, properties)),
    trackTrace: (message, properties) => send((port) => port.trackTrace(message, properties)),
    attach(port) {
      target = port
      for (const call of pending.splice(0)) call(port)
    }
  }
}
