export type {
  FeatureFlag,
  FlagClient,
  FlagClientFactory,
  FlagClientRequest,
  FlagClientState,
  FlagContext,
  FlagOptions
} from '../ports/flags.ts'
export { KNOWN_FLAGS, defaultFeatures, featureFlag, isFlagValueActive } from './flags.ts'
export type { Features, KnownFlagName } from './flags.ts'
export { ANONYMOUS_FLAG_CONTEXT, flagContextFor } from './context.ts'
export * from './notifications.ts'
export { flagErrorKind } from './errors.ts'
export type { FlagErrorKind } from './errors.ts'
export * from './options.ts'
export { launchDarklyClientFactory } from './launchdarkly.ts'
export * from './client.ts'
export { warmFlags } from './warm.ts'
