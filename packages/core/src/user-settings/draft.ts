// The SMS settings form as the pilot typed it, a draft until it is saved (persist/drafts.ts).
import * as v from 'valibot'
import { formDraft } from '../persist/drafts.ts'
import type { FormDraft } from '../persist/drafts.ts'
import type { NotificationsForm } from './form.ts'

const notificationsFormSchema = v.object({
  smsEnabled: v.boolean(),
  phoneNumber: v.pipe(v.string(), v.maxLength(32))
}) satisfies v.GenericSchema<unknown, NotificationsForm>

/** The unsaved notification settings. */
export function notificationsDraft(): FormDraft<NotificationsForm> {
  return formDraft('notifications', notificationsFormSchema)
}
