// The layout around every page (R-LAYOUT-1), as the core sees it: what its parts show, in one
// store, and what its elements' events ask for. The host app's Layout renders this and keeps only
// what is its own (whether the navigation and the help panel are open).
import { computed } from 'nanostores'
import { $appUpdate, appUpdateWiring } from '../app/update.ts'
import { $user } from '../auth/store.ts'
import { $banner, bannerWiring } from '../banner/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { formatDate } from '../format/day.ts'
import { formatUtcTime } from '../format/time.ts'
import { $isLoading } from '../http/loading.ts'
import { $keptAnswerShown } from '../query/query.ts'
import { RouteName, routeEntry, type RouteEntry } from '../routes/table.ts'
import { openPath, pathTo } from '../routes/router.ts'
import { logInAgain, logoutWiring } from '../session/logout.ts'
import { logoutQuestionWiring } from '../session/logout-ask.ts'
import { $noInternetOpen, $sessionDialogOpen, sessionStateWiring } from '../session/state.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { openSatisfactionSurvey, surveyWiring } from '../survey/survey.ts'
import { trackException } from '../telemetry/track.ts'
import { $sideNavOperators, sideNavWiring } from './side-nav.ts'

/** The side navigation's entries. */
export type NavEntry = NonNullable<RouteEntry['nav']>

/** What the layout shows around the page of `route`. */
export interface LayoutPlace {
  /** The side navigation's entry to mark as the current page, if the route has one. */
  navEntry: NavEntry | undefined
  /** At the training centre door the pass must stay readable and scannable: the no-internet dialog docks instead. */
  docksNoInternet: boolean
}

export function layoutPlaceOf(route: RouteName): LayoutPlace {
  return { navEntry: routeEntry(route)?.nav, docksNoInternet: route === RouteName.accessPass }
}

/** The areas the layout shows around every page; the view that renders it wires them. */
export const layoutWiring: Wiring = {
  after: [
    appUpdateWiring,
    bannerWiring,
    sessionStateWiring,
    logoutWiring,
    logoutQuestionWiring,
    surveyWiring,
    sideNavWiring
  ]
}

/** Everything the layout's parts show, whatever the page. */
export const $layout = computed(
  [
    $user,
    $remoteConfiguration,
    $isLoading,
    $noInternetOpen,
    $sessionDialogOpen,
    $banner,
    $sideNavOperators,
    $appUpdate,
    $keptAnswerShown
  ],
  (user, remote, loading, noInternet, sessionDialogOpen, banner, operators, appUpdate, keptAnswerShown) => ({
    user,
    buildNumber: getEnvironment().settings.buildNumber,
    smsNotificationsEnabled: remote.smsNotificationsEnabled,
    customerCareUrl: remote.customerCareUrl,
    loading,
    noInternet,
    sessionDialogOpen,
    bannerVisible: banner.isVisible,
    /** The airlines of the context switcher, once the page has its own answer (shell/side-nav.ts). */
    contexts: operators.contexts,
    /** The airline in force, while there are airlines to choose from. */
    context: operators.contexts.length > 0 ? operators.scope : undefined,
    /** A deployment waits: the layout offers it in a snackbar at each page. */
    appUpdateWaiting: appUpdate !== undefined,
    /**
     * When the oldest kept answer the page shows was saved (R-STORE-3), as `dd-MM-yyyy HH:mm UTC`:
     * the layout marks the page "as of" it, and docks the No Internet dialog so the page stays
     * usable offline (R-DIALOG-1).
     */
    keptAnswerAsOf: keptAnswerShown === undefined ? undefined : asOf(new Date(keptAnswerShown))
  })
)

const asOf = (at: Date): string => `${formatDate(at)} ${formatUtcTime(at.toISOString())} UTC`

const report = (source: string) => (error: unknown) => trackException(error, { source })

/**
 * The side nav's link, as a route of this app. Its hrefs are relative to the app's root
 * (`./training`, R-LAYOUT-2), never to the page on screen: from `/training/42` it is `/training`.
 */
export function navigateTo(href: string): void {
  const origin = new URL(getEnvironment().location.href()).origin
  openPath(new URL(href, `${origin}/`).pathname)
}

/** The user menu's Settings: the notification settings, told whether SMS notifications are enabled (R-LAYOUT-5). */
export function openSettings(smsNotificationsEnabled: boolean): void {
  openPath(pathTo(RouteName.userNotificationSettings, {}, { sms: smsNotificationsEnabled ? 'on' : 'off' }))
}

/** The footer's survey button. */
export function takeSurvey(): void {
  void openSatisfactionSurvey().catch(report('survey'))
}

/** The session-expired dialog's Log In, and its closing. */
export function logInAfterExpiry(): void {
  void logInAgain().catch(report('session'))
}
