// The pre-check-in form as the pilot typed it, a draft per event until it is saved (persist/drafts.ts).
import * as v from 'valibot'
import { formDraft } from '../persist/drafts.ts'
import type { FormDraft } from '../persist/drafts.ts'
import type { PreCheckInForm } from './form.ts'

const typed = v.pipe(v.string(), v.maxLength(32))
const preCheckInFormSchema = v.object({
  personalDetailsConfirmed: v.boolean(),
  arrivalDate: typed,
  passportExpiry: typed,
  licenceExpiry: typed,
  medicalExpiry: typed
}) satisfies v.GenericSchema<unknown, PreCheckInForm>

/** The unsaved pre-check-in of one event. */
export function preCheckInDraft(eventId: string): FormDraft<PreCheckInForm> {
  return formDraft(`pre-check-in/${eventId}`, preCheckInFormSchema)
}
