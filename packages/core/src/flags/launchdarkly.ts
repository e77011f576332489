import type * as LaunchDarklySdk from 'launchdarkly-js-client-sdk'
import type { FlagClient, FlagClientFactory } from '../ports/flags.ts'

/**
 * The default flag client: launchdarkly-js-client-sdk 3.9, imported only when the flag client
 * starts, so its code stays out of the first paint and out of pages with flags disabled.
 */
export const launchDarklyClientFactory: FlagClientFactory = async ({ clientSideId, context, options }) => {
  const { initialize } = await loadLaunchDarkly()
  const client: FlagClient = initialize(clientSideId, context, options)
  return client
}

/** The SDK's code (one chunk, downloaded once however often it is asked for). */
export function loadLaunchDarkly(): Promise<typeof LaunchDarklySdk> {
  return import('launchdarkly-js-client-sdk')
}
