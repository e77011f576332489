import { afterEach, describe, expect, it, vi } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import { $accessPass } from '../access-pass/store.ts'
import { $crewPortalConfigured, getEnvironment, resetCrewPortal } from '../environment/configure.ts'
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  ResponseValidationError,
  TokenUnavailableError
} from '../http/errors.ts'
import { MemoryStorage, json, watch } from '../test/index.ts'
import {
  PartnerConfigurationError,
  configurePartnerPortal,
  crewErrorOf,
  isPartnerOptions,
  partnerAuth,
  reportCrewError
} from './partner.ts'
import type { CrewError } from './partner.ts'

/** Just enough of a browser window for browserEnvironment, with the partner API behind `fetch`. */
function fakeWindow(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const win = {
    fetch: async (input: RequestInfo, init?: RequestInit) => {
      const request = new Request(input, init)
      requests.push(request)
      return answer(request)
    },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
    document: { cookie: '' },
    location: { href: 'https://partner.example/crew', reload: () => undefined },
    navigator: { onLine: true },
    addEventListener: () => undefined,
    removeEventListener: () => undefined
  }
  return { win: win as unknown as Window & typeof globalThis, requests }
}

afterEach(() => resetCrewPortal())

describe('configurePartnerPortal', () => {
  it('configures the core with the partner’s API and token, flags, telemetry and survey off', async () => {
    const { win, requests } = fakeWindow(() => json([exampleAccessPass]))
    expect($crewPortalConfigured.get()).toBe(false)
    configurePartnerPortal(
      { apiBaseUrl: 'https://api.partner.example/', getAccessToken: async () => 'partner-token' },
      win
    )
    expect($crewPortalConfigured.get()).toBe(true)
    expect(getEnvironment().settings).toMatchObject({
      apiBaseUrl: 'https://api.partner.example',
      featureFlags: { isEnabled: false },
      survey: { scriptUrl: '' }
    })
    const pass = await watch($accessPass)
    expect(pass.value.pass?.passId).toBe(exampleAccessPass.passId)
    expect(requests[0]?.url).toBe('https://api.partner.example/api/v1/accesspass')
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer partner-token')
    pass.stop()
  })

  it('tells onError about each failure, as a code the partner can branch on', async () => {
    const errors: CrewError[] = []
    const { win } = fakeWindow(() => json({ message: 'no' }, 401))
    configurePartnerPortal(
      {
        apiBaseUrl: 'https://api.partner.example',
        getAccessToken: () => 'expired',
        onError: (error) => errors.push(error)
      },
      win
    )
    const pass = await watch($accessPass)
    expect(pass.value).toMatchObject({ status: 'error' })
    expect(errors).toEqual([{ code: 'unauthorized', status: 401, message: 'The API refused the access token (401).' }])
    pass.stop()
  })

  it('tells onError about a failure no request reported (the door code), until the next configuration', () => {
    const errors: CrewError[] = []
    configurePartnerPortal(
      {
        apiBaseUrl: 'https://api.partner.example',
        getAccessToken: () => 'token',
        onError: (error) => errors.push(error)
      },
      fakeWindow(() => json([])).win
    )
    reportCrewError({ code: 'server', status: 500, message: 'The API failed (500).' })
    expect(errors).toEqual([{ code: 'server', status: 500, message: 'The API failed (500).' }])
    configurePartnerPortal(
      { apiBaseUrl: 'https://api.partner.example', getAccessToken: () => 'token' },
      fakeWindow(() => json([])).win
    )
    reportCrewError({ code: 'network', message: 'The request failed.' })
    expect(errors).toHaveLength(1)
  })

  it('a throwing token callback is a `token` error, and a failing onError breaks nothing', async () => {
    const { win, requests } = fakeWindow(() => json([]))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: CrewError[] = []
    configurePartnerPortal(
      {
        apiBaseUrl: 'https://api.partner.example',
        getAccessToken: () => {
          throw new Error('signed out')
        },
        onError: (error) => {
          seen.push(error)
          throw new Error('partner bug')
        }
      },
      win
    )
    const pass = await watch($accessPass)
    expect(seen.map((error) => error.code)).toEqual(['token'])
    expect(requests).toHaveLength(0)
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
    pass.stop()
  })

  it('refuses a configuration it could not work with, naming the problem', () => {
    const getAccessToken = () => 't'
    expect(() => configurePartnerPortal({ apiBaseUrl: 'http://api.partner.example', getAccessToken })).toThrow(
      PartnerConfigurationError
    )
    expect(() => configurePartnerPortal({ apiBaseUrl: 'not a url', getAccessToken })).toThrow(/is not a URL/)
    expect(() =>
      configurePartnerPortal({ apiBaseUrl: 'https://api.partner.example', getAccessToken: 'token' as never })
    ).toThrow(/getAccessToken must be a function/)
    expect($crewPortalConfigured.get()).toBe(false)
  })

  it('tells the partner form from the product’s environment', () => {
    expect(isPartnerOptions({ apiBaseUrl: 'https://a.example', getAccessToken: () => '' })).toBe(true)
    expect(isPartnerOptions({ settings: {}, auth: {} })).toBe(false)
    expect(isPartnerOptions(null)).toBe(false)
  })
})

