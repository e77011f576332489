// The public surface of @crew-portal/widgets: views and elements, exported by name.
export * from './views.ts'

// The custom elements: importing the package registers them (each registration is guarded).
export { CrewAccessPassElement } from './access-pass/element.ts'
export { CrewBannerElement } from './banner/element.ts'
export { CrewContactCardElement } from './contact-card/element.ts'
export { CrewSideNavElement } from './side-nav/element.ts'
export { CrewUserMenuElement } from './user-menu/element.ts'
export type { CrewElementsJsx } from './elements/react-jsx.ts'
