export { eventsSearched, startCrewPortal } from './start.ts'
export type { StartOptions } from './start.ts'
export {
  $appUpdate,
  APP_UPDATE_MESSAGE,
  CHUNK_RELOAD_KEY,
  applyAppUpdate,
  bundleLoaded,
  isMissingBundleError,
  offerAppUpdate,
  reloadForMissingBundle
} from './update.ts'
export { PartnerConfigurationError, configurePartnerPortal, crewErrorFrom, crewErrorOf, isPartnerOptions, partnerAuth, partnerSettings, reportCrewError, showPartnerContactCard } from './partner.ts'
export type { CrewError, PartnerOptions } from './partner.ts'
