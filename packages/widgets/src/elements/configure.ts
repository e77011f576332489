// Connected mode's one call for a partner page: `configureCrewPortal({ apiBaseUrl, getAccessToken,
// onError })`, or the product's whole environment (the Crew Portal app's own form).
import {
  configureCrewPortal as configureEnvironment,
  configurePartnerPortal,
  isPartnerOptions,
  showPartnerContactCard
} from '@crew-portal/core'
import type { Environment, PartnerOptions } from '@crew-portal/core'
import { KIT_VERSION } from './version.ts'

/** Which copy of the kit configured connected mode first on this page. */
const CONNECTED = Symbol.for('crew-portal.widgets.connected')
/** This copy of the kit (this module's instance). */
const thisCopy = {}

/**
 * Two copies of the kit (two versions on one page, docs/embedding.md) each have their own
 * configuration, but both would keep the pilot's offline pass and door key in this origin's one
 * storage: the second copy to connect says so, once.
 */
function warnIfAnotherCopyIsConnected(): void {
  const page = globalThis as typeof globalThis & { [CONNECTED]?: { version: string; copy: object; warned: boolean } }
  const first = (page[CONNECTED] ??= { version: KIT_VERSION, copy: thisCopy, warned: false })
  if (first.copy === thisCopy || first.warned) return
  first.warned = true
  console.warn(
    `Crew Portal widgets: connected mode was configured by two copies of the kit on this page (versions ${first.version} and ${KIT_VERSION}). ` +
      'They share this origin’s storage (the offline pass, the device key): connect the elements of one version and give the other’s their data.'
  )
}

export function configure(options: PartnerOptions | Environment): void {
  if (isPartnerOptions(options)) configurePartnerPortal(options)
  else configureEnvironment(options)
  warnIfAnotherCopyIsConnected()
}

export const showCard = showPartnerContactCard
