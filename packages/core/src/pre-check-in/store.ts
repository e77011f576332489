import { atom, computed } from 'nanostores'
import { getPreCheckIn, getTsaStatus, savePreCheckIn } from '../api/calls.ts'
import { RequestValidationError } from '../api/request.ts'
import type { PreCheckIn, TrainingEvent, TsaStatus } from '@crew-portal/contract'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { createQuery, setQueryData } from '../query/query.ts'
import { RouteName } from '../routes/names.ts'
import { $router, routeParam } from '../routes/router.ts'
import { $trainingEvent, patchTrainingEvent } from '../training/store.ts'
import { validatePreCheckInForm } from './form.ts'
import type { PreCheckInErrors, PreCheckInForm } from './form.ts'

export const PRE_CHECK_IN_KEY = 'pre-check-in/'

const $preCheckInEventId = routeParam([RouteName.preCheckInEvent], 'eventId')
/** The pre-check-in of the event on screen (`/pre-check-in/:eventId`). */
export const $preCheckIn = createQuery<PreCheckIn>([PRE_CHECK_IN_KEY, $preCheckInEventId], (signal, eventId) => getPreCheckIn(eventId, { signal }))

const $reservationId = computed([$preCheckInEventId, $trainingEvent], (id, { data }) => (id && data ? data.reservationId : null))
// Whitelisted on the API side: a failure shows no banner, the page says "status unavailable".
export const $tsaStatus = createQuery<TsaStatus>(['tsa-status/', $reservationId], (signal, reservationId) => getTsaStatus(reservationId, { signal }))

export interface PreCheckInSubmitState {
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'error'
  /** A message per field, shown next to it. */
  errors: PreCheckInErrors
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: PreCheckInSubmitState = { status: 'idle', errors: {}, message: undefined }
type RouterPage = ReturnType<typeof $router.get>
const $submit = atom<{ page: RouterPage | null; state: PreCheckInSubmitState }>({ page: null, state: IDLE })
onReset(() => $submit.set({ page: null, state: IDLE }))

/** Where the form on screen stands; each visit of a pre-check-in page (the router's page) starts clean. */
export const $preCheckInSubmit = computed([$submit, $router], (submit, page) => (submit.page === page ? submit.state : IDLE))

/** Validates the form and, when it passes, saves it. Returns whether it was saved. */
export async function submitPreCheckIn(event: TrainingEvent, form: PreCheckInForm): Promise<boolean> {
  const page = $router.get() ?? null
  const setSubmit = (state: PreCheckInSubmitState) => $submit.set({ page, state })
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
