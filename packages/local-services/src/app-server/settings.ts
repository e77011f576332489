import { execFileSync } from 'node:child_process'
import type { AppSettings } from '@crew-portal/core'
import type { LocalOrigins } from '../ports.ts'
import { API_SCOPE, FLAG_ENVIRONMENT, SIGNED_OUT_PATH, SPA_CLIENT_ID } from '../ports.ts'
import { surveyScriptUrl } from './headers.ts'

/** A fixed key: the local sink accepts any; the cloud one would carry the real resource's key. */
const LOCAL_INSTRUMENTATION_KEY = '00000000-0000-4000-8000-000000000000'

export const ACCESS_DENIED_MESSAGE =
  'You do not have access to this information. If you think you should, please contact Customer Care.'
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong while loading this page.'

/**
 * The app settings file for the local services: the same shape a cloud deployment serves, with
 * every origin pointing at this machine. Pointing the app at the cloud means other values here.
 */
export function localAppSettings(origins: LocalOrigins, buildNumber: string): AppSettings {
  return {
    apiBaseUrl: origins.api,
    buildNumber,
    accessDeniedMessage: ACCESS_DENIED_MESSAGE,
    defaultErrorMessage: DEFAULT_ERROR_MESSAGE,
    featureFlags: {
      apiKey: FLAG_ENVIRONMENT,
      isEnabled: true,
      baseUrl: origins.flags,
      streamUrl: origins.flags,
      eventsUrl: origins.flags
    },
    logger: { level: 'info' },
    b2cSettings: {
      clientId: SPA_CLIENT_ID,
      authority: origins.identity,
      // MSAL trusts an authority it is told about by host (and port), instead of asking Microsoft.
      knownAuthorities: [new URL(origins.identity).host],
      redirectUri: `${origins.app}/redirect.html`,
      postLogoutRedirectUri: `${origins.app}${SIGNED_OUT_PATH}`,
      apiScopes: [API_SCOPE]
    },
    appInsights: {
      connectionString: `InstrumentationKey=${LOCAL_INSTRUMENTATION_KEY};IngestionEndpoint=${origins.telemetry}/`,
      showAppInsightComponent: true
    },
    survey: { scriptUrl: surveyScriptUrl(origins) }
  }
}

/**
 * The build number shown in the user menu: the package version and the commit it was built from
 * (`0.1.0+abc1234`, with `-dirty` for uncommitted changes); the version alone outside git.
 */
export function localBuildNumber(version: string, cwd: string): string {
  try {
    const commit = execFileSync('git', ['describe', '--always', '--dirty'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000
    }).trim()
    return commit === '' ? version : `${version}+${commit}`
  } catch {
    return version
  }
}
