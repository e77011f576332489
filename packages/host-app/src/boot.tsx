import { PublicClientApplication } from '@azure/msal-browser'
import {
  browserEnvironment,
  $router,
  bufferedTelemetry,
  configureProductApp,
  createMsalAuthPort,
  createMsalConfiguration,
  FIRST_CALLS_KEY,
  followRoutePages,
  handleGlobalError,
  initAuth,
  initializeMsal,
  keptAnswersLoaded,
  loadKeptAnswers,
  landingRoute,
  loadAppSettings,
  pageModelOf,
  RouteName,
  routeNeedsSignIn,
  startFirstCalls,
  TELEMETRY_BUFFER_LIMIT
} from '@crew-portal/core'
import type { AppSettings, BufferedTelemetry } from '@crew-portal/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { preloadable } from './lazy.tsx'
import { loadPlanWhenSettled } from './load-later.ts'
import { preloadPage, warmPage } from './pages/registry.tsx'
import { renderGate, sentToSignIn } from './shell/startup.tsx'
import { SignInUnavailable, StartupError } from './shell/StartupError.tsx'

/**
 * The routed app: the layout, its elements and the router's view. Like a page, its code is asked for
 * once the visitor is known to stay, beside the first page's: a visitor sent to sign in loads only
 * what decides it (the settings, MSAL, the core's routes and session), which is the first load.
 */
const Shell = preloadable(
  () => import('./App.tsx'),
  (module) => module.App
)

/**
 * How long the code of the first page waits for its first calls to be sent: enough for a token from
 * MSAL's cache; one MSAL must renew is not waited for.
 */
const FIRST_CALLS_WAIT_MS = 25

/** How long the first page's queries wait for the list of kept answers; an IndexedDB slower than this keeps nothing back. */
const KEPT_LIST_WAIT_MS = 500

/** The page's IndexedDB, or none where the browser refuses it (a setting): then nothing is kept. */
function indexedDbOf(win: Window): IDBFactory | undefined {
  try {
    return win.indexedDB
  } catch {
    return undefined
  }
}

