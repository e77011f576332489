// The layout around every page, from the core: what it shows and what its elements ask for.
export { $layout, layoutPlaceOf, logInAfterExpiry, navigateTo, openSettings, takeSurvey } from './layout.ts'
export type { LayoutPlace, NavEntry } from './layout.ts'
export { $sideNavOperators } from './side-nav.ts'
export type { SideNavOperators } from './side-nav.ts'
