// A partner portal's configuration: its API base URL, its own token callback and an error callback
// are all it gives; everything else (flags, telemetry, survey, sign-in) is off. Failures reach the
// partner as plain `{ code, status?, message }` values through the failed-request event.
import { getTrainingEvents } from '../api/calls.ts'
import { helpContactEvent } from '../contact-card/help.ts'
import { contactCardWiring, showContactCardFor } from '../contact-card/store.ts'
import { browserEnvironment } from '../environment/browser.ts'
import { configureCrewPortal, getEnvironment, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { ApiError, RequestTimeoutError, TokenUnavailableError } from '../http/errors.ts'
import { failureKindOf, type FailureDetail, type FailureKind } from '../http/failures.ts'
import { onRequestFailed } from '../http/events.ts'
import type { RequestFailedEvent } from '../http/events.ts'
import type { AuthPort, UserProfile } from '../ports/auth.ts'
import type { AppSettings } from '../ports/settings.ts'
import { noopTelemetry } from '../telemetry/noop.ts'

/** What went wrong, for a partner's code: stable codes, the HTTP status when there was one, words for a log. */
export interface CrewError {
  /** `invalid-data`: data a partner gave an element that it cannot show (bad JSON, a field missing). */
  code:
    | 'unauthorized'
    | 'forbidden'
    | 'not-found'
    | 'server'
    | 'network'
    | 'timeout'
    | 'invalid-response'
    | 'token'
    | 'invalid-data'
  status?: number
  message: string
}

export interface PartnerOptions {
  /** The Crew Portal API's origin (and base path), `https:` (or `http://localhost` while developing). */
  apiBaseUrl: string
  /** The partner's own sign-in gives the token for the Crew Portal API's scope; called for each request. */
  getAccessToken: () => string | Promise<string>
  /** Every failed request of a connected element (also fired on the element as `crew-error`). */
  onError?: (error: CrewError) => void
  /** The signed-in pilot, when the partner knows them (the offline pass is stored for them only). */
  user?: UserProfile
}

export class PartnerConfigurationError extends TypeError {
  constructor(problem: string) {
    super(`configureCrewPortal: ${problem}`)
    this.name = 'PartnerConfigurationError'
  }
}

/** Whether `value` is the partner form of the configuration (rather than the product's whole environment). */
export function isPartnerOptions(value: unknown): value is PartnerOptions {
  return typeof value === 'object' && value !== null && 'apiBaseUrl' in value && 'getAccessToken' in value
}

function apiOrigin(value: unknown): string {
  if (typeof value !== 'string') throw new PartnerConfigurationError('apiBaseUrl must be a URL string')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new PartnerConfigurationError(`apiBaseUrl "${value}" is not a URL`)
  }
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !local)
    throw new PartnerConfigurationError(`apiBaseUrl must be https: (got ${url.protocol})`)
  return url.href.replace(/\/$/, '')
}

/** The settings of a partner page: its API, and nothing the product's own page would add. */
export function partnerSettings(apiBaseUrl: string): AppSettings {
  return {
    apiBaseUrl: apiOrigin(apiBaseUrl),
    buildNumber: 'partner',
    accessDeniedMessage: 'You do not have access to this information.',
    defaultErrorMessage: 'Something went wrong. Please try again.',
    featureFlags: { apiKey: '', isEnabled: false },
    logger: { level: 'off' },
    b2cSettings: {
      clientId: '',
      authority: '',
      knownAuthorities: [],
      redirectUri: '',
      postLogoutRedirectUri: '',
      apiScopes: []
    },
    appInsights: { showAppInsightComponent: false },
    survey: { scriptUrl: '' }
  }
}

/** Sign-in belongs to the partner's portal: the core only asks it for tokens. */
export function partnerAuth(options: Pick<PartnerOptions, 'getAccessToken' | 'user'>): AuthPort {
  return {
    account: () => options.user ?? null,
    signIn: () => Promise.reject(new Error('Sign-in is the partner portal’s own.')),
    signOut: () => Promise.resolve(),
    async getAccessToken() {
      try {
        const token = await options.getAccessToken()
        if (typeof token !== 'string' || token === '') throw new Error('getAccessToken gave no token')
        return token
      } catch (error) {
        throw new TokenUnavailableError('getAccessToken', error)
      }
    }
  }
}

