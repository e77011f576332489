// The page model of the route on screen, watched from the moment the route changes: its queries
// start while the page's lazily loaded view is still on its way, not after it has mounted.
import type { ReadableAtom } from 'nanostores'
import { $authState } from '../auth/store.ts'
import { RouteName } from '../routes/names.ts'
import { $router } from '../routes/router.ts'
import { $accessPassPage } from './access-pass.ts'
import { $coursePage, $learningPage } from './learning.ts'
import { $libraryDocumentPage, $libraryPage } from './library.ts'
import { $preCheckInEventPage, $preCheckInListPage } from './pre-check-in.ts'
import { $trainingEventPage, $trainingListPage } from './training.ts'
import { $notificationsPage } from './user.ts'

/** Each route's page model (routes without API data have none). */
export const PAGE_MODELS: Partial<Record<RouteName, ReadableAtom<unknown>>> = {
  [RouteName.training]: $trainingListPage,
  [RouteName.trainingEvent]: $trainingEventPage,
  [RouteName.preCheckIn]: $preCheckInListPage,
  [RouteName.preCheckInEvent]: $preCheckInEventPage,
  [RouteName.library]: $libraryPage,
  [RouteName.libraryFto]: $libraryPage,
  [RouteName.libraryDocument]: $libraryDocumentPage,
  [RouteName.libraryFtoDocument]: $libraryDocumentPage,
  [RouteName.learning]: $learningPage,
  [RouteName.learningCourse]: $coursePage,
  [RouteName.user]: $notificationsPage,
  [RouteName.userNotificationSettings]: $notificationsPage,
  [RouteName.accessPass]: $accessPassPage
}

/**
 * While a user is signed in, keeps the current route's page model watched: a navigation starts the
 * next page's queries at once. Returns the disposer.
 */
export function followRoutePages(): () => void {
  let watched: ReadableAtom<unknown> | undefined
  let unwatch: (() => void) | undefined
  const follow = () => {
    const page = $router.get()
    const next = $authState.get() === 'signedIn' && page ? PAGE_MODELS[page.route as RouteName] : undefined
    if (next === watched) return
    unwatch?.()
    watched = next
    unwatch = next?.listen(() => undefined)
  }
  const stopRouter = $router.listen(follow)
  const stopAuth = $authState.listen(follow)
  follow()
  return () => {
    stopRouter()
    stopAuth()
    unwatch?.()
    watched = undefined
    unwatch = undefined
  }
}
