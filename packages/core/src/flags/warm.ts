// Apart from the flag client (client.ts): boot's load-later asks for this, and the first load must
// not carry the client for it.
import { getEnvironment } from '../environment/configure.ts'
import { loadLaunchDarkly } from './launchdarkly.ts'

/**
 * Downloads the flag SDK ahead of `startFlags`, beside other code the page asks for, so its start
 * does not wait for it; nothing when the settings turn the flags off or the environment brings its
 * own client. A failed download is the start's to report.
 */
export function warmFlags(): void {
  const env = getEnvironment()
  if (env.settings.featureFlags.isEnabled !== true || env.flagClientFactory) return
  loadLaunchDarkly().catch(() => undefined)
}
