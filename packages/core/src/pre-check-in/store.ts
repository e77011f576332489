import { atom } from 'nanostores'
import { getPreCheckIn, getTsaStatus, savePreCheckIn } from '../api/calls.ts'
import { RequestValidationError } from '../api/request.ts'
import { createResource, loadErrorOf } from '../api/resource.ts'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { patchTrainingEvent } from '../training/store.ts'
import { validatePreCheckInForm } from './form.ts'
import type { PreCheckInErrors, PreCheckInForm } from './form.ts'

const preCheckInResource = createResource((signal, eventId: string) => getPreCheckIn(eventId, { signal }))
// Whitelisted on the API side: a failure shows no banner, the page says "status unavailable".
const tsaResource = createResource((signal, reservationId: string) => getTsaStatus(reservationId, { signal }))

export const $preCheckIn = preCheckInResource.$state
export const $tsaStatus = tsaResource.$state

export async function loadPreCheckIn(event: TrainingEvent): Promise<void> {
  $preCheckInSubmit.set(IDLE)
  await Promise.all([preCheckInResource.load(event.id), tsaResource.load(event.reservationId)])
}

export interface PreCheckInSubmitState {
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'error'
  /** A message per field, shown next to it. */
  errors: PreCheckInErrors
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: PreCheckInSubmitState = { status: 'idle', errors: {}, message: undefined }
export const $preCheckInSubmit = atom<PreCheckInSubmitState>(IDLE)
onReset(() => $preCheckInSubmit.set(IDLE))

/** Validates the form and, when it passes, saves it. Returns whether it was saved. */
export async function submitPreCheckIn(event: TrainingEvent, form: PreCheckInForm): Promise<boolean> {
  const validation = validatePreCheckInForm(form, { now: getEnvironment().now(), eventStartDate: event.startDate })
  if (!validation.ok) {
    $preCheckInSubmit.set({ status: 'invalid', errors: validation.errors, message: undefined })
    return false
  }
  $preCheckInSubmit.set({ status: 'saving', errors: {}, message: undefined })
  try {
    const saved = await savePreCheckIn(event.id, validation.answers)
    preCheckInResource.set(saved)
    // The training list shows the event as done without reloading it.
    patchTrainingEvent(event.id, { preCheckInStatus: 'done' })
    $preCheckInSubmit.set({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 400 && error.serverMessage
        ? error.serverMessage
        : error instanceof RequestValidationError
          ? 'Please check your answers.'
          : loadErrorOf(error).message
    $preCheckInSubmit.set({ status: 'error', errors: {}, message })
    return false
  }
}
