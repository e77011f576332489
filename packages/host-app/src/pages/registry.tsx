import { RouteName } from '@crew-portal/core'
import type { ComponentType } from 'react'
import { type Preloadable, preloadable } from '../lazy.tsx'
import type { PageProps } from './types.ts'

const lazyPage = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<PageProps>) => preloadable<PageProps, Module>(load, pick)

// Each child area is its own lazily loaded chunk (R-ROUTES-8), and so is each small page.
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
const GateArea = lazyPage(() => import('./gate/index.tsx'), (m) => m.GateArea)

const PAGES: Partial<Record<RouteName, Preloadable<PageProps>>> = {
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
  [RouteName.help]: HelpPage,
  [RouteName.gate]: GateArea
}

export function pageFor(route: RouteName): ComponentType<PageProps> | undefined {
  return PAGES[route]?.Component
}

/** Asks for a route's page code ahead of its render; resolves when it has arrived (or failed). */
export function preloadPage(route: RouteName | undefined): Promise<unknown> {
  const page = route === undefined ? undefined : PAGES[route]
  return page ? page.preload().catch(() => undefined) : Promise.resolve()
}
