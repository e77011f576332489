export { DEFAULT_PATH, ROUTES, ROUTE_PATHS, RouteName, isRouteName } from './names.ts'
export type { RouteEntry } from './names.ts'
export * from './router.ts'
export * from './guards.ts'
