import type { AuthState } from '../auth/store.ts'
import type { AppSettings } from '../ports/settings.ts'
import { DEFAULT_PATH, RouteName, isRouteName, routeEntry } from './table.ts'

/**
 * The auth area's `$authState`: R-USER-2, two states, signed in and signed out; `unknown` is
 * the moment before the identity provider has answered (MSAL handling its redirect), when a guarded
 * page waits rather than sending the user to sign in a second time.
 */
export type RouteAuthState = AuthState

/** R-ROUTES-4: the error, eula and user routes (with the user's children) need a signed-in user (the route table says which). */
export function requiresAuthentication(route: RouteName): boolean {
  return routeEntry(route)?.signedIn === true
}

export type GuardOutcome = 'pass' | 'signIn' | 'wait'

export function authenticationGuard(route: RouteName, authState: RouteAuthState): GuardOutcome {
  if (!requiresAuthentication(route) || authState === 'signedIn') return 'pass'
  return authState === 'unknown' ? 'wait' : 'signIn'
}

/** R-ROUTES-5: passes only on boolean true or the exact string "true" (not "TRUE", 1 or "yes"). */
export function featureGuard(value: unknown): boolean {
  return value === true || value === 'true'
}

/** What the router produced for the current URL: a `Page` of `@nanostores/router`, or nothing. */
export interface RouteMatch {
  route: string
  params?: Record<string, string | undefined>
  search?: Record<string, string>
}

export type RouteDecision =
  | { kind: 'render'; route: RouteName; params: Record<string, string>; search: Record<string, string> }
  | { kind: 'redirect'; path: string }
  | { kind: 'signIn' }
  | { kind: 'wait' }

export interface RouteContext {
  authState: RouteAuthState
  settings: Pick<AppSettings, 'appInsights'>
}

/** Own, string-valued entries only: a hostile `__proto__` key is data, never a prototype. */
function plainStrings(record: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = Object.create(null)
  if (!record) return result
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') result[key] = value
  }
  return result
}

/** A page of the table: not the empty path or a path the table does not know, which go to DEFAULT_PATH. */
function isPageMatch(match: RouteMatch | undefined): match is RouteMatch & { route: RouteName } {
  return match !== undefined && isRouteName(match.route) && match.route !== RouteName.home
}

/**
 * The route a visit to this URL shows first (R-ROUTES-3): its own, or the training page for the empty
 * path and unknown paths. Boot asks for that page's code before `resolveRoute` runs in the app.
 */
export function landingRoute(match: RouteMatch | undefined): RouteName {
  return isPageMatch(match) ? match.route : RouteName.training
}

/** R-ROUTES-3 to R-ROUTES-5 for every route: what to do with the router's match for the current URL. */
export function resolveRoute(match: RouteMatch | undefined, context: RouteContext): RouteDecision {
  if (!isPageMatch(match)) return { kind: 'redirect', path: DEFAULT_PATH }
  const route = match.route
  if (route === RouteName.appInsights && !featureGuard(context.settings.appInsights.showAppInsightComponent)) {
    return { kind: 'redirect', path: DEFAULT_PATH }
  }
  const outcome = authenticationGuard(route, context.authState)
  if (outcome === 'signIn') return { kind: 'signIn' }
  if (outcome === 'wait') return { kind: 'wait' }
  return { kind: 'render', route, params: plainStrings(match.params), search: plainStrings(match.search) }
}

/** Long enough for any real message; a crafted URL cannot fill the page. */
export const ERROR_MESSAGE_MAX_LENGTH = 500

/**
 * The error page's message (R-ROUTES-6), from the `error` query parameter, as plain text: the view
 * renders it as text, control characters are dropped and the length is capped. Accepts the
 * router's `search` record, a `URLSearchParams` or a query string.
 */
export function errorPageMessage(search: Record<string, unknown> | URLSearchParams | string | undefined): string {
  let value: unknown
  if (typeof search === 'string') value = new URLSearchParams(search).get('error')
  else if (search instanceof URLSearchParams) value = search.get('error')
  else if (search && Object.hasOwn(search, 'error')) value = search.error
  if (typeof value !== 'string') return ''
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .slice(0, ERROR_MESSAGE_MAX_LENGTH)
  )
}
