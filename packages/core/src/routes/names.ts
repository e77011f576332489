/**
 * The route-name enumeration (R-ROUTES-1: paths come from names, never typed inline). A const object
 * rather than a TS `enum`, so it is plain data that nanostores' router and tests can iterate.
 */
export const RouteName = {
  home: 'home',
  waiting: 'waiting',
  error: 'error',
  training: 'training',
  trainingEvent: 'trainingEvent',
  eula: 'eula',
  learning: 'learning',
  learningCourse: 'learningCourse',
  library: 'library',
  libraryDocument: 'libraryDocument',
  libraryFto: 'libraryFto',
  libraryFtoDocument: 'libraryFtoDocument',
  preCheckIn: 'preCheckIn',
  preCheckInEvent: 'preCheckInEvent',
  appInsights: 'appInsights',
  user: 'user',
  userNotificationSettings: 'userNotificationSettings',
  accessPass: 'accessPass',
  help: 'help',
  gate: 'gate'
} as const

export type RouteName = (typeof RouteName)[keyof typeof RouteName]

/** Where the empty path and every unknown path go (R-ROUTES-3). */
export const DEFAULT_PATH = '/training'

/**
 * The path table of R-ROUTES-2, in the shape `createRouter` from `@nanostores/router` takes
 * (`$router` of router.ts is built from it). Children sit beside their
 * parent; the router matches whole paths, so `/training` never swallows `/training/42`.
 * Build the router WITHOUT `{ search: true }`: with it the router matches `/error?error=...`
 * against `/error` including the query and finds nothing; without it the query still arrives in
 * `page.search`, which is where `errorPageMessage` reads it.
 */
export const ROUTE_PATHS = {
  [RouteName.home]: '/',
  [RouteName.waiting]: '/waiting',
  [RouteName.error]: '/error',
  [RouteName.training]: '/training',
  [RouteName.trainingEvent]: '/training/:eventId',
  [RouteName.eula]: '/eula',
  [RouteName.learning]: '/learning',
  [RouteName.learningCourse]: '/learning/:courseId',
  [RouteName.library]: '/library',
  [RouteName.libraryDocument]: '/library/:documentId',
  [RouteName.libraryFto]: '/library-fto',
  [RouteName.libraryFtoDocument]: '/library-fto/:documentId',
  [RouteName.preCheckIn]: '/pre-check-in',
  [RouteName.preCheckInEvent]: '/pre-check-in/:eventId',
  [RouteName.appInsights]: '/app-insights',
  [RouteName.user]: '/user',
  [RouteName.userNotificationSettings]: '/user/settings/notifications',
  [RouteName.accessPass]: '/access-pass',
  // The help panel's content as a page: the remote configuration's helpUrl and customerCareUrl (#customer-care) point here.
  [RouteName.help]: '/help',
  // The training centre's door check (docs/access-pass.md): signed out, outside the pilot's layout.
  [RouteName.gate]: '/gate'
} as const satisfies Record<RouteName, string>

const NAMES = new Set<string>(Object.values(RouteName))

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && NAMES.has(value)
}
