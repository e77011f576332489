// The user pages: `/user` and `/user/settings/notifications`.
import { computed } from 'nanostores'
import type { NotificationSettings } from '@crew-portal/contract'
import { $notificationSettings, $notificationsSave } from '../user-settings/store.ts'
import type { NotificationsSaveState } from '../user-settings/store.ts'
import { pageOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel } from './model.ts'

export interface NotificationsView {
  settings: NotificationSettings
  save: NotificationsSaveState
}

/** The saved notification settings, for the profile's summary and the settings page. */
export const $notificationsPage = computed([$notificationSettings, $notificationsSave], (state, save): PageModel<NotificationsView> =>
  pageOf(state, $notificationSettings.refetch, (settings) => ({ settings, save }))
)

retryFailedOnNavigation($notificationsPage, [$notificationSettings])
