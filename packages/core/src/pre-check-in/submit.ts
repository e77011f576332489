// Saving the pre-check-in: validated by the core's rules, then PUT; the answer goes into the cache.
import { savePreCheckIn } from '../api/calls.ts'
import { RequestValidationError } from '../api/request.ts'
import type { TrainingEvent } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { setQueryData } from '../query/query.ts'
import { $router } from '../routes/router.ts'
import { patchTrainingEvent } from '../training/store.ts'
import { validatePreCheckInForm } from './form.ts'
import type { PreCheckInForm } from './form.ts'
import { PRE_CHECK_IN_KEY, setPreCheckInSubmit } from './store.ts'
import type { PreCheckInSubmitState } from './store.ts'

/** Validates the form and, when it passes, saves it. Returns whether it was saved. */
export async function submitPreCheckIn(event: TrainingEvent, form: PreCheckInForm): Promise<boolean> {
  const page = $router.get() ?? null
  const setSubmit = (state: PreCheckInSubmitState) => setPreCheckInSubmit(page, state)
  const validation = validatePreCheckInForm(form, { now: getEnvironment().now(), eventStartDate: event.startDate })
  if (!validation.ok) {
    setSubmit({ status: 'invalid', errors: validation.errors, message: undefined })
    return false
  }
  setSubmit({ status: 'saving', errors: {}, message: undefined })
  try {
    const saved = await savePreCheckIn(event.id, validation.answers)
    setQueryData(PRE_CHECK_IN_KEY + event.id, saved)
    // The training list and the event's page show it as done without reloading them.
    patchTrainingEvent(event.id, { preCheckInStatus: 'done' })
    setSubmit({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 400 && error.serverMessage
        ? error.serverMessage
        : error instanceof RequestValidationError
          ? 'Please check your answers.'
          : loadErrorOf(error).message
    setSubmit({ status: 'error', errors: {}, message })
    return false
  }
}
