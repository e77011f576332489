import { RouteName } from '@crew-portal/core'
import { type ComponentType, lazy } from 'react'
import type { PageProps } from './types.ts'

// Each child area is its own lazily loaded chunk (SPEC §2); the small pages ship in the main one.
const TrainingArea = lazy(() => import('./training/index.tsx').then((m) => ({ default: m.TrainingArea })))
const LearningArea = lazy(() => import('./learning/index.tsx').then((m) => ({ default: m.LearningArea })))
const LibraryArea = lazy(() => import('./library/index.tsx').then((m) => ({ default: m.LibraryArea })))
const PreCheckInArea = lazy(() => import('./pre-check-in/index.tsx').then((m) => ({ default: m.PreCheckInArea })))
const UserArea = lazy(() => import('./user/index.tsx').then((m) => ({ default: m.UserArea })))
const AccessPassArea = lazy(() => import('./access-pass/index.tsx').then((m) => ({ default: m.AccessPassArea })))
const AppInsightsPage = lazy(() => import('./app-insights/index.tsx').then((m) => ({ default: m.AppInsightsPage })))
const ErrorPage = lazy(() => import('./basic/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })))
const EulaPage = lazy(() => import('./basic/EulaPage.tsx').then((m) => ({ default: m.EulaPage })))
const HelpPage = lazy(() => import('./help/HelpPage.tsx').then((m) => ({ default: m.HelpPage })))
const WaitingPage = lazy(() => import('./basic/WaitingPage.tsx').then((m) => ({ default: m.WaitingPage })))

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
