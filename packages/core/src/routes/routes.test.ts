import { createRouter, getPagePath } from '@nanostores/router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testSettings } from '../test/index.ts'
import {
  DEFAULT_PATH,
  ERROR_MESSAGE_MAX_LENGTH,
  ROUTE_PATHS,
  RouteName,
  authenticationGuard,
  errorPageMessage,
  featureGuard,
  isRouteName,
  landingRoute,
  requiresAuthentication,
  resolveRoute
} from './index.ts'
import type { RouteAuthState, RouteContext } from './index.ts'

function context(
  authState: RouteAuthState = 'signedIn',
  showAppInsightComponent: boolean | string = false
): RouteContext {
  return { authState, settings: testSettings({ appInsights: { showAppInsightComponent } }) }
}

/** What the host app does: the router parses the URL, resolveRoute decides. */
function resolvePath(path: string, ctx: RouteContext = context()) {
  const router = createRouter(ROUTE_PATHS)
  router.open(path)
  return resolveRoute(router.get(), ctx)
}

describe('the path table', () => {
  it('has the paths of R-ROUTES-2', () => {
    expect(ROUTE_PATHS).toMatchObject({
      home: '/',
      waiting: '/waiting',
      error: '/error',
      training: '/training',
      eula: '/eula',
      learning: '/learning',
      library: '/library',
      libraryFto: '/library-fto',
      preCheckIn: '/pre-check-in',
      appInsights: '/app-insights',
      user: '/user',
      userNotificationSettings: '/user/settings/notifications',
      userCalendarSettings: '/user/settings/calendar',
      accessPass: '/access-pass',
      help: '/help'
    })
    expect(DEFAULT_PATH).toBe('/training')
  })

  it('gives every route name a path', () => {
    for (const name of Object.values(RouteName)) expect(ROUTE_PATHS[name]).toMatch(/^\//)
  })

  it('is accepted by createRouter, each path matching its own name', () => {
    const router = createRouter(ROUTE_PATHS)
    for (const [name, pattern] of Object.entries(ROUTE_PATHS)) {
      const path = pattern.replace(/:(\w+)/g, 'x-$1')
      router.open(path)
      expect(router.get()?.route, path).toBe(name)
    }
  })

  it('builds child paths with their parameters', () => {
    const router = createRouter(ROUTE_PATHS)
    expect(getPagePath(router, RouteName.trainingEvent, { eventId: 'ev 1' })).toBe('/training/ev%201')
    expect(getPagePath(router, RouteName.preCheckInEvent, { eventId: '42' })).toBe('/pre-check-in/42')
    expect(getPagePath(router, RouteName.error, {}, { error: 'Oops' })).toBe('/error?error=Oops')
  })

  it('knows its own names and nothing else', () => {
    expect(isRouteName('training')).toBe(true)
    for (const value of ['Training', '__proto__', 'toString', '', 7, undefined]) expect(isRouteName(value)).toBe(false)
  })
})

describe('requiresAuthentication', () => {
  it('is true for error, eula and user (with its settings), false for every other route', () => {
    const guarded = Object.values(RouteName).filter(requiresAuthentication)
    expect(guarded.sort()).toEqual(['error', 'eula', 'user', 'userCalendarSettings', 'userNotificationSettings'])
  })
})

describe('authenticationGuard', () => {
  it('passes a signed-in user', () => {
    expect(authenticationGuard(RouteName.eula, 'signedIn')).toBe('pass')
  })

  it('sends a signed-out user to sign in', () => {
    expect(authenticationGuard(RouteName.user, 'signedOut')).toBe('signIn')
  })

  it('waits while the sign-in state is not known yet', () => {
    expect(authenticationGuard(RouteName.error, 'unknown')).toBe('wait')
  })

  it('lets anyone through an unguarded route', () => {
    expect(authenticationGuard(RouteName.training, 'signedOut')).toBe('pass')
    expect(authenticationGuard(RouteName.accessPass, 'unknown')).toBe('pass')
  })
})

describe('featureGuard', () => {
  it('passes boolean true and the string "true"', () => {
    expect(featureGuard(true)).toBe(true)
    expect(featureGuard('true')).toBe(true)
  })

  it.each([false, 'false', 'TRUE', 'True', ' true', 1, 'yes', '1', null, undefined, {}, ['true']])(
    'blocks %j',
    (value) => {
      expect(featureGuard(value)).toBe(false)
    }
  )
})

describe('resolveRoute: every route under R-ROUTES-3 to R-ROUTES-5', () => {
  it('redirects the empty path to training', () => {
    expect(resolvePath('/')).toEqual({ kind: 'redirect', path: '/training' })
    expect(resolvePath('')).toEqual({ kind: 'redirect', path: '/training' })
  })

  it('redirects any unknown path to training', () => {
    for (const path of ['/nope', '/training/1/2', '/library-fto-x', '/%2e%2e/admin']) {
      expect(resolvePath(path), path).toEqual({ kind: 'redirect', path: '/training' })
    }
    expect(resolveRoute(undefined, context())).toEqual({ kind: 'redirect', path: '/training' })
    expect(resolveRoute({ route: '__proto__' }, context())).toEqual({ kind: 'redirect', path: '/training' })
  })

  it('shows the waiting page with no guard', () => {
    expect(resolvePath('/waiting', context('signedOut'))).toMatchObject({ kind: 'render', route: 'waiting' })
  })

  it.each(['/error?error=x', '/eula', '/user', '/user/settings/notifications', '/user/settings/calendar'])(
    'asks a signed-out user to sign in for %s',
    (path) => {
      expect(resolvePath(path, context('signedOut'))).toEqual({ kind: 'signIn' })
      expect(resolvePath(path, context('unknown'))).toEqual({ kind: 'wait' })
      expect(resolvePath(path, context('signedIn')).kind).toBe('render')
    }
  )

  it.each([
    '/training',
    '/training/ev-1',
    '/learning',
    '/learning/c-1',
    '/library',
    '/library/d-1',
    '/library-fto',
    '/library-fto/d-2',
    '/pre-check-in',
    '/pre-check-in/ev-1',
    '/access-pass'
  ])('renders %s with no guard', (path) => {
    expect(resolvePath(path, context('signedOut')).kind).toBe('render')
  })

  it('passes route parameters and the query on', () => {
    expect(resolvePath('/training/ev-7')).toEqual({
      kind: 'render',
      route: 'trainingEvent',
      params: { eventId: 'ev-7' },
      search: {}
    })
    expect(resolvePath('/error?error=Gone')).toMatchObject({ search: { error: 'Gone' } })
  })

  it('keeps hostile query keys as data', () => {
    const decision = resolvePath('/error?__proto__=x&error=y')
    expect(decision.kind === 'render' && Object.getPrototypeOf(decision.search)).toBe(null)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(
      resolveRoute({ route: 'training', params: { id: 5 as unknown as string }, search: { a: 'b' } }, context())
    ).toEqual({
      kind: 'render',
      route: 'training',
      params: {},
      search: { a: 'b' }
    })
  })

  it('opens app-insights only when the setting is true or "true"', () => {
    expect(resolvePath('/app-insights', context('signedIn', true))).toMatchObject({
      kind: 'render',
      route: 'appInsights'
    })
    expect(resolvePath('/app-insights', context('signedOut', 'true'))).toMatchObject({ kind: 'render' })
    for (const value of [false, 'false', 'TRUE', ''] as const) {
      expect(resolvePath('/app-insights', context('signedIn', value))).toEqual({ kind: 'redirect', path: '/training' })
    }
  })
})

describe('errorPageMessage', () => {
  it('reads the error query parameter from every form the host may have', () => {
    expect(errorPageMessage({ error: 'Access denied' })).toBe('Access denied')
    expect(errorPageMessage(new URLSearchParams('error=Access%20denied'))).toBe('Access denied')
    expect(errorPageMessage('?error=Access+denied&x=1')).toBe('Access denied')
  })

  it('is empty when there is no message', () => {
    expect(errorPageMessage(undefined)).toBe('')
    expect(errorPageMessage({})).toBe('')
    expect(errorPageMessage('')).toBe('')
    expect(errorPageMessage({ error: ['a'] })).toBe('')
  })

  it('returns markup as the same plain text, for the view to render as text', () => {
    expect(errorPageMessage({ error: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>')
  })

  it('drops control characters and caps the length', () => {
    expect(errorPageMessage({ error: 'a\u0000b\nc' })).toBe('a b c')
    expect(errorPageMessage({ error: 'x'.repeat(5000) })).toHaveLength(ERROR_MESSAGE_MAX_LENGTH)
  })

  it('never reads an inherited error property', () => {
    const inherited = Object.create({ error: 'from the prototype' }) as Record<string, unknown>
    expect(errorPageMessage(inherited)).toBe('')
  })

  it('never throws on any query string', () => {
    fc.assert(fc.property(fc.string(), (query) => typeof errorPageMessage(query) === 'string'))
  })
})

describe('landingRoute: the page a visit shows first', () => {
  const landing = (path: string) => {
    const router = createRouter(ROUTE_PATHS)
    router.open(path)
    return landingRoute(router.get())
  }

  it('is the route of a page, and training where resolveRoute redirects to the default path', () => {
    expect(landing('/library/doc-1')).toBe(RouteName.libraryDocument)
    expect(landing('/access-pass')).toBe(RouteName.accessPass)
    for (const path of ['/', '', '/no-such-page']) {
      expect(landing(path), path).toBe(RouteName.training)
      expect(resolvePath(path), path).toEqual({ kind: 'redirect', path: DEFAULT_PATH })
    }
  })
})
