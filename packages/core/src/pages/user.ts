// The user pages: `/user`, `/user/settings/notifications` and `/user/settings/calendar`.
import { computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import type { NotificationSettings } from '@crew-portal/contract'
import { $notificationSettings, $notificationsSave, userSettingsWiring } from '../user-settings/store.ts'
import { $calendarLink, $calendarLinkMaking, calendarLinkWiring } from '../user-settings/calendar.ts'
import type { CalendarLinkMaking } from '../user-settings/calendar.ts'
import type { NotificationsSaveState } from '../user-settings/store.ts'
import { pageOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel } from './model.ts'

export const userPageWiring: Wiring = { after: [userSettingsWiring, calendarLinkWiring] }

export interface NotificationsView {
  settings: NotificationSettings
  save: NotificationsSaveState
}

/** The saved notification settings, for the profile's summary and the settings page. */
export const $notificationsPage = computed(
  [$notificationSettings, $notificationsSave],
  (state, save): PageModel<NotificationsView> =>
    pageOf(state, $notificationSettings.refetch, (settings) => ({ settings, save }))
)

retryFailedOnNavigation($notificationsPage, [$notificationSettings])

export interface CalendarView {
  /** When the pilot's link was made; null when they have none. */
  createdAt: string | null
  /** The new link made on this visit, shown this once (the API keeps only its hash). */
  making: CalendarLinkMaking
}

/** `/user/settings/calendar`: the pilot's calendar link (docs/calendar.md). */
export const $calendarPage = computed([$calendarLink, $calendarLinkMaking], (state, making): PageModel<CalendarView> =>
  pageOf(state, $calendarLink.refetch, ({ createdAt }) => ({ createdAt, making }))
)

retryFailedOnNavigation($calendarPage, [$calendarLink])
