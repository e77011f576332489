import { RouteName, bundleLoaded, reloadForMissingBundle } from '@crew-portal/core'
import { type ComponentType, lazy } from 'react'
import type { PageProps } from './types.ts'

/**
 * A lazy page. Its bundle missing (the open page is older than the deployment on the server)
 * reloads the app once, through the core's rule, instead of leaving a blank page.
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<PageProps>) {
  return lazy(() =>
    load().then(
      (module) => {
        bundleLoaded()
        return { default: pick(module) }
      },
      (error: unknown) => {
        // While the page reloads, nothing renders in place of the missing page.
        if (reloadForMissingBundle(error)) return new Promise<never>(() => undefined)
        throw error
      }
    )
  )
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

const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
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
  return PAGES[route]
}
