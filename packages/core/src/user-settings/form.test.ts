import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  normalizePhoneNumber,
  notificationsFormFrom,
  validateNotificationsForm
} from './form.ts'

describe('validateNotificationsForm', () => {
  it('needs a phone number when SMS is on', () => {
    expect(validateNotificationsForm({ smsEnabled: true, phoneNumber: '  ' })).toEqual({
      ok: false,
      errors: { phoneNumber: PHONE_REQUIRED_MESSAGE }
    })
  })

  it('needs the number in E.164 form', () => {
    for (const phoneNumber of ['4155550123', '+0415555', '+1', '+1234567890123456', '+1 415 abc', '<script>']) {
      expect(validateNotificationsForm({ smsEnabled: true, phoneNumber })).toEqual({
        ok: false,
        errors: { phoneNumber: PHONE_FORMAT_MESSAGE }
      })
    }
  })

  it('accepts common ways of writing a number and saves it normalised', () => {
    expect(validateNotificationsForm({ smsEnabled: true, phoneNumber: '+1 (415) 555-0123' })).toEqual({
      ok: true,
      settings: { smsEnabled: true, phoneNumber: '+14155550123' }
    })
    expect(validateNotificationsForm({ smsEnabled: true, phoneNumber: '0044 20.7946.0958' })).toEqual({
      ok: true,
      settings: { smsEnabled: true, phoneNumber: '+442079460958' }
    })
  })

  it('with SMS off saves no number, or a valid one, never a wrong one', () => {
    expect(validateNotificationsForm({ smsEnabled: false, phoneNumber: '' })).toEqual({
      ok: true,
      settings: { smsEnabled: false, phoneNumber: null }
    })
    expect(validateNotificationsForm({ smsEnabled: false, phoneNumber: '+14155550123' })).toEqual({
      ok: true,
      settings: { smsEnabled: false, phoneNumber: '+14155550123' }
    })
    expect(validateNotificationsForm({ smsEnabled: false, phoneNumber: '12' }).ok).toBe(false)
  })

  it('only ever passes numbers that match E.164 (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (smsEnabled, phoneNumber) => {
        const result = validateNotificationsForm({ smsEnabled, phoneNumber })
        if (result.ok && result.settings.phoneNumber !== null)
          expect(result.settings.phoneNumber).toMatch(/^\+[1-9]\d{1,14}$/)
        if (result.ok && smsEnabled) expect(result.settings.phoneNumber).not.toBeNull()
      })
    )
  })
})

describe('helpers', () => {
  it('normalizePhoneNumber strips separators and turns 00 into +', () => {
    expect(normalizePhoneNumber(' 00 1-415.555 (0123) ')).toBe('+14155550123')
  })

  it('notificationsFormFrom fills the form from saved settings, or off and empty', () => {
    expect(notificationsFormFrom({ smsEnabled: true, phoneNumber: '+14155550123' })).toEqual({
      smsEnabled: true,
      phoneNumber: '+14155550123'
    })
    expect(notificationsFormFrom(undefined)).toEqual({ smsEnabled: false, phoneNumber: '' })
  })
})
