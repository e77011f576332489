/** The feature flags the app reads (R-FLAGS-6), stated once for the app and the local flag service. */
export const KNOWN_FLAGS = [
  'PilotWebAppSystemNotificationCatFto',
  'PilotWebAppSystemNotificationBat',
  'PilotWebGlobalNotification'
] as const

export type KnownFlagName = (typeof KNOWN_FLAGS)[number]
