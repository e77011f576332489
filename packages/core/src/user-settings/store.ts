import { atom } from 'nanostores'
import { getNotificationSettings, saveNotificationSettings } from '../api/calls.ts'
import type { NotificationSettings } from '@crew-portal/contract'
import type { Wiring } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { createQuery, queryWiring, setQueryData } from '../query/query.ts'
import { formDraftsWiring } from '../persist/drafts.ts'
import { notificationsDraft } from './draft.ts'
import { validateNotificationsForm } from './form.ts'
import type { NotificationsForm } from './form.ts'

export const NOTIFICATION_SETTINGS_KEY = 'notification-settings'

/** The saved SMS settings: `{ data, error, loading }`. */
export const $notificationSettings = createQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY, (call) =>
  getNotificationSettings(call)
)

export interface NotificationsSaveState {
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'error'
  errors: { phoneNumber?: string }
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: NotificationsSaveState = { status: 'idle', errors: {}, message: undefined }
export const $notificationsSave = atom<NotificationsSaveState>(IDLE)

let saving: Promise<boolean> | undefined

export const userSettingsWiring: Wiring = {
  after: [queryWiring, formDraftsWiring],
  reset() {
    $notificationsSave.set(IDLE)
    saving = undefined
  }
}

/**
 * Validates and saves the form. Returns whether it was saved. A second Save while one is on its way
 * (a double click) joins it; only a save that succeeded forgets the draft.
 */
export async function saveNotifications(form: NotificationsForm): Promise<boolean> {
  if (saving) return saving
  const draft = notificationsDraft()
  draft.write(form)
  const validation = validateNotificationsForm(form)
  if (!validation.ok) {
    $notificationsSave.set({ status: 'invalid', errors: validation.errors, message: undefined })
    return false
  }
  $notificationsSave.set({ status: 'saving', errors: {}, message: undefined })
  saving = send(validation.settings).finally(() => {
    saving = undefined
  })
  return saving
}

async function send(settings: NotificationSettings): Promise<boolean> {
  try {
    setQueryData(NOTIFICATION_SETTINGS_KEY, await saveNotificationSettings(settings))
    notificationsDraft().drop()
    $notificationsSave.set({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 400 && error.serverMessage
        ? error.serverMessage
        : loadErrorOf(error).message
    $notificationsSave.set({ status: 'error', errors: {}, message })
    return false
  }
}
