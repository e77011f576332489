// The all-in-one bundle: every element, plus what a partner page needs for connected mode, taken
// from the same module instances the elements use.
export { CrewBannerElement } from '../banner/element.ts'
export { CrewContactCardElement } from '../contact-card/element.ts'
export { CrewUserMenuElement } from '../user-menu/element.ts'
export { CrewAccessPassElement } from '../access-pass/element.ts'
export { CrewSideNavElement } from '../side-nav/element.ts'
export { browserEnvironment, isCrewPortalConfigured, resetCrewPortal } from '@crew-portal/core'
export { configureCrewPortal, showContactCard } from './configure-lazy.ts'
export type { CrewError, PartnerOptions } from '@crew-portal/core'
