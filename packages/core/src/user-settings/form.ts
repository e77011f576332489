// The SMS notifications form's rules, as pure functions.
import { E164_PATTERN } from '@crew-portal/contract'
import type { NotificationSettings } from '@crew-portal/contract'

// A type, not an interface: a draft keeps it as a record of fields (persist/drafts.ts).
export type NotificationsForm = {
  smsEnabled: boolean
  /** As typed; spaces, dashes, dots and brackets are allowed and removed. */
  phoneNumber: string
}

export type NotificationsValidation =
  { ok: true; settings: NotificationSettings } | { ok: false; errors: { phoneNumber: string } }

export const PHONE_REQUIRED_MESSAGE = 'Enter the mobile number to receive SMS on.'
export const PHONE_FORMAT_MESSAGE =
  'Enter the number in international format, starting with + and the country code, e.g. +14155550123.'

/** `+1 (415) 555-0123` and `0014155550123` both become `+14155550123`; anything else is left for the check. */
export function normalizePhoneNumber(text: string): string {
  const compact = text.trim().replace(/[\s().-]/g, '')
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact
}

/**
 * SMS on needs an E.164 number. SMS off keeps a number only if it is valid (an empty one is
 * saved as null), so a wrong number is never stored for later.
 */
export function validateNotificationsForm(form: NotificationsForm): NotificationsValidation {
  const phone = normalizePhoneNumber(form.phoneNumber)
  if (phone === '') {
    return form.smsEnabled
      ? { ok: false, errors: { phoneNumber: PHONE_REQUIRED_MESSAGE } }
      : { ok: true, settings: { smsEnabled: false, phoneNumber: null } }
  }
  if (!E164_PATTERN.test(phone)) return { ok: false, errors: { phoneNumber: PHONE_FORMAT_MESSAGE } }
  return { ok: true, settings: { smsEnabled: form.smsEnabled === true, phoneNumber: phone } }
}

export function notificationsFormFrom(settings: NotificationSettings | undefined): NotificationsForm {
  return { smsEnabled: settings?.smsEnabled ?? false, phoneNumber: settings?.phoneNumber ?? '' }
}
