import { atom } from 'nanostores'
import { getNotificationSettings, saveNotificationSettings } from '../api/calls.ts'
import { createResource, loadErrorOf } from '../api/resource.ts'
import { onReset } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { validateNotificationsForm } from './form.ts'
import type { NotificationsForm } from './form.ts'

const settingsResource = createResource((signal) => getNotificationSettings({ signal }))

/** The saved SMS settings: `{ status, data, error }`. */
export const $notificationSettings = settingsResource.$state

export const loadNotificationSettings = () => settingsResource.load()

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
    settingsResource.set(await saveNotificationSettings(validation.settings))
    $notificationsSave.set({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message = error instanceof ApiError && error.status === 400 && error.serverMessage ? error.serverMessage : loadErrorOf(error).message
    $notificationsSave.set({ status: 'error', errors: {}, message })
    return false
  }
}
