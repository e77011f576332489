// The pre-check-in form's rules, as a pure function: what the crew member typed (dates as
// dd-MM-yyyy, R-FORMAT-1) in, either the answers for the API or a message per field out.
import type { PreCheckIn, PreCheckInAnswers, TsaApprovalStatus } from '@crew-portal/contract'
import { formatDate, parseDate } from '../format/calendar.ts'

// A type, not an interface: a draft keeps it as a record of fields (persist/drafts.ts).
export type PreCheckInForm = {
  personalDetailsConfirmed: boolean
  /** dd-MM-yyyy, as typed. */
  arrivalDate: string
  passportExpiry: string
  licenceExpiry: string
  medicalExpiry: string
}

export type PreCheckInField = keyof PreCheckInForm
export type PreCheckInErrors = Partial<Record<PreCheckInField, string>>

export type PreCheckInValidation = { ok: true; answers: PreCheckInAnswers } | { ok: false; errors: PreCheckInErrors }

export const EMPTY_PRE_CHECK_IN_FORM: PreCheckInForm = {
  personalDetailsConfirmed: false,
  arrivalDate: '',
  passportExpiry: '',
  licenceExpiry: '',
  medicalExpiry: ''
}

const EXPIRY_FIELDS = [
  ['passportExpiry', 'passport', 'passport'],
  ['licenceExpiry', 'licence', 'licence'],
  ['medicalExpiry', 'medical', 'medical certificate']
] as const

export interface PreCheckInContext {
  now: Date
  /** The event's start (ISO); the arrival must be on or before its calendar day. */
  eventStartDate: string
}

/** An ISO calendar day from dd-MM-yyyy text, or undefined when the text is no real date. */
function isoDayOf(text: string): string | undefined {
  return parseDate(text.trim())?.toISOString().slice(0, 10)
}

type DayCheck = { day: string } | { error: string }

function readDay(text: string, missing: string): DayCheck {
  if (text.trim() === '') return { error: missing }
  const day = isoDayOf(text)
  return day ? { day } : { error: 'Enter a real date as dd-MM-yyyy, e.g. 26-11-2026.' }
}

/**
 * The rules: personal details confirmed; arrival a real dd-MM-yyyy date, not before today (UTC, as
 * the API checks it) and not after the event's first day; each document's expiry a real date
 * after the arrival date.
 */
export function validatePreCheckInForm(form: PreCheckInForm, context: PreCheckInContext): PreCheckInValidation {
  const errors: PreCheckInErrors = {}
  if (form.personalDetailsConfirmed !== true)
    errors.personalDetailsConfirmed = 'Please confirm that your personal details are correct.'

  const today = context.now.toISOString().slice(0, 10)
  const eventDay = context.eventStartDate.slice(0, 10)
  const arrival = readDay(form.arrivalDate, 'Enter your arrival date.')
  if ('error' in arrival) errors.arrivalDate = arrival.error
  else if (arrival.day < today) errors.arrivalDate = 'Your arrival date cannot be in the past.'
  else if (arrival.day > eventDay)
    errors.arrivalDate = `Arrive on or before the first training day, ${formatDate(eventDay)}.`

  const expiries: Partial<Record<(typeof EXPIRY_FIELDS)[number][1], string>> = {}
  for (const [field, kind, label] of EXPIRY_FIELDS) {
    const expiry = readDay(form[field], `Enter the expiry date of your ${label}.`)
    if ('error' in expiry) errors[field] = expiry.error
    else if ('day' in arrival && expiry.day <= arrival.day)
      errors[field] = `Your ${label} must still be valid after your arrival date.`
    else expiries[kind] = expiry.day
  }

  if (Object.keys(errors).length > 0 || !('day' in arrival)) return { ok: false, errors }
  return {
    ok: true,
    answers: {
      personalDetailsConfirmed: true,
      arrivalDate: arrival.day,
      documents: {
        passport: { expiryDate: expiries.passport ?? '' },
        licence: { expiryDate: expiries.licence ?? '' },
        medical: { expiryDate: expiries.medical ?? '' }
      }
    }
  }
}

/** The form prefilled from saved answers (dates back to dd-MM-yyyy), or empty. */
export function formFromPreCheckIn(preCheckIn: PreCheckIn | undefined): PreCheckInForm {
  const answers = preCheckIn?.answers
  if (!answers) return EMPTY_PRE_CHECK_IN_FORM
  return {
    personalDetailsConfirmed: answers.personalDetailsConfirmed,
    arrivalDate: formatDate(answers.arrivalDate),
    passportExpiry: formatDate(answers.documents.passport.expiryDate),
    licenceExpiry: formatDate(answers.documents.licence.expiryDate),
    medicalExpiry: formatDate(answers.documents.medical.expiryDate)
  }
}

export const TSA_STATUS_TEXT: Record<TsaApprovalStatus, string> = {
  'not-required': 'Not required for this training',
  'not-submitted': 'Not submitted yet',
  pending: 'Submitted, waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved: please contact Customer Care'
}

/** Whether the TSA status asks the crew member to do something before arrival. */
export function tsaNeedsAction(status: TsaApprovalStatus): boolean {
  return status === 'not-submitted' || status === 'rejected'
}
