import { atom } from 'nanostores'
import { getNotificationSettings, saveNotificationSettings } from '../api/calls.ts'
import type { NotificationSettings } from '@crew-portal/contract'
import { onReset } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { createQuery, setQueryData } from '../query/query.ts'
import { validateNotificationsForm } from './form.ts'
import type { NotificationsForm } from './form.ts'

export const NOTIFICATION_SETTINGS_KEY = 'notification-settings'

/** The saved SMS settings: `{ data, error, loading }`. */
export const $notificationSettings = createQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY, (signal) => getNotificationSettings({ signal }))

export interface NotificationsSaveState {
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'error'
  errors: { phoneNumber?: string }
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: NotificationsSaveState = { status: 'idle', errors: {}, message: undefined }
export const $notificationsSave = atom<NotificationsSaveState>(IDLE)
onReset(() => $notificationsSave.set(IDLE))

/** Validates and saves the form. Returns whether it was saved. */
export async function saveNotifications(form: NotificationsForm): Promise<boolean> {
  const validation = validateNotificationsForm(form)
  if (!validation.ok) {
    $notificationsSave.set({ status: 'invalid', errors: validation.errors, message: undefined })
    return false
  }
  $notificationsSave.set({ status: 'saving', errors: {}, message: undefined })
  try {
    setQueryData(NOTIFICATION_SETTINGS_KEY, await saveNotificationSettings(validation.settings))
    $notificationsSave.set({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message = error instanceof ApiError && error.status === 400 && error.serverMessage ? error.serverMessage : loadErrorOf(error).message
    $notificationsSave.set({ status: 'error', errors: {}, message })
    return false
  }
}
