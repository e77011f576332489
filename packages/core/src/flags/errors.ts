/** The flag-client errors of R-FLAGS-7, as a short kind for telemetry and tests. */
export type FlagErrorKind =
  | 'invalid-environment-id'
  | 'flag-fetch-failed'
  | 'invalid-content-type'
  | 'network-error'
  | 'invalid-context'
  | 'initialization-timeout'
  | 'unexpected-response'
  | 'invalid-data'
  | 'invalid-options'
  | 'unknown'

// launchdarkly-js-sdk-common's error classes are told apart by name; the SDK is loaded lazily,
// so the wrapper never imports them.
const KIND_BY_NAME: Record<string, FlagErrorKind> = {
  LaunchDarklyInvalidEnvironmentIdError: 'invalid-environment-id',
  LaunchDarklyInvalidUserError: 'invalid-context',
  LaunchDarklyTimeoutError: 'initialization-timeout',
  LaunchDarklyUnexpectedResponseError: 'unexpected-response',
  LaunchDarklyInvalidDataError: 'invalid-data',
  FlagOptionsError: 'invalid-options'
}

export function flagErrorKind(error: unknown): FlagErrorKind {
  if (!(error instanceof Error)) return 'unknown'
  if (error.name === 'LaunchDarklyFlagFetchError') {
    if (/content type/i.test(error.message)) return 'invalid-content-type'
    if (/network error/i.test(error.message)) return 'network-error'
    return 'flag-fetch-failed'
  }
  return Object.hasOwn(KIND_BY_NAME, error.name) ? (KIND_BY_NAME[error.name] as FlagErrorKind) : 'unknown'
}
