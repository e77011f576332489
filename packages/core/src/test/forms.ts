import type { PreCheckInForm } from '../pre-check-in/form.ts'

/** The pre-check-in form as a pilot types it: it validates to the contract's examplePreCheckInAnswers. */
export const examplePreCheckInForm: PreCheckInForm = {
  personalDetailsConfirmed: true,
  arrivalDate: '26-11-2026',
  passportExpiry: '30-04-2030',
  licenceExpiry: '31-01-2028',
  medicalExpiry: '30-06-2027'
}
