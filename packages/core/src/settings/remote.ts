import { REMOTE_CONFIGURATION_PATH } from '@crew-portal/contract'
import * as v from 'valibot'
import { getEnvironment } from '../environment/configure.ts'
import { serverLinkUrl } from '../format/link.ts'
import { apiJson } from '../http/api-fetch.ts'
import { externalLinkUrl } from './links.ts'
import { $remoteConfiguration, remoteDefaults } from './remote-store.ts'
import type { RemoteConfiguration } from './remote-store.ts'
import type { AppSettings } from '../ports/settings.ts'

export { REMOTE_CONFIGURATION_PATH }

// Every field optional: an older API that sends fewer fields still works with the file's defaults.
// Other fields the API sends are ignored.
export const remoteConfigurationSchema = v.object({
  accessDeniedMessage: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  defaultErrorMessage: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  smsNotificationsEnabled: v.optional(v.boolean()),
  // Read by the link rule in merge(), against the page's address.
  helpUrl: v.optional(v.unknown()),
  customerCareUrl: v.optional(v.unknown()),
  // Only an absolute https: URL is kept; anything else leaves the words without a link.
  privacyPolicyUrl: v.optional(v.pipe(v.unknown(), v.transform(externalLinkUrl))),
  licenseAgreementUrl: v.optional(v.pipe(v.unknown(), v.transform(externalLinkUrl)))
})

type RemoteOverrides = v.InferOutput<typeof remoteConfigurationSchema>

function merge(settings: AppSettings, overrides: RemoteOverrides): RemoteConfiguration {
  const merged = remoteDefaults(settings)
  // A help or customer-care link that fails the link rule counts as not sent: the settings file's stays.
  const given = {
    ...overrides,
    helpUrl: serverLinkUrl(overrides.helpUrl),
    customerCareUrl: serverLinkUrl(overrides.customerCareUrl)
  }
  for (const key of Object.keys(merged) as (keyof RemoteConfiguration)[]) {
    const value = given[key]
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  return merged
}

/** Validates an API answer and fills what it lacks from the settings file. */
export function parseRemoteConfiguration(raw: unknown, settings: AppSettings): RemoteConfiguration {
  return merge(settings, v.parse(remoteConfigurationSchema, raw))
}

/**
 * GET configuration/settings (no token: apiFetch never sends one to that path) into
 * $remoteConfiguration. A failure is logged and the settings file's values stay in force: the app
 * works without the overrides, so there is nothing to show the user, and a 401 to a call that sent
 * no token says nothing of the session (R-ERRORS-5).
 */
export async function loadRemoteConfiguration(): Promise<RemoteConfiguration> {
  try {
    const overrides = await apiJson(REMOTE_CONFIGURATION_PATH, remoteConfigurationSchema, { shows: 'nothing' })
    const configuration = merge(getEnvironment().settings, overrides)
    $remoteConfiguration.set(configuration)
    return configuration
  } catch {
    // apiJson has logged it; it shows nothing.
    return $remoteConfiguration.get()
  }
}
