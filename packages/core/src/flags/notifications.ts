import type { Features, KnownFlagName } from './flags.ts'

/** A system notification for the banner area, from one of the three notification flags. */
export interface SystemNotification {
  flag: KnownFlagName
  message: string
  /** The banner variant: `informative` for the audience notifications, the global one's own. */
  variant: string
}

export const AUDIENCE_NOTIFICATION_VARIANT = 'informative'
export const GLOBAL_NOTIFICATION_VARIANT = 'global'
/** A flag message longer than this is cut: the banner is a line of text, not a page. */
export const NOTIFICATION_MAX_LENGTH = 1000

// A variant names a style; anything else in the value (markup, spaces) falls back to the default.
const VARIANT = /^[A-Za-z][A-Za-z0-9-]{0,31}$/

export interface NotificationValue {
  message: string
  variant?: string
}

/**
 * Reads a notification flag's value, `{ "message": string, "variant": string }`, given as JSON or
 * already parsed. An empty message, malformed JSON or any other shape gives undefined (no banner).
 */
export function parseNotificationValue(value: unknown): NotificationValue | undefined {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const message: unknown = Object.hasOwn(parsed, 'message') ? (parsed as { message: unknown }).message : undefined
  if (typeof message !== 'string' || message.trim() === '') return undefined
  const variant: unknown = Object.hasOwn(parsed, 'variant') ? (parsed as { variant: unknown }).variant : undefined
  return {
    message: message.trim().slice(0, NOTIFICATION_MAX_LENGTH),
    ...(typeof variant === 'string' && VARIANT.test(variant) ? { variant } : {})
  }
}

/**
 * R-FLAGS-6: BAT users see the BAT notification, everyone else the CAT/FTO one, both as
 * informative banners; everyone also sees the global notification in its own variant (the value's
 * `variant`, `global` when it names none).
 */
export function systemNotificationsFor(features: Features, isBat: boolean): SystemNotification[] {
  const audienceFlag: KnownFlagName = isBat ? 'PilotWebAppSystemNotificationBat' : 'PilotWebAppSystemNotificationCatFto'
  const notifications: SystemNotification[] = []
  const audience = parseNotificationValue(features[audienceFlag].value)
  if (audience)
    notifications.push({ flag: audienceFlag, message: audience.message, variant: AUDIENCE_NOTIFICATION_VARIANT })
  const global = parseNotificationValue(features.PilotWebGlobalNotification.value)
  if (global) {
    notifications.push({
      flag: 'PilotWebGlobalNotification',
      message: global.message,
      variant: global.variant ?? GLOBAL_NOTIFICATION_VARIANT
    })
  }
  return notifications
}
