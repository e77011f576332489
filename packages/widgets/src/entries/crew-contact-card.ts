// dist/crew-contact-card.js: the element, and the kit-wide calls (what they need loads only when called).
// An entry of its own, so the product app, which imports the elements, never carries the latter.
export * from '../contact-card/element.ts'
export {
  configureCrewPortal,
  registerCrewTranslation,
  showContactCard,
  updateCrewPortal
} from '../elements/configure-lazy.ts'
