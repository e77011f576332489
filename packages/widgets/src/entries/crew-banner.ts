// dist/crew-banner.js: the element, and connected mode's configuration (loaded only when called).
// An entry of its own, so the product app, which imports the elements, never carries the latter.
export * from '../banner/element.ts'
export { configureCrewPortal } from '../elements/configure-lazy.ts'