/** The code and words a partner's page reads for each kind of failure (its column of the failure kinds' table, http/failures.ts). */
export const PARTNER_ERRORS = {
  unauthorized: { code: 'unauthorized', message: () => 'The API refused the access token (401).' },
  token: { code: 'token', message: () => 'No access token: getAccessToken failed or gave none.' },
  forbidden: { code: 'forbidden', message: () => 'The API refused access to this information (403).' },
  'not-found': { code: 'not-found', message: () => 'The API has no such information (404).' },
  server: { code: 'server', message: ({ status }) => `The API failed (${status}).` },
  timeout: {
    code: 'timeout',
    message: ({ error }) =>
      `The API did not answer within ${error instanceof RequestTimeoutError ? error.limitMs / 1000 : '?'} s.`
  },
  network: { code: 'network', message: () => 'The API could not be reached.' },
  'invalid-response': {
    code: 'invalid-response',
    message: () => 'The API answered with something that is not what it should be.'
  },
  'invalid-request': { code: 'network', message: () => 'The request failed.' },
  unknown: { code: 'network', message: () => 'The request failed.' }
} as const satisfies Record<FailureKind, { code: CrewError['code']; message(detail: FailureDetail): string }>

/** The partner's view of a failed request. */
export function crewErrorOf({ error, failure }: Pick<RequestFailedEvent, 'error' | 'failure'>): CrewError {
  const { code, message } = PARTNER_ERRORS[failureKindOf(failure, error)]
  const { status } = failure
  return { code, ...(status !== undefined ? { status } : {}), message: message({ status, error }) }
}

/** The partner's view of a failed load, from the error a query holds. */
export function crewErrorFrom(error: unknown): CrewError {
  const status = error instanceof ApiError ? error.status : undefined
  return crewErrorOf({ error, failure: { url: '', ...(status !== undefined ? { status } : {}) } })
}

let stopErrors: (() => void) | undefined
let partnerOnError: ((error: CrewError) => void) | undefined

/**
 * Tells the partner's `onError` about a failure that no request reported (the door code's key store,
 * a credential refused on arrival): with the element's `crew-error`, every failure reaches a partner
 * by the same two ends.
 */
export function reportCrewError(error: CrewError): void {
  try {
    partnerOnError?.(error)
  } catch (thrown) {
    console.error(thrown)
  }
}

/** A partner page's calls count in the loading state and may open the contact card; its error callback goes with its configuration. */
const partnerWiring: Wiring = {
  after: [contactCardWiring],
  reset() {
    stopErrors?.()
    stopErrors = undefined
    partnerOnError = undefined
  }
}

/** The partner's error callback follows the failed-request event until the next configuration. */
function reportErrorsTo(onError: ((error: CrewError) => void) | undefined): void {
  partnerOnError = onError
  if (!onError) return
  stopErrors = onRequestFailed((event) => {
    try {
      onError(crewErrorOf(event))
    } catch (error) {
      // The partner's callback failing must not break the element that reported.
      console.error(error)
    }
  })
}

/**
 * Configures the core for a partner page. May be called before or after the elements render: the
 * connected ones render the moment it is called. Throws a `PartnerConfigurationError` naming the
 * problem for a bad `apiBaseUrl` or a missing `getAccessToken`.
 */
export function configurePartnerPortal(options: PartnerOptions, win?: Window & typeof globalThis): void {
  if (typeof options.getAccessToken !== 'function')
    throw new PartnerConfigurationError('getAccessToken must be a function')
  if (options.onError !== undefined && typeof options.onError !== 'function')
    throw new PartnerConfigurationError('onError must be a function')
  const settings = partnerSettings(options.apiBaseUrl)
  wire(partnerWiring)
  configureCrewPortal(
    browserEnvironment({
      settings,
      auth: partnerAuth(options),
      telemetry: noopTelemetry,
      ...(win ? { window: win } : {})
    })
  )
  reportErrorsTo(options.onError)
}

/**
 * Opens the connected contact card on the partner's request: for `event` (one of the API's
 * training events), or, without one, for the pilot's next event that has an account executive
 * (the help panel's rule), loaded from the API. Shown only with both e-mail and phone, as the
 * product shows it; nothing is marked displayed. Resolves whether a card opened.
 */
export async function showPartnerContactCard(options: { event?: unknown } = {}): Promise<boolean> {
  const event = options.event ?? helpContactEvent(await getTrainingEvents(), getEnvironment().now())
  if (!event) return false
  return (await showContactCardFor(event)) !== undefined
}
