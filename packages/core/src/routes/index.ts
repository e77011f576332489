export { DEFAULT_PATH, ROUTES, ROUTE_PATHS, RouteName, isRouteName } from './names.ts'
export type { RouteEntry } from './names.ts'
export { $router, openPath, pathTo, routeParam } from './router.ts'
export type { RouteParams } from './router.ts'
export {
  ERROR_MESSAGE_MAX_LENGTH,
  authenticationGuard,
  errorPageMessage,
  featureGuard,
  landingRoute,
  requiresAuthentication,
  resolveRoute
} from './guards.ts'
export type { GuardOutcome, RouteAuthState, RouteContext, RouteDecision, RouteMatch } from './guards.ts'
