// dist/crew-contact-card.js: the element, and connected mode's configuration (loaded only when called).
// An entry of its own, so the product app, which imports the elements, never carries the latter.
export * from '../contact-card/element.ts'
export { configureCrewPortal, showContactCard } from '../elements/configure-lazy.ts'
