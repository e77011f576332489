// The pre-check-in page's queries and the state of its form; the save itself is in submit.ts, so
// the first load carries no form validation (nor the date parsing behind it).
import { atom, computed } from 'nanostores'
import { getPreCheckIn, getTsaStatus } from '../api/calls.ts'
import { PreCheckInSchema, type PreCheckIn, type TsaStatus } from '@crew-portal/contract'
import type { Wiring } from '../environment/configure.ts'
import { createQuery } from '../query/query.ts'
import { RouteName } from '../routes/table.ts'
import { $router, routeParam } from '../routes/router.ts'
import { $trainingEvent, trainingWiring } from '../training/store.ts'
import type { PreCheckInErrors } from './form.ts'

export const PRE_CHECK_IN_KEY = 'pre-check-in/'

const $preCheckInEventId = routeParam([RouteName.preCheckInEvent], 'eventId')
/** The pre-check-in of the event on screen (`/pre-check-in/:eventId`). */
export const $preCheckIn = createQuery<PreCheckIn>(
  [PRE_CHECK_IN_KEY, $preCheckInEventId],
  (call, eventId) => getPreCheckIn(eventId, call),
  { keep: PreCheckInSchema }
)

const $reservationId = computed([$preCheckInEventId, $trainingEvent], (id, { data }) =>
  id && data ? data.reservationId : null
)
// Whitelisted on the API side: a failure shows no banner, the page says "status unavailable".
export const $tsaStatus = createQuery<TsaStatus>(['tsa-status/', $reservationId], (call, reservationId) =>
  getTsaStatus(reservationId, call)
)

export interface PreCheckInSubmitState {
  /** `queued`: offline, the answers wait in the outbox (R-OUTBOX-1) and are sent when the network is back. */
  status: 'idle' | 'invalid' | 'saving' | 'saved' | 'queued' | 'error'
  /** A message per field, shown next to it. */
  errors: PreCheckInErrors
  /** A message for the whole form (the save failed). */
  message: string | undefined
}

const IDLE: PreCheckInSubmitState = { status: 'idle', errors: {}, message: undefined }
type RouterPage = ReturnType<typeof $router.get>
const $submit = atom<{ page: RouterPage | null; state: PreCheckInSubmitState }>({ page: null, state: IDLE })
export const preCheckInWiring: Wiring = {
  after: [trainingWiring],
  reset: () => $submit.set({ page: null, state: IDLE })
}

/** Where the form on screen stands; each visit of a pre-check-in page (the router's page) starts clean. */
export const $preCheckInSubmit = computed([$submit, $router], (submit, page) =>
  submit.page === page ? submit.state : IDLE
)

/** Where the form of `page` stands (submit.ts writes it as a save goes). */
export function setPreCheckInSubmit(page: RouterPage | null, state: PreCheckInSubmitState): void {
  $submit.set({ page, state })
}
