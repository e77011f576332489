// The page model of the route on screen, watched from the moment the route changes: its queries
// start while the page's lazily loaded view is still on its way, not after it has mounted. Each
// model (with its area's rules) is a chunk of its own, asked for here and imported by its view: the
// first load carries none of them; the first one loads once the host app knows the visitor stays.
import type { ReadableAtom } from 'nanostores'
import type { PageModel } from './model.ts'
import { $authState } from '../auth/store.ts'
import { wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { requiresAuthentication } from '../routes/guards.ts'
import { ROUTES, isRouteName, type RouteEntry, type RouteName } from '../routes/table.ts'
import { $router } from '../routes/router.ts'

type ModelLoader = () => Promise<ReadableAtom<unknown>>

/** A page module, loaded, with its areas wired: their state is seeded and reset with the configuration. */
async function wiredPage<M>(load: Promise<M>, wiring: (module: M) => Wiring): Promise<M> {
  const module = await load
  wire(wiring(module))
  return module
}

/** The page areas with models (the route table's `page`), each loaded on demand. */
const PAGE_AREAS: Record<string, () => Promise<object>> = {
  training: () => wiredPage(import('./training.ts'), (m) => m.trainingPageWiring),
  'pre-check-in': () => wiredPage(import('./pre-check-in.ts'), (m) => m.preCheckInPageWiring),
  library: () => wiredPage(import('./library.ts'), (m) => m.libraryPageWiring),
  learning: () => wiredPage(import('./learning.ts'), (m) => m.learningPageWiring),
  user: () => wiredPage(import('./user.ts'), (m) => m.userPageWiring),
  'access-pass': () => wiredPage(import('./access-pass.ts'), (m) => m.accessPassPageWiring)
}

/** A page model, checked: the store the route table names, exported by its page module. */
function storeOf(module: object, page: string | undefined, model: string): ReadableAtom<unknown> {
  const store: unknown = Object.hasOwn(module, model) ? (module as Record<string, unknown>)[model] : undefined
  if (typeof (store as ReadableAtom<unknown> | undefined)?.listen !== 'function')
    throw new Error(`pages/${page}.ts exports no store ${model}`)
  return store as ReadableAtom<unknown>
}

/**
 * Each route's page model loader, built from its row in the route table: one loader a route, so
 * following can tell a new page from the one it follows.
 */
const MODELS = new Map<string, ModelLoader>(
  Object.entries(ROUTES).flatMap(([route, entry]: [string, RouteEntry]) => {
    const { page, model } = entry
    const area = page === undefined ? undefined : PAGE_AREAS[page]
    return area === undefined || model === undefined
      ? []
      : [[route, () => area().then((module) => storeOf(module, page, model))] as const]
  })
)

/** The loader of a route's page model; none for a route without one. */
export const pageModelOf = (route: RouteName): ModelLoader | undefined => MODELS.get(route)

/**
 * The areas that speak for a failed request, the banner and the session-expired dialog, are wired
 * before a page's model. A page's queries can be a visit's first requests, sent while the host app's
 * layout (which shows both) is still on its way: a model's queries start only once both listen, so a
 * failure is never unheard. Their chunk comes beside the model's.
 */
const failureListeners = () =>
  Promise.all([import('../banner/store.ts'), import('../session/state.ts')]).then(([banner, session]) =>
    wire(banner.bannerWiring, session.sessionStateWiring)
  )

/** Loads a page model once the failure listeners are in place. */
const withListeners = (load: ModelLoader): Promise<ReadableAtom<unknown>> =>
  Promise.all([load(), failureListeners()]).then(([model]) => model)

/**
 * Whether a signed-out visitor of this route is on the way to sign in: its page shows the pilot's
 * own data (its first API call would send them), or the route needs a signed-in user. The host app
 * then sends them at once, from its static shell, instead of rendering a page first.
 */
export function routeNeedsSignIn(route: RouteName): boolean {
  return pageModelOf(route) !== undefined || requiresAuthentication(route)
}

/** The loader of the model of the route on screen, for a signed-in user; none otherwise. */
function routeModel(): ModelLoader | undefined {
  const page = $router.get()
  return $authState.get() === 'signedIn' && page && isRouteName(page.route) ? pageModelOf(page.route) : undefined
}

/** Calls `listener` now and whenever the route or the sign-in state changes; returns the disposer. */
export function followRouteAndAuth(listener: () => void): () => void {
  const stopRouter = $router.listen(listener)
  const stopAuth = $authState.listen(listener)
  listener()
  return () => {
    stopRouter()
    stopAuth()
  }
}

/** What `followRoutePages` returns: calling it stops following. */
export interface RoutePageFollower {
  (): void
  /**
   * Resolves once every page model asked for so far has loaded (its module is a chunk, however long
   * that takes) and is watched if it is still the route's, so its queries have started; or failed.
   */
  loaded(): Promise<void>
}

/**
 * While a user is signed in, keeps the current route's page model watched: a navigation starts the
 * next page's queries as soon as its model is loaded (at once when it was before). Returns the
 * disposer.
 */
export function followRoutePages(): RoutePageFollower {
  let wanted: ModelLoader | undefined
  let unwatch: (() => void) | undefined
  let loads: Promise<void> = Promise.resolve()
  const follow = () => {
    const next = routeModel()
    if (next === wanted) return
    unwatch?.()
    unwatch = undefined
    wanted = next
    if (!next) return
    const load = withListeners(next).then(
      (model) => {
        // Still the route's model once loaded: the pilot may have moved on meanwhile.
        if (wanted === next) unwatch = model.listen(() => undefined)
      },
      // The view loads the same chunk and shows its failure (with the reload rule for a missing one).
      () => undefined
    )
    loads = Promise.all([loads, load]).then(() => undefined)
  }
  const stop = followRouteAndAuth(follow)
  const dispose = () => {
    stop()
    unwatch?.()
    wanted = undefined
    unwatch = undefined
  }
  return Object.assign(dispose, { loaded: () => loads })
}

/**
 * Resolves once the page on screen has what it came for: its model is no longer loading (ready, not
 * found or an error), nor showing a kept answer while the API's is on its way (R-STORE-3). At once
 * for a route without a model or a visitor not signed in. What can wait (monitoring, flags) waits
 * for it, so that their SDKs never compete with the page's own answer; at 10,000 documents parsing
 * and validating that answer is the page's longest task.
 */
export function pageSettled(): Promise<void> {
  const load = routeModel()
  if (!load) return Promise.resolve()
  const isSettled = (value: unknown) => {
    const page = value as PageModel<unknown>
    return page.status !== 'loading' && !(page.status === 'ready' && page.refreshing)
  }
  return withListeners(load).then(
    (model) =>
      new Promise<void>((resolve) => {
        // Listening keeps the model (and its queries) running until it settles.
        const stop = model.listen((value) => {
          if (!isSettled(value)) return
          stop()
          resolve()
        })
        if (isSettled(model.get())) {
          stop()
          resolve()
        }
      }),
    // A model that cannot load leaves its view to say so; nothing is left to wait for.
    () => undefined
  )
}
