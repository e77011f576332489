import { RouteName, bundleLoaded, reloadForMissingBundle } from '@crew-portal/core'
import { type ComponentType, use } from 'react'
import type { PageProps } from './types.ts'

/** Marks a promise the way React's `use` reads it: once settled, `use` answers without suspending. */
function tracked<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' })
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason })
  )
  return promise
}

interface LazyPage {
  /** Renders the page; suspends only while its code is still on its way. */
  Page: ComponentType<PageProps>
  /** Starts loading the page's code; the same promise for every call. */
  preload: () => Promise<ComponentType<PageProps>>
}

/**
 * A page whose code loads on demand. Unlike `React.lazy`, its code can be asked for before the page
 * renders (boot asks for the first route's at once, in parallel with the settings and MSAL): a page
 * whose code has arrived renders at once, with no Suspense fallback (React 19 keeps a fallback it
 * has shown on screen for at least 300 ms). Its bundle missing (the open page is older than the
 * deployment on the server) reloads the app once, through the core's rule, instead of a blank page.
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<PageProps>): LazyPage {
  let code: Promise<ComponentType<PageProps>> | undefined
  const preload = () =>
    (code ??= tracked(
      load().then(
        (module) => {
          bundleLoaded()
          return pick(module)
        },
        (error: unknown) => {
          // While the page reloads, nothing renders in place of the missing page.
          if (reloadForMissingBundle(error)) return new Promise<never>(() => undefined)
          throw error
        }
      )
    ))
  function Page(props: PageProps) {
    const Loaded = use(preload())
    return <Loaded {...props} />
  }
  Page.displayName = 'LazyPage'
  return { Page, preload }
}

// Each child area is its own lazily loaded chunk (SPEC §2); the small pages ship in the main one.
const TrainingArea = lazyPage(() => import('./training/index.tsx'), (m) => m.TrainingArea)
const LearningArea = lazyPage(() => import('./learning/index.tsx'), (m) => m.LearningArea)
const LibraryArea = lazyPage(() => import('./library/index.tsx'), (m) => m.LibraryArea)
const PreCheckInArea = lazyPage(() => import('./pre-check-in/index.tsx'), (m) => m.PreCheckInArea)
const UserArea = lazyPage(() => import('./user/index.tsx'), (m) => m.UserArea)
const AccessPassArea = lazyPage(() => import('./access-pass/index.tsx'), (m) => m.AccessPassArea)
const AppInsightsPage = lazyPage(() => import('./app-insights/index.tsx'), (m) => m.AppInsightsPage)
const ErrorPage = lazyPage(() => import('./basic/ErrorPage.tsx'), (m) => m.ErrorPage)
const EulaPage = lazyPage(() => import('./basic/EulaPage.tsx'), (m) => m.EulaPage)
const HelpPage = lazyPage(() => import('./help/HelpPage.tsx'), (m) => m.HelpPage)
const WaitingPage = lazyPage(() => import('./basic/WaitingPage.tsx'), (m) => m.WaitingPage)

const PAGES: Partial<Record<RouteName, LazyPage>> = {
  [RouteName.waiting]: WaitingPage,
  [RouteName.error]: ErrorPage,
  [RouteName.training]: TrainingArea,
  [RouteName.trainingEvent]: TrainingArea,
  [RouteName.eula]: EulaPage,
  [RouteName.learning]: LearningArea,
  [RouteName.learningCourse]: LearningArea,
  [RouteName.library]: LibraryArea,
  [RouteName.libraryDocument]: LibraryArea,
  [RouteName.libraryFto]: LibraryArea,
  [RouteName.libraryFtoDocument]: LibraryArea,
  [RouteName.preCheckIn]: PreCheckInArea,
  [RouteName.preCheckInEvent]: PreCheckInArea,
  [RouteName.appInsights]: AppInsightsPage,
  [RouteName.user]: UserArea,
  [RouteName.userNotificationSettings]: UserArea,
  [RouteName.accessPass]: AccessPassArea,
  [RouteName.help]: HelpPage
}

export function pageFor(route: RouteName): ComponentType<PageProps> | undefined {
  return PAGES[route]?.Page
}

/** Asks for a route's page code ahead of its render; resolves when it has arrived (or failed). */
export function preloadPage(route: RouteName | undefined): Promise<unknown> {
  const page = route === undefined ? undefined : PAGES[route]
  return page ? page.preload().catch(() => undefined) : Promise.resolve()
}
