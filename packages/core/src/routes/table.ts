/** What the table says of one route. */
export interface RouteEntry {
  /** Its path (R-ROUTES-2), in the shape `createRouter` from `@nanostores/router` takes. */
  path: string
  /** It needs a signed-in user (R-ROUTES-4); a page of the pilot's own data needs one through its first API call. */
  signedIn?: true
  /** The side navigation's entry it marks as the current page (R-LAYOUT-2). */
  nav?: 'training' | 'library' | 'access-pass'
  /** Its page: the host app's view is `packages/host-app/src/pages/<page>/index.tsx`, its export `Page`. */
  page?: string
  /** Its page model, a store exported by `core/src/pages/<page>.ts`; routes without API data have none. */
  model?: string
}

/**
 * Every route, declared once: its name, its path, its guard, the side navigation's entry it marks,
 * its page and its page model (docs/new-page.md). `RouteName`, the path table, the guard, the
 * layout's entry, the followed page models (pages/follow.ts) and the host app's pages
 * (pages/registry.tsx) are read from it. Pages and models are named, not imported: everything that
 * reads a route (the partner kit's elements too) would otherwise carry every page's chunk.
 *
 * Children sit beside their parent; the router matches whole paths, so `/training` never swallows
 * `/training/42`. Build the router WITHOUT `{ search: true }`: with it the router matches
 * `/error?error=...` against `/error` including the query and finds nothing; without it the query
 * still arrives in `page.search`, which is where `errorPageMessage` reads it.
 */
export const ROUTES = {
  home: { path: '/' },
  waiting: { path: '/waiting', page: 'waiting' },
  error: { path: '/error', signedIn: true, page: 'error' },
  training: { path: '/training', nav: 'training', page: 'training', model: '$trainingListPage' },
  trainingEvent: { path: '/training/:eventId', nav: 'training', page: 'training', model: '$trainingEventPage' },
  eula: { path: '/eula', signedIn: true, page: 'eula' },
  learning: { path: '/learning', page: 'learning', model: '$learningPage' },
  learningCourse: { path: '/learning/:courseId', page: 'learning', model: '$coursePage' },
  library: { path: '/library', nav: 'library', page: 'library', model: '$libraryPage' },
  libraryDocument: { path: '/library/:documentId', nav: 'library', page: 'library', model: '$libraryDocumentPage' },
  libraryFto: { path: '/library-fto', nav: 'library', page: 'library', model: '$libraryPage' },
  libraryFtoDocument: {
    path: '/library-fto/:documentId',
    nav: 'library',
    page: 'library',
    model: '$libraryDocumentPage'
  },
  preCheckIn: { path: '/pre-check-in', page: 'pre-check-in', model: '$preCheckInListPage' },
  preCheckInEvent: { path: '/pre-check-in/:eventId', page: 'pre-check-in', model: '$preCheckInEventPage' },
  appInsights: { path: '/app-insights', page: 'app-insights' },
  user: { path: '/user', signedIn: true, page: 'user', model: '$notificationsPage' },
  userNotificationSettings: {
    path: '/user/settings/notifications',
    signedIn: true,
    page: 'user',
    model: '$notificationsPage'
  },
  // The pilot's calendar link (docs/calendar.md); the training page and the settings link to it.
  userCalendarSettings: { path: '/user/settings/calendar', signedIn: true, page: 'user', model: '$calendarPage' },
  accessPass: { path: '/access-pass', nav: 'access-pass', page: 'access-pass', model: '$accessPassPage' },
  // The help panel's content as a page: the remote configuration's helpUrl and customerCareUrl (#customer-care) point here.
  help: { path: '/help', page: 'help' },
  // The training centre's door check (docs/access-pass.md): signed out, outside the pilot's layout.
  gate: { path: '/gate', page: 'gate' }
} as const satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof ROUTES

const entries = Object.entries(ROUTES) as Array<[RouteName, RouteEntry]>

/** The route names as values (R-ROUTES-1: paths come from names, never typed inline). */
export const RouteName = Object.fromEntries(entries.map(([name]) => [name, name])) as {
  readonly [Name in RouteName]: Name
}

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