/** Whether this browser has a pilot's first calls stored (core `http/first-calls.ts`): someone signed in here and has not logged out. */
function returningPilot(): boolean {
  try {
    return window.localStorage.getItem(FIRST_CALLS_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Opens the connection to the API's origin while MSAL starts and the code loads: the page's first
 * query needs it, and on a phone's network its handshake is a few round trips.
 */
function preconnect(url: string): void {
  const link = document.createElement('link')
  link.rel = 'preconnect'
  link.href = new URL(url).origin
  // The queries are CORS requests without credentials: a connection they can use.
  link.crossOrigin = 'anonymous'
  document.head.append(link)
}

/**
 * Telemetry for the seconds before monitoring loads (the load plan's last phase): what a page leaves
 * unsent as it is left or hidden (a reload, the way to sign in, another app), the unsent telemetry, is
 * stored in the tab's session storage, and the next page of the tab sends it first.
 */
function tabTelemetry(): BufferedTelemetry {
  let storage: Storage | undefined
  try {
    storage = window.sessionStorage
  } catch {
    // Storage refused (a browser setting): unsent telemetry goes with the page, as it did before.
  }
  const telemetry = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
  window.addEventListener('pagehide', () => telemetry.keepUnsent())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') telemetry.keepUnsent()
  })
  return telemetry
}

/**
 * Starts the product: the settings file, MSAL (handling a redirect back from sign-in), the core's
 * configuration; once the visitor stays, the app's and the first page's code side by side, and the
 * first render; then the load plan (load-plan.ts): the rest of the core once the page has its
 * answer, the flags once it is interactive, monitoring well after.
 */
export async function boot(container: HTMLElement): Promise<void> {
  // User Timing marks of boot's steps (DevTools' performance panel shows them): boot, the settings
  // read, the visitor known to stay, the app's and page's code arrived (then the first render).
  performance.mark('crew:boot')
  const root = createRoot(container)
  const telemetry = tabTelemetry()
  // The page this visit shows first (`/` goes on to the training page): its code is asked for once
  // the visitor is known to stay, and the first render shows the page itself, with no loading fallback.
  const firstRoute = landingRoute($router.get())
  // A returning pilot (this browser remembers what their pages asked first, which a logout clears)
  // almost always stays: their code is asked for now, beside the settings file and MSAL's start,
  // rather than once both have answered. Anyone else waits until they are known to stay.
  const returning = firstRoute !== RouteName.gate && returningPilot()
  if (returning) {
    void warmPage(firstRoute)
    void Shell.warm()
    // Their kept answers' code and database too: the first page's are read from it (R-STORE-3).
    void loadKeptAnswers(indexedDbOf(window))
  }
  let settings: AppSettings
  try {
    // Saved in local storage as well: a start with no network (the pass at the door) uses the saved settings.
    settings = await loadAppSettings('/settings.json', window.fetch.bind(window), window.localStorage)
  } catch (error) {
    root.render(<StartupError error={error} />)
    return
  }
  performance.mark('crew:settings')
  preconnect(settings.apiBaseUrl)
  const msal = new PublicClientApplication(createMsalConfiguration(settings))
  try {
    await initializeMsal(msal)
  } catch (error) {
    // A broken or replayed redirect response: the user can still sign in again from the page.
    telemetry.trackException(error, { source: 'msal-redirect' })
  }
  configureProductApp(browserEnvironment({ settings, auth: createMsalAuthPort(msal, settings), telemetry }))
  // The door check is the training centre's, not a pilot's: no sign-in, no layout, no pilot's data.
  if (firstRoute === RouteName.gate) {
    await renderGate(root)
    return
  }
  // Read the signed-in account before the first render, so guarded pages need not wait for it.
  const user = initAuth()
  // Which answers this account has kept (IndexedDB), read beside the first calls: the first page's
  // queries show theirs at once (R-STORE-3).
  const keptList = returning ? keptAnswersLoaded() : undefined
  if (!user && routeNeedsSignIn(firstRoute)) {
    if (await sentToSignIn(container, telemetry)) return
    // Online, sign-in itself is unreachable and no page can load without it. Offline, the app renders:
    // its pages and the No Internet dialog say so (the pass page: the front desk can check you in).
    if (navigator.onLine) {
      root.render(<SignInUnavailable onRetry={() => window.location.reload()} />)
      return
    }
  }
  // Asked for only now: a visitor sent to sign in never loads it, and its code runs while the page's
  // queries are out rather than holding up the settings' answer and MSAL's start on the main thread.
  performance.mark('crew:staying')
  // What this page asked first last time leaves now, not once its page's code has run
  // (first-calls.ts): its token is read before the code below is asked for, whose evaluation would
  // otherwise come between, for at most FIRST_CALLS_WAIT_MS (a token MSAL must renew takes longer).
  if (user && pageModelOf(firstRoute)) {
    const sent = startFirstCalls(window.location.pathname + window.location.search, user.b2cId)
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS))])
  }
  // Anyone else's first visit keeps its answers for the next, and does not wait for that code.
  if (!returning && user) void loadKeptAnswers(indexedDbOf(window))
  const firstPage = preloadPage(firstRoute)
  const shell = Shell.preload()
  if (keptList) await Promise.race([keptList, new Promise((resolve) => setTimeout(resolve, KEPT_LIST_WAIT_MS))])
  // The route's page model starts its queries now, in parallel with the page's lazily loaded view.
  followRoutePages()
  window.addEventListener('error', (event) => handleGlobalError(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => handleGlobalError(event.reason))
  try {
    await Promise.all([shell, firstPage])
  } catch (error) {
    // Not a bundle gone after a deployment (that reloads the page): the app's code cannot load.
    root.render(<StartupError error={error} />)
    return
  }
  performance.mark('crew:code')
  root.render(
    <StrictMode>
      <Shell.Component />
    </StrictMode>
  )
  // The rest, once the page has its answer: the load plan.
  loadPlanWhenSettled(settings, telemetry)
}
