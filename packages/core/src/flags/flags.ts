import { KNOWN_FLAGS } from '@crew-portal/contract'
import type { KnownFlagName } from '@crew-portal/contract'
import type { FeatureFlag } from '../ports/flags.ts'

// R-FLAGS-6: the flags the app knows by name (stated in the contract, which the flag service shares);
// each is pushed to $features at start and on change (R-FLAGS-2).
export { KNOWN_FLAGS }
export type { KnownFlagName }

export type Features = Record<KnownFlagName, FeatureFlag>

/**
 * Whether a flag value asks for something: `true`, a non-empty string or number, or a
 * notification object with a message. Off, empty and missing values are inactive.
 */
export function isFlagValueActive(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value)
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'message')) {
    const message: unknown = (value as { message: unknown }).message
    return typeof message === 'string' && message.trim() !== ''
  }
  return typeof value === 'object' && value !== null
}

export function featureFlag(name: string, value: unknown): FeatureFlag {
  return { name, isActive: isFlagValueActive(value), value }
}

/** What $features holds before the flag client has answered, or when it failed. */
export function defaultFeatures(): Features {
  return {
    PilotWebAppSystemNotificationCatFto: featureFlag('PilotWebAppSystemNotificationCatFto', null),
    PilotWebAppSystemNotificationBat: featureFlag('PilotWebAppSystemNotificationBat', null),
    PilotWebGlobalNotification: featureFlag('PilotWebGlobalNotification', null)
  }
}

/**
 * $features as the ToggleFeatures slice left it (a reload): known flags only, unknown keys ignored.
 * The values stay untrusted data: the banners still read them through parseNotificationValue.
 */
export function featuresFromStored(stored: Readonly<Record<string, unknown>>): Features {
  const features = defaultFeatures()
  for (const name of KNOWN_FLAGS) {
    if (Object.hasOwn(stored, name)) features[name] = featureFlag(name, stored[name] ?? null)
  }
  return features
}

/** The known flags' values, by name, as the ToggleFeatures slice stores them. */
export function flagValuesOf(features: Features): Record<KnownFlagName, unknown> {
  const values = {} as Record<KnownFlagName, unknown>
  for (const name of KNOWN_FLAGS) values[name] = features[name].value
  return values
}
