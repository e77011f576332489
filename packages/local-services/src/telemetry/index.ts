export { startTelemetrySink, SURVEY_SCRIPT_PATH, TELEMETRY_CAPACITY } from './server.ts'
export type { TelemetrySink, TelemetrySinkOptions } from './server.ts'
export type { TelemetryRecord } from './envelopes.ts'
