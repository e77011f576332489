// The user pages: `/user` and `/user/settings/notifications`.
import { computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import type { NotificationSettings } from '@crew-portal/contract'
import { $notificationSettings, $notificationsSave, userSettingsWiring } from '../user-settings/store.ts'
import type { NotificationsSaveState } from '../user-settings/store.ts'
import { pageOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel } from './model.ts'

export const userPageWiring: Wiring = { after: [userSettingsWiring] }

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
