// Whether an event still takes a pre-check-in, apart from the form's rules: the page models read it
// at every route change, the form (and its date parsing) loads only with the pre-check-in page.
import type { TrainingEvent } from '@crew-portal/contract'

/** Whether an event is open for pre-check-in now: required, not cancelled, not yet started. */
export function canPreCheckIn(event: TrainingEvent, now: Date): boolean {
  return (
    event.preCheckInStatus !== 'not-required' &&
    event.status !== 'cancelled' &&
    Date.parse(event.startDate) > now.getTime()
  )
}
