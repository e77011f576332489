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
import { RouteName } from '../routes/names.ts'
import { $router } from '../routes/router.ts'

type ModelLoader = () => Promise<ReadableAtom<unknown>>

/** A page module, loaded, with its areas wired: their state is seeded and reset with the configuration. */
async function wiredPage<M>(load: Promise<M>, wiring: (module: M) => Wiring): Promise<M> {
  const module = await load
  wire(wiring(module))
  return module
}

const training = () => wiredPage(import('./training.ts'), (m) => m.trainingPageWiring)
const preCheckIn = () => wiredPage(import('./pre-check-in.ts'), (m) => m.preCheckInPageWiring)
const library = () => wiredPage(import('./library.ts'), (m) => m.libraryPageWiring)
const learning = () => wiredPage(import('./learning.ts'), (m) => m.learningPageWiring)
const user = () => wiredPage(import('./user.ts'), (m) => m.userPageWiring)
const accessPass = () => wiredPage(import('./access-pass.ts'), (m) => m.accessPassPageWiring)

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
const withListeners = (load: ModelLoader): Promise<ReadableAtom<unknown>> => Promise.all([load(), failureListeners()]).then(([model]) => model)

/** Each route's page model, loaded on demand (routes without API data have none). */
export const PAGE_MODELS: Partial<Record<RouteName, ModelLoader>> = {
  [RouteName.training]: () => training().then((m) => m.$trainingListPage),
  [RouteName.trainingEvent]: () => training().then((m) => m.$trainingEventPage),
  [RouteName.preCheckIn]: () => preCheckIn().then((m) => m.$preCheckInListPage),
  [RouteName.preCheckInEvent]: () => preCheckIn().then((m) => m.$preCheckInEventPage),
  [RouteName.library]: () => library().then((m) => m.$libraryPage),
  [RouteName.libraryFto]: () => library().then((m) => m.$libraryPage),
  [RouteName.libraryDocument]: () => library().then((m) => m.$libraryDocumentPage),
  [RouteName.libraryFtoDocument]: () => library().then((m) => m.$libraryDocumentPage),
  [RouteName.learning]: () => learning().then((m) => m.$learningPage),
  [RouteName.learningCourse]: () => learning().then((m) => m.$coursePage),
  [RouteName.user]: () => user().then((m) => m.$notificationsPage),
  [RouteName.userNotificationSettings]: () => user().then((m) => m.$notificationsPage),
  [RouteName.accessPass]: () => accessPass().then((m) => m.$accessPassPage)
}

/**
 * Whether a signed-out visitor of this route is on the way to sign in: its page shows the pilot's
 * own data (its first API call would send them), or the route needs a signed-in user. The host app
 * then sends them at once, from its static shell, instead of rendering a page first.
 */
export function routeNeedsSignIn(route: RouteName): boolean {
  return PAGE_MODELS[route] !== undefined || requiresAuthentication(route)
}

/** The loader of the model of the route on screen, for a signed-in user; none otherwise. */
function routeModel(): ModelLoader | undefined {
  const page = $router.get()
  return $authState.get() === 'signedIn' && page ? PAGE_MODELS[page.route as RouteName] : undefined
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

/**
 * While a user is signed in, keeps the current route's page model watched: a navigation starts the
 * next page's queries as soon as its model is loaded (at once when it was before). Returns the
 * disposer.
 */
export function followRoutePages(): () => void {
  let wanted: ModelLoader | undefined
  let unwatch: (() => void) | undefined
  const follow = () => {
    const next = routeModel()
    if (next === wanted) return
    unwatch?.()
    unwatch = undefined
    wanted = next
    if (!next) return
    withListeners(next).then(
      (model) => {
        // Still the route's model once loaded: the pilot may have moved on meanwhile.
        if (wanted === next) unwatch = model.listen(() => undefined)
      },
      // The view loads the same chunk and shows its failure (with the reload rule for a missing one).
      () => undefined
    )
  }
  const stop = followRouteAndAuth(follow)
  return () => {
    stop()
    unwatch?.()
    wanted = undefined
    unwatch = undefined
  }
}

/**
 * Resolves once the page on screen has what it came for: its model is no longer loading (ready, not
 * found or an error). At once for a route without a model or a visitor not signed in. What can wait
 * (monitoring, flags) waits for it, so that their SDKs never compete with the page's own answer; at
 * 10,000 documents parsing and validating that answer is the page's longest task.
 */
export function pageSettled(): Promise<void> {
  const load = routeModel()
  if (!load) return Promise.resolve()
  const isSettled = (value: unknown) => (value as PageModel<unknown>).status !== 'loading'
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
