// The layout around every page, from the core: what it shows and what its elements ask for.
export * from './layout.ts'
export { $sideNavOperators } from './side-nav.ts'
export type { SideNavOperators } from './side-nav.ts'
