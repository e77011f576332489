import { describe, expect, it } from 'vitest'
import { examplePreCheckIn, examplePreCheckInAnswers, trainingEventWith } from '@crew-portal/contract/fixtures'
import {
  EMPTY_PRE_CHECK_IN_FORM,
  TSA_STATUS_TEXT,
  formFromPreCheckIn,
  tsaNeedsAction,
  validatePreCheckInForm
} from './form.ts'
import { examplePreCheckInForm } from '../test/forms.ts'
import { canPreCheckIn } from './eligibility.ts'

const context = { now: new Date('2026-11-22T09:00:00Z'), eventStartDate: '2026-11-27T08:00:00Z' }
const good = examplePreCheckInForm

describe('validatePreCheckInForm', () => {
  it('turns a good form into the API answers with ISO dates', () => {
    expect(validatePreCheckInForm(good, context)).toEqual({ ok: true, answers: examplePreCheckInAnswers })
  })

  it('gives a message next to every empty field', () => {
    const result = validatePreCheckInForm(EMPTY_PRE_CHECK_IN_FORM, context)
    expect(result).toEqual({
      ok: false,
      errors: {
        personalDetailsConfirmed: 'Please confirm that your personal details are correct.',
        arrivalDate: 'Enter your arrival date.',
        passportExpiry: 'Enter the expiry date of your passport.',
        licenceExpiry: 'Enter the expiry date of your licence.',
        medicalExpiry: 'Enter the expiry date of your medical certificate.'
      }
    })
  })

  it('accepts only dd-MM-yyyy dates that exist', () => {
    for (const arrivalDate of ['2026-11-26', '26/11/2026', '6-11-2026', '31-11-2026', '<script>']) {
      const result = validatePreCheckInForm({ ...good, arrivalDate }, context)
      expect(result.ok ? undefined : result.errors.arrivalDate).toBe(
        'Enter a real date as dd-MM-yyyy, e.g. 26-11-2026.'
      )
    }
    expect(validatePreCheckInForm({ ...good, arrivalDate: ' 26-11-2026 ' }, context).ok).toBe(true)
  })

  it('refuses an arrival in the past, and allows today (UTC)', () => {
    const past = validatePreCheckInForm({ ...good, arrivalDate: '21-11-2026' }, context)
    expect(past.ok ? undefined : past.errors.arrivalDate).toBe('Your arrival date cannot be in the past.')
    expect(validatePreCheckInForm({ ...good, arrivalDate: '22-11-2026' }, context).ok).toBe(true)
  })

  it('refuses an arrival after the first training day, and allows the day itself', () => {
    const late = validatePreCheckInForm({ ...good, arrivalDate: '28-11-2026' }, context)
    expect(late.ok ? undefined : late.errors.arrivalDate).toBe(
      'Arrive on or before the first training day, 27-11-2026.'
    )
    expect(validatePreCheckInForm({ ...good, arrivalDate: '27-11-2026' }, context).ok).toBe(true)
  })

  it('needs every document to expire after the arrival date', () => {
    const result = validatePreCheckInForm(
      { ...good, passportExpiry: '26-11-2026', medicalExpiry: '01-01-2026' },
      context
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        passportExpiry: 'Your passport must still be valid after your arrival date.',
        medicalExpiry: 'Your medical certificate must still be valid after your arrival date.'
      }
    })
    expect(validatePreCheckInForm({ ...good, passportExpiry: '27-11-2026' }, context).ok).toBe(true)
  })

  it('still checks expiry formats when the arrival date is wrong, without comparing to it', () => {
    const result = validatePreCheckInForm({ ...good, arrivalDate: 'soon', licenceExpiry: '2028-01-31' }, context)
    expect(result.ok ? {} : result.errors).toEqual({
      arrivalDate: 'Enter a real date as dd-MM-yyyy, e.g. 26-11-2026.',
      licenceExpiry: 'Enter a real date as dd-MM-yyyy, e.g. 26-11-2026.'
    })
  })

  it('needs the confirmation to be exactly true', () => {
    const result = validatePreCheckInForm({ ...good, personalDetailsConfirmed: 'true' as unknown as boolean }, context)
    expect(result.ok).toBe(false)
  })
})

describe('formFromPreCheckIn', () => {
  it('prefills saved answers as dd-MM-yyyy and is empty without answers', () => {
    expect(formFromPreCheckIn({ ...examplePreCheckIn, answers: examplePreCheckInAnswers })).toEqual(good)
    expect(formFromPreCheckIn(examplePreCheckIn)).toEqual(EMPTY_PRE_CHECK_IN_FORM)
    expect(formFromPreCheckIn(undefined)).toEqual(EMPTY_PRE_CHECK_IN_FORM)
  })

  it('round-trips through validation', () => {
    const form = formFromPreCheckIn({ ...examplePreCheckIn, answers: examplePreCheckInAnswers })
    expect(validatePreCheckInForm(form, context)).toEqual({ ok: true, answers: examplePreCheckInAnswers })
  })
})

describe('canPreCheckIn', () => {
  const now = context.now
  it('is open for a required, not cancelled event that has not started', () => {
    expect(canPreCheckIn(trainingEventWith(), now)).toBe(true)
    expect(canPreCheckIn(trainingEventWith({ preCheckInStatus: 'done' }), now)).toBe(true)
    expect(canPreCheckIn(trainingEventWith({ preCheckInStatus: 'not-required' }), now)).toBe(false)
    expect(canPreCheckIn(trainingEventWith({ status: 'cancelled' }), now)).toBe(false)
    expect(canPreCheckIn(trainingEventWith(), new Date('2026-11-27T08:00:00Z'))).toBe(false)
  })
})

describe('TSA status', () => {
  it('has a text for every status and asks for action when not submitted or rejected', () => {
    expect(Object.keys(TSA_STATUS_TEXT).sort()).toEqual([
      'approved',
      'not-required',
      'not-submitted',
      'pending',
      'rejected'
    ])
    expect(tsaNeedsAction('not-submitted')).toBe(true)
    expect(tsaNeedsAction('rejected')).toBe(true)
    expect(tsaNeedsAction('pending')).toBe(false)
    expect(tsaNeedsAction('approved')).toBe(false)
  })
})
