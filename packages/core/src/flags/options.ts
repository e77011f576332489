import type { AppSettings } from '../ports/settings.ts'
import type { FlagOptions } from '../ports/flags.ts'

/** R-FLAGS-4: the flag client's defaults. */
export const FLAG_OPTION_DEFAULTS = {
  eventCapacity: 100,
  flushInterval: 2000,
  diagnosticRecordingInterval: 900_000,
  streamReconnectDelay: 1000
} as const

/** R-FLAGS-4: waitForInitialization is given at most 5 seconds (the SDK counts in seconds). */
export const FLAG_INITIALIZATION_TIMEOUT_SECONDS = 5

/** The application id tag sent to the flag service; the version tag is the build number. */
export const FLAG_APPLICATION_ID = 'crew-portal-web'

/** R-FLAGS-5: letters, digits, '.', '_' or '-', at most 64 characters. */
export const APPLICATION_TAG_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

/** A flag-client option breaks R-FLAGS-5; `option` names it (e.g. `application.version`). */
export class FlagOptionsError extends Error {
  readonly option: string
  constructor(option: string, problem: string) {
    super(`Invalid feature-flag option ${option}: ${problem}`)
    this.name = 'FlagOptionsError'
    this.option = option
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value)
  return typeof value
}

function checkMinimum(
  options: FlagOptions,
  option: 'eventCapacity' | 'flushInterval',
  minimum: number,
  unit: string
): void {
  const value: unknown = options[option]
  if (value === undefined) return
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw new FlagOptionsError(option, `expected an integer of at least ${minimum}${unit}, got ${describe(value)}`)
  }
}

function checkNonNegative(options: FlagOptions, option: 'diagnosticRecordingInterval' | 'streamReconnectDelay'): void {
  const value: unknown = options[option]
  if (value === undefined) return
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new FlagOptionsError(option, `expected a number of milliseconds, got ${describe(value)}`)
  }
}

function checkUrl(options: FlagOptions, option: 'baseUrl' | 'streamUrl' | 'eventsUrl'): void {
  const value: unknown = options[option]
  if (value === undefined) return
  let protocol: string | undefined
  try {
    protocol = typeof value === 'string' ? new URL(value).protocol : undefined
  } catch {
    protocol = undefined
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new FlagOptionsError(option, `expected an http(s) URL, got ${describe(value)}`)
  }
}

function checkTag(value: unknown, option: string): void {
  if (value === undefined) return
  if (typeof value !== 'string' || !APPLICATION_TAG_PATTERN.test(value)) {
    throw new FlagOptionsError(option, `expected 1 to 64 letters, digits, '.', '_' or '-', got ${describe(value)}`)
  }
}

/**
 * Checks R-FLAGS-5 before the options reach the SDK (which would otherwise
 * silently replace a bad value by its default or drop a tag). Throws FlagOptionsError.
 */
export function validateFlagOptions(options: FlagOptions): FlagOptions {
  checkMinimum(options, 'eventCapacity', 1, '')
  checkMinimum(options, 'flushInterval', 2000, ' ms')
  checkNonNegative(options, 'diagnosticRecordingInterval')
  checkNonNegative(options, 'streamReconnectDelay')
  checkUrl(options, 'baseUrl')
  checkUrl(options, 'streamUrl')
  checkUrl(options, 'eventsUrl')
  const application: unknown = options.application
  if (application !== undefined) {
    if (typeof application !== 'object' || application === null) {
      throw new FlagOptionsError('application', `expected an object, got ${describe(application)}`)
    }
    checkTag((application as { id?: unknown }).id, 'application.id')
    checkTag((application as { version?: unknown }).version, 'application.version')
  }
  return options
}

/**
 * A build number as an application version tag. Build numbers may carry semver metadata
 * (`1.4.0+a1b2c3`), which the tag rule forbids; those characters become '-' and the result is cut
 * to 64, so a legitimate build never turns the flag client off. Explicit options stay strict.
 */
export function applicationVersionTag(buildNumber: string): string | undefined {
  const tag = buildNumber.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64)
  return tag.replace(/-/g, '') === '' ? undefined : tag
}

/** The client options for these settings: R-FLAGS-4 defaults, the flag-service URLs, the app's tags. */
export function flagOptionsFromSettings(
  settings: Pick<AppSettings, 'featureFlags' | 'buildNumber'>,
  overrides: FlagOptions = {}
): FlagOptions {
  const { baseUrl, streamUrl, eventsUrl } = settings.featureFlags
  return validateFlagOptions({
    ...FLAG_OPTION_DEFAULTS,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(streamUrl === undefined ? {} : { streamUrl }),
    ...(eventsUrl === undefined ? {} : { eventsUrl }),
    // Streaming keeps $features live: a change on the flag service reaches the page without reload.
    streaming: true,
    application: { id: FLAG_APPLICATION_ID, version: applicationVersionTag(settings.buildNumber) },
    ...overrides
  })
}
