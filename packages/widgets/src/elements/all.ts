// The all-in-one bundle: every element, plus the kit-wide calls (connected mode, language), taken
// from the same module instances the elements use.
export { CrewBannerElement } from '../banner/element.ts'
export { CrewContactCardElement } from '../contact-card/element.ts'
export { CrewUserMenuElement } from '../user-menu/element.ts'
export { CrewAccessPassElement } from '../access-pass/element.ts'
export { CrewSideNavElement } from '../side-nav/element.ts'
export { browserEnvironment, isCrewPortalConfigured, resetCrewPortal } from '@crew-portal/core'
export { configureCrewPortal, registerCrewTranslation, showContactCard, updateCrewPortal } from './configure-lazy.ts'
export type { CrewPortalOptions } from './configure-lazy.ts'
export type { CrewAppearance } from '../appearance/appearance.ts'
export type { CrewPortalUpdate } from './kit.ts'
export type { CrewTranslation, Messages as CrewMessages } from '../i18n/messages.ts'
export type { CrewError, PartnerOptions } from '@crew-portal/core'
