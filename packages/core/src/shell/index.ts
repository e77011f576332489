// What the layout around every page shows from the core: the side navigation's airlines.
export { $sideNavOperators } from './side-nav.ts'
export type { SideNavOperators } from './side-nav.ts'
