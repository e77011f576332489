/**
 * The user menu's Settings passes the SMS-enabled flag as `?sms=on|off`; the notifications page
 * shows it until the API answers. Anything else is no hint at all.
 */
export function smsHintFrom(search: Readonly<Record<string, string | undefined>>): boolean | undefined {
  const value = Object.hasOwn(search, 'sms') ? search.sms : undefined
  if (value === 'on') return true
  if (value === 'off') return false
  return undefined
}
