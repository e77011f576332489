/** What the table says of one route. */
export interface RouteEntry {
  /** Its path (R-ROUTES-2), in the shape `createRouter` from `@nanostores/router` takes. */
  path: string
  /** It needs a signed-in user (R-ROUTES-4); a page of the pilot's own data needs one through its first API call. */
  signedIn?: true
  /** The side navigation's entry it marks as the current page (R-LAYOUT-2). */
  nav?: 'training' | 'library' | 'access-pass'
}

/**
 * Every route, declared once: its name, its path, its guard and the side navigation's entry it
 * marks. The lists the core and the app read (`RouteName`, `ROUTE_PATHS`, the guard, the layout's
 * entry) are derived from it; a route's page model loader is in pages/follow.ts and its view in the
 * host app's pages/registry.tsx (docs/new-page.md).
 *
 * Children sit beside their parent; the router matches whole paths, so `/training` never swallows
 * `/training/42`. Build the router WITHOUT `{ search: true }`: with it the router matches
 * `/error?error=...` against `/error` including the query and finds nothing; without it the query
 * still arrives in `page.search`, which is where `errorPageMessage` reads it.
 */
export const ROUTES = {
  home: { path: '/' },
  waiting: { path: '/waiting' },
  error: { path: '/error', signedIn: true },
  training: { path: '/training', nav: 'training' },
  trainingEvent: { path: '/training/:eventId', nav: 'training' },
  eula: { path: '/eula', signedIn: true },
  learning: { path: '/learning' },
  learningCourse: { path: '/learning/:courseId' },
  library: { path: '/library', nav: 'library' },
  libraryDocument: { path: '/library/:documentId', nav: 'library' },
  libraryFto: { path: '/library-fto', nav: 'library' },
  libraryFtoDocument: { path: '/library-fto/:documentId', nav: 'library' },
  preCheckIn: { path: '/pre-check-in' },
  preCheckInEvent: { path: '/pre-check-in/:eventId' },
  appInsights: { path: '/app-insights' },
  user: { path: '/user', signedIn: true },
  userNotificationSettings: { path: '/user/settings/notifications', signedIn: true },
  accessPass: { path: '/access-pass', nav: 'access-pass' },
  // The help panel's content as a page: the remote configuration's helpUrl and customerCareUrl (#customer-care) point here.
  help: { path: '/help' },
  // The training centre's door check (docs/access-pass.md): signed out, outside the pilot's layout.
  gate: { path: '/gate' }
} as const satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof ROUTES

const entries = Object.entries(ROUTES) as Array<[RouteName, RouteEntry]>

/** The route names as values (R-ROUTES-1: paths come from names, never typed inline). */
export const RouteName = Object.fromEntries(entries.map(([name]) => [name, name])) as { readonly [Name in RouteName]: Name }

/** Where the empty path and every unknown path go (R-ROUTES-3). */
export const DEFAULT_PATH = '/training'

/** The path table, as `$router` (router.ts) takes it. */
export const ROUTE_PATHS = Object.fromEntries(entries.map(([name, route]) => [name, route.path])) as {
  readonly [Name in RouteName]: (typeof ROUTES)[Name]['path']
}

const NAMES = new Set<string>(Object.values(RouteName))

/** What the table says of `route`; undefined for a name the table does not hold (a stale value). */
export function routeEntry(route: RouteName): RouteEntry | undefined {
  return Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined
}

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && NAMES.has(value)
}
