export type { FeatureFlag, FlagClient, FlagClientFactory, FlagClientRequest, FlagClientState, FlagContext, FlagOptions } from '../ports/flags.ts'
export { KNOWN_FLAGS, defaultFeatures, featureFlag, isFlagValueActive } from './flags.ts'
export type { Features, KnownFlagName } from './flags.ts'
export { ANONYMOUS_FLAG_CONTEXT, flagContextFor } from './context.ts'
export {
  AUDIENCE_NOTIFICATION_VARIANT,
  GLOBAL_NOTIFICATION_VARIANT,
  NOTIFICATION_MAX_LENGTH,
  parseNotificationValue,
  systemNotificationsFor
} from './notifications.ts'
export type { NotificationValue, SystemNotification } from './notifications.ts'
export { flagErrorKind } from './errors.ts'
export type { FlagErrorKind } from './errors.ts'
export {
  APPLICATION_TAG_PATTERN,
  applicationVersionTag,
  FLAG_APPLICATION_ID,
  FLAG_INITIALIZATION_TIMEOUT_SECONDS,
  FLAG_OPTION_DEFAULTS,
  FlagOptionsError,
  flagOptionsFromSettings,
  validateFlagOptions
} from './options.ts'
export { launchDarklyClientFactory } from './launchdarkly.ts'
export { $features, $flagClientState, $systemNotifications, startFlags, stopFlags } from './client.ts'