describe('crewErrorOf', () => {
  const at = (status?: number) => ({
    url: 'https://api.partner.example/api/v1/accesspass',
    ...(status ? { status } : {})
  })
  it('maps each failure to a stable code', () => {
    expect(crewErrorOf({ error: new ApiError(403, 'u'), failure: at(403) }).code).toBe('forbidden')
    expect(crewErrorOf({ error: new ApiError(404, 'u'), failure: at(404) }).code).toBe('not-found')
    expect(crewErrorOf({ error: new ApiError(502, 'u'), failure: at(502) })).toMatchObject({
      code: 'server',
      status: 502
    })
    expect(crewErrorOf({ error: new ResponseValidationError('u', 'body', 'bad'), failure: at() }).code).toBe(
      'invalid-response'
    )
    expect(crewErrorOf({ error: new NetworkError('u', new TypeError('x')), failure: at() }).code).toBe('network')
    expect(crewErrorOf({ error: new RequestTimeoutError('u', 20_000), failure: at() })).toEqual({
      code: 'timeout',
      message: 'The API did not answer within 20 s.'
    })
    expect(
      crewErrorOf({
        error: new TokenUnavailableError('u', new Error('x')),
        failure: { ...at(), tokenUnavailable: true }
      }).code
    ).toBe('token')
  })

  it('partnerAuth: the partner’s user, never a sign-in of ours', async () => {
    const auth = partnerAuth({ getAccessToken: () => '' })
    expect(auth.account()).toBeNull()
    await expect(auth.getAccessToken()).rejects.toBeInstanceOf(TokenUnavailableError)
    await expect(auth.signIn()).rejects.toThrow(/partner portal/)
  })
})

describe('showPartnerContactCard', () => {
  it('opens the card of the pilot’s next event with an account executive, or of the event given', async () => {
    const { $contactCard, closeContactCard } = await import('../contact-card/store.ts')
    const { exampleDirectoryContact, trainingEventWith } = await import('@crew-portal/contract/fixtures')
    const { showPartnerContactCard } = await import('./partner.ts')
    const soon = trainingEventWith({
      id: 'soon',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 86_400_000).toISOString()
    })
    const { win } = fakeWindow((request) =>
      request.url.includes('/directory/') ? json(exampleDirectoryContact) : json([soon])
    )
    configurePartnerPortal({ apiBaseUrl: 'https://api.partner.example', getAccessToken: () => 't' }, win)
    await expect(showPartnerContactCard()).resolves.toBe(true)
    expect($contactCard.get()?.email).toBe('jordan.lee@example.com')
    closeContactCard()
    await expect(showPartnerContactCard({ event: soon })).resolves.toBe(true)
    expect($contactCard.get()?.reservationId).toBe(soon.reservationId)
    closeContactCard()
    await expect(showPartnerContactCard({ event: { ...soon, reservationAccountExecutive: null } })).resolves.toBe(false)
  })
})
