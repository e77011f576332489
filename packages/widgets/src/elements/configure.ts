// Connected mode's one call for a partner page: `configureCrewPortal({ apiBaseUrl, getAccessToken,
// onError })`, or the product's whole environment (the Crew Portal app's own form).
import { configureCrewPortal as configureEnvironment, configurePartnerPortal, isPartnerOptions, showPartnerContactCard } from '@crew-portal/core'
import type { Environment, PartnerOptions } from '@crew-portal/core'

export function configure(options: PartnerOptions | Environment): void {
  if (isPartnerOptions(options)) configurePartnerPortal(options)
  else configureEnvironment(options)
}

export const showCard = showPartnerContactCard
