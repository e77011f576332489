// dist/crew-access-pass.js: the element, and connected mode's configuration (loaded only when called).
// An entry of its own, so the product app, which imports the elements, never carries the latter.
export * from '../access-pass/element.ts'
export { configureCrewPortal } from '../elements/configure-lazy.ts'
