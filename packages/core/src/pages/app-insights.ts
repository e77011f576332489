// The diagnostics page: `/app-insights`.
import { computed } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { $crewPortalEnvironment } from '../environment/configure.ts'
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
  return {
    monitoring: monitoringSummary(appInsights.connectionString),
    buildNumber,
    flagsEnabled: featureFlags.isEnabled === true
  }
}

const UNCONFIGURED: DiagnosticsView = {
  monitoring: { configured: false, ingestionOrigin: null },
  buildNumber: '',
  flagsEnabled: false
}

/** What the diagnostics page says of monitoring and the build, from the settings file (never the key itself). */
export const $diagnosticsPage: ReadableAtom<DiagnosticsView> = computed($crewPortalEnvironment, (environment) =>
  environment ? diagnostics(environment.settings) : UNCONFIGURED
)
