export {
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  normalizePhoneNumber,
  notificationsFormFrom,
  validateNotificationsForm
} from './form.ts'
export type { NotificationsForm, NotificationsValidation } from './form.ts'
export { $notificationSettings, $notificationsSave, NOTIFICATION_SETTINGS_KEY, saveNotifications } from './store.ts'
export type { NotificationsSaveState } from './store.ts'
export { smsHintFrom } from './hint.ts'
export { notificationsDraft } from './draft.ts'
