import { KNOWN_FLAGS } from '@crew-portal/contract'
import type { KnownFlagName } from '@crew-portal/contract'
import { isRecord } from '../service-http/body.ts'

/** The notification flags of R-FLAGS-6 (the contract's, which the app reads). Their values are what the banner shows. */
export const FLAG_KEYS = KNOWN_FLAGS
export type FlagKey = KnownFlagName

/** R-FLAGS-6: an empty message shows no banner. */
export interface NotificationValue {
  message: string
  variant: string
}

/** Who receives a flag's value: listed users (by context key or e-mail), or everyone. */
export type FlagAudience = { everyone: true } | { everyone: false; emails: readonly string[] }

export interface FlagDefinition {
  key: FlagKey
  audience: FlagAudience
  seed: NotificationValue
}

export const FLAG_DEFINITIONS: Readonly<Record<FlagKey, FlagDefinition>> = {
  PilotWebAppSystemNotificationBat: {
    key: 'PilotWebAppSystemNotificationBat',
    audience: { everyone: false, emails: ['bat.pilot@example.com'] },
    seed: {
      message:
        'Simulator bays 3 and 4 at the Miami training centre are closed for maintenance until Friday. Affected BAT sessions have been moved to bays 1 and 2; check your event details for the new times.',
      variant: 'informative'
    }
  },
  PilotWebAppSystemNotificationCatFto: {
    key: 'PilotWebAppSystemNotificationCatFto',
    audience: { everyone: false, emails: ['fto.pilot@example.com'] },
    seed: {
      message:
        'FTO ground school materials for the new revision of the operations manual are now in the library. Please review them before your next check ride.',
      variant: 'informative'
    }
  },
  PilotWebGlobalNotification: {
    key: 'PilotWebGlobalNotification',
    audience: { everyone: true },
    seed: { message: '', variant: 'global' }
  }
}

export function isFlagKey(key: string): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key)
}

export const MAX_MESSAGE_LENGTH = 2000
const VARIANT = /^[a-z][a-z0-9-]{0,31}$/

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * A notification value exactly as the app expects it: two string fields, nothing else. The message
 * is shown as text by the app (never as markup), so script-like strings are allowed and harmless.
 */
export function validateNotificationValue(value: unknown): Validation<NotificationValue> {
  if (!isRecord(value))
    return { ok: false, message: 'value must be an object { "message": string, "variant": string }.' }
  const extra = Object.keys(value).filter((key) => key !== 'message' && key !== 'variant')
  if (extra.length > 0) return { ok: false, message: `value has unknown field(s): ${extra.join(', ')}.` }
  const { message, variant } = value
  if (typeof message !== 'string') return { ok: false, message: 'value.message must be a string.' }
  if (message.length > MAX_MESSAGE_LENGTH)
    return { ok: false, message: `value.message must be at most ${MAX_MESSAGE_LENGTH} characters.` }
  if (typeof variant !== 'string' || !VARIANT.test(variant)) {
    return { ok: false, message: 'value.variant must be a lowercase word such as "informative" or "global".' }
  }
  return { ok: true, value: { message, variant } }
}

/** The body of `PUT /__control/flags/<key>`: `{ "value": <notification value> }`. */
export function validateFlagUpdate(body: unknown): Validation<NotificationValue> {
  if (!isRecord(body) || !('value' in body))
    return { ok: false, message: 'The body must be { "value": { "message": string, "variant": string } }.' }
  const extra = Object.keys(body).filter((key) => key !== 'value')
  if (extra.length > 0) return { ok: false, message: `Unknown field(s): ${extra.join(', ')}.` }
  return validateNotificationValue(body.value)
}
