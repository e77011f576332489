// The diagnostics page: `/app-insights`.
import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { onConfigure } from '../environment/configure.ts'
import type { AppSettings } from '../ports/settings.ts'
import { monitoringSummary } from '../telemetry/diagnostics.ts'
import type { MonitoringSummary } from '../telemetry/diagnostics.ts'

export interface DiagnosticsView {
  monitoring: MonitoringSummary
  buildNumber: string
  /** Whether the settings file turns the flag client on. */
  flagsEnabled: boolean
}

function diagnostics({ appInsights, buildNumber, featureFlags }: AppSettings): DiagnosticsView {
  return { monitoring: monitoringSummary(appInsights.connectionString), buildNumber, flagsEnabled: featureFlags.isEnabled === true }
}

const $diagnostics = atom<DiagnosticsView>({ monitoring: { configured: false, ingestionOrigin: null }, buildNumber: '', flagsEnabled: false })
onConfigure((environment) => $diagnostics.set(diagnostics(environment.settings)))

/** What the diagnostics page says of monitoring and the build, from the settings file (never the key itself). */
export const $diagnosticsPage: ReadableAtom<DiagnosticsView> = $diagnostics
