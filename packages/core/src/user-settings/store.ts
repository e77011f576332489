import { atom, computed } from 'nanostores'
import { getNotificationSettings } from '../api/calls.ts'
import { NotificationSettingsSchema, type NotificationSettings } from '@crew-portal/contract'
import type { Wiring } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { createQuery, queryWiring, setQueryData } from '../query/query.ts'
import { formDraftsWiring } from '../persist/drafts.ts'
import { saveWrite } from '../outbox/save.ts'
import { $outbox, onOutboxSettled, outboxStateWiring } from '../outbox/state.ts'
import type { OutboxEntry, OutboxWriteOf } from '../outbox/entry.ts'
import { notificationsDraft } from './draft.ts'
import { validateNotificationsForm } from './form.ts'
import type { NotificationsForm } from './form.ts'

export const NOTIFICATION_SETTINGS_KEY = 'notification-settings'

/** The saved SMS settings: `{ data, error, loading }`. */
export const $notificationSettings = createQuery<NotificationSettings>(
  NOTIFICATION_SETTINGS_KEY,
  (call) => getNotificationSettings(call),
  { keep: NotificationSettingsSchema }
)

export interface NotificationsSaveState {
  /** `queued`: offline, the save waits in the outbox (R-OUTBOX-1) and is sent when the network is back. */
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'queued' | 'error'
  errors: { phoneNumber?: string }
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: NotificationsSaveState = { status: 'idle', errors: {}, message: undefined }
export const $notificationsSave = atom<NotificationsSaveState>(IDLE)

let saving: Promise<boolean> | undefined

/**
 * The settings the pilot saved that have not reached the API, the newest: waiting in the outbox, or
 * refused by the API (`refused`). The page shows them in place of the saved ones.
 */
export const $notificationsOutbox = computed($outbox, (entries) =>
  entries.findLast(
    (entry): entry is OutboxEntry & OutboxWriteOf<'notificationSettings'> => entry.kind === 'notificationSettings'
  )
)

export const userSettingsWiring: Wiring = {
  after: [queryWiring, formDraftsWiring, outboxStateWiring],
  listen() {
    // A save the outbox sent: the page shows the API's answer (and says it is saved, if it was saying "queued").
    onOutboxSettled((settled) => {
      if (settled.entry.kind !== 'notificationSettings') return
      if (settled.outcome === 'sent') {
        setQueryData(NOTIFICATION_SETTINGS_KEY, settled.answer)
        if ($notificationsSave.get().status === 'queued')
          $notificationsSave.set({ status: 'saved', errors: {}, message: undefined })
      }
    })
  },
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

/** Whether the settings were saved, or are in the outbox: either way the draft goes (the outbox holds them). */
async function send(settings: NotificationSettings): Promise<boolean> {
  try {
    const outcome = await saveWrite({ kind: 'notificationSettings', target: {}, body: settings })
    notificationsDraft().drop()
    if (outcome.status === 'queued') {
      $notificationsSave.set({ status: 'queued', errors: {}, message: undefined })
      return true
    }
    setQueryData(NOTIFICATION_SETTINGS_KEY, outcome.answer)
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
