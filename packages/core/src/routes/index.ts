export { DEFAULT_PATH, ROUTES, ROUTE_PATHS, RouteName, isRouteName, routeEntry } from './table.ts'
export type { RouteEntry } from './table.ts'
export * from './router.ts'
export * from './guards.ts'
