export {
  EMPTY_PRE_CHECK_IN_FORM,
  TSA_STATUS_TEXT,
  formFromPreCheckIn,
  tsaNeedsAction,
  validatePreCheckInForm
} from './form.ts'
export { canPreCheckIn } from './eligibility.ts'
export type { PreCheckInContext, PreCheckInErrors, PreCheckInField, PreCheckInForm, PreCheckInValidation } from './form.ts'
export { $preCheckIn, $preCheckInSubmit, $tsaStatus, PRE_CHECK_IN_KEY } from './store.ts'
export { submitPreCheckIn } from './submit.ts'
export type { PreCheckInSubmitState } from './store.ts'
export { preCheckInDraft } from './draft.ts'
