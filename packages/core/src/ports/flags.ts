/** What the app's feature service holds for one flag (R-FLAGS-2). */
export interface FeatureFlag {
  name: string
  /** True when the flag carries a value to act on (not off, empty or missing). */
  isActive: boolean
  /** The flag's value as the flag service sent it; `null` until the client has one. */
  value: unknown
}

export type FlagClientState = 'idle' | 'initializing' | 'ready' | 'failed'

/** The flag-client context (R-FLAGS-3): a signed-in user, or the anonymous `anon` visitor. */
export type FlagContext =
  { kind: 'user'; key: string; name: string; email: string; anonymous: false } | { key: 'anon'; anonymous: true }

/**
 * The options the wrapper passes to the SDK. The names are launchdarkly-js-client-sdk 3.9's
 * `LDOptions` (checked against its typings), so the object goes to `initialize` as it is.
 */
export interface FlagOptions {
  baseUrl?: string
  streamUrl?: string
  eventsUrl?: string
  streaming?: boolean
  eventCapacity?: number
  flushInterval?: number
  diagnosticRecordingInterval?: number
  streamReconnectDelay?: number
  application?: { id?: string; version?: string }
}

/**
 * The part of the SDK's `LDClient` the wrapper uses. The real client fits it; tests and Storybook
 * pass a fake (`fakeFlagClient` in `@crew-portal/core/test`).
 */
export interface FlagClient {
  on(event: string, callback: (...args: unknown[]) => void): void
  off(event: string, callback: (...args: unknown[]) => void): void
  variation(key: string, defaultValue?: unknown): unknown
  allFlags(): Record<string, unknown>
  identify(context: FlagContext): Promise<unknown>
  /** `timeout` is in seconds, as in the SDK. */
  waitForInitialization(timeout?: number): Promise<void>
  close(): Promise<void>
}

export interface FlagClientRequest {
  /** The client-side id of the flag environment (settings.featureFlags.apiKey). */
  clientSideId: string
  context: FlagContext
  options: FlagOptions
}

/** Creates the flag client; comes in through the environment so the SDK can be swapped and loaded lazily. */
export type FlagClientFactory = (request: FlagClientRequest) => FlagClient | Promise<FlagClient>
