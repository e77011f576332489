export * from './start.ts'
export * from './update.ts'
export * from './product.ts'
export {
  PartnerConfigurationError,
  configurePartnerPortal,
  crewErrorFrom,
  crewErrorOf,
  isPartnerOptions,
  partnerAuth,
  partnerSettings,
  reportCrewError,
  showPartnerContactCard
} from './partner.ts'
export type { CrewError, PartnerOptions } from './partner.ts'
