import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser'
import { describe, expect, it } from 'vitest'
import { testSettings } from '../test/index.ts'
import { SignInRedirectError } from './errors.ts'
import { createMsalAuthPort, createMsalConfiguration, initializeMsal } from './msal.ts'

const settings = testSettings()
const scopes = settings.b2cSettings.apiScopes

const account: AccountInfo = {
  homeAccountId: 'home-1',
  environment: 'id.test',
  tenantId: '',
  username: 'bat.pilot@example.com',
  localAccountId: 'local-1',
  idTokenClaims: { given_name: 'Alex', family_name: 'Morgan', sub: 'sub-1', email: 'bat.pilot@example.com' }
}

class InteractionRequiredAuthError extends Error {
  override name = 'InteractionRequiredAuthError'
}

/** A fake IPublicClientApplication: records calls, answers from what the test sets. */
function fakeMsal(
  options: {
    accounts?: AccountInfo[]
    active?: AccountInfo | null
    silent?: () => Promise<AuthenticationResult>
    redirectResult?: AuthenticationResult | null
  } = {}
) {
  const calls: { method: string; request?: unknown }[] = []
  let active = options.active ?? null
  const msal = {
    calls,
    async initialize() {
      calls.push({ method: 'initialize' })
    },
    async handleRedirectPromise(request?: unknown) {
      calls.push({ method: 'handleRedirectPromise', request })
      return options.redirectResult ?? null
    },
    getActiveAccount: () => active,
    setActiveAccount(next: AccountInfo | null) {
      calls.push({ method: 'setActiveAccount', request: next })
      active = next
    },
    getAllAccounts: () => options.accounts ?? [],
    async loginRedirect(request: unknown) {
      calls.push({ method: 'loginRedirect', request })
    },
    async logoutRedirect(request: unknown) {
      calls.push({ method: 'logoutRedirect', request })
    },
    async clearCache(request?: unknown) {
      calls.push({ method: 'clearCache', request })
    },
    async acquireTokenRedirect(request: unknown) {
      calls.push({ method: 'acquireTokenRedirect', request })
    },
    async acquireTokenSilent(request: unknown) {
      calls.push({ method: 'acquireTokenSilent', request })
      return options.silent ? options.silent() : ({ accessToken: 'jwt-1' } as AuthenticationResult)
    }
  }
  return msal as typeof msal & IPublicClientApplication
}

describe('createMsalConfiguration', () => {
  it('configures MSAL for our OIDC provider', () => {
    expect(createMsalConfiguration(settings)).toEqual({
      auth: {
        clientId: 'crew-portal',
        authority: 'https://id.test',
        knownAuthorities: ['id.test'],
        redirectUri: 'https://app.test/redirect.html',
        postLogoutRedirectUri: 'https://app.test/'
      },
      cache: { cacheLocation: 'localStorage' },
      system: { protocolMode: 'OIDC' }
    })
  })

  it('copies lists so MSAL cannot change the settings', () => {
    const configuration = createMsalConfiguration(settings)
    expect(configuration.auth.knownAuthorities).not.toBe(settings.b2cSettings.knownAuthorities)
  })
})

describe('initializeMsal', () => {
  it('initializes, handles the redirect and activates its account', async () => {
    const msal = fakeMsal({ redirectResult: { account } as AuthenticationResult })
    await initializeMsal(msal)
    expect(msal.calls.map((call) => call.method)).toEqual(['initialize', 'handleRedirectPromise', 'setActiveAccount'])
    expect(msal.getActiveAccount()).toBe(account)
  })

  it('handles the response on the page that loads, never sending the pilot back to where sign-in started', async () => {
    const msal = fakeMsal({ redirectResult: { account } as AuthenticationResult })
    await initializeMsal(msal)
    // The redirect bridge has returned there once already; a deep link opened since must stay.
    expect(msal.calls.find((call) => call.method === 'handleRedirectPromise')?.request).toEqual({
      navigateToLoginRequestUrl: false
    })
  })

  it('falls back to a cached account on a normal page load', async () => {
    const msal = fakeMsal({ accounts: [account] })
    await initializeMsal(msal)
    expect(msal.getActiveAccount()).toBe(account)
  })

  it('activates nothing when nobody signed in', async () => {
    const msal = fakeMsal()
    await initializeMsal(msal)
    expect(msal.calls.map((call) => call.method)).toEqual(['initialize', 'handleRedirectPromise'])
  })
})

describe('createMsalAuthPort', () => {
  it('reads the user from the active account’s claims', () => {
    const port = createMsalAuthPort(fakeMsal({ active: account }), settings)
    expect(port.account()).toEqual({
      email: 'bat.pilot@example.com',
      givenName: 'Alex',
      lastName: 'Morgan',
      userId: 'local-1',
      b2cId: 'local-1'
    })
  })

  it('uses the account’s username when the token has no e-mail claim', () => {
    const port = createMsalAuthPort(fakeMsal({ accounts: [{ ...account, idTokenClaims: { sub: 's' } }] }), settings)
    expect(port.account()?.email).toBe('bat.pilot@example.com')
  })

  it('has no user without an account', () => {
    expect(createMsalAuthPort(fakeMsal(), settings).account()).toBeNull()
  })

  it('signs in with a redirect for the API scopes', async () => {
    const msal = fakeMsal()
    await createMsalAuthPort(msal, settings).signIn()
    expect(msal.calls).toEqual([{ method: 'loginRedirect', request: { scopes } }])
  })

  it('a fresh sign-in asks the identity provider for the credentials again (prompt=login)', async () => {
    const msal = fakeMsal()
    await createMsalAuthPort(msal, settings).signIn({ fresh: true })
    expect(msal.calls).toEqual([{ method: 'loginRedirect', request: { scopes, prompt: 'login' } }])
  })

  it('gets the API token silently', async () => {
    const msal = fakeMsal({ active: account })
    await expect(createMsalAuthPort(msal, settings).getAccessToken()).resolves.toBe('jwt-1')
    expect(msal.calls).toEqual([{ method: 'acquireTokenSilent', request: { scopes, account } }])
  })

  it('asks MSAL once for the calls that want a token together, and they all get it in the same turn', async () => {
    let answer: (result: AuthenticationResult) => void = () => undefined
    const msal = fakeMsal({ active: account, silent: () => new Promise((resolve) => (answer = resolve)) })
    const port = createMsalAuthPort(msal, settings)
    const got: string[] = []
    const asked = ['documents', 'categories', 'recent'].map((call) => port.getAccessToken().then(() => got.push(call)))
    expect(msal.calls.map((call) => call.method)).toEqual(['acquireTokenSilent'])
    answer({ accessToken: 'jwt-1' } as AuthenticationResult)
    await Promise.all(asked)
    // In the order asked: the page's own list leaves first.
    expect(got).toEqual(['documents', 'categories', 'recent'])
  })

  it('asks MSAL again once its last answer is in (a token can expire; MSAL decides)', async () => {
    const msal = fakeMsal({ active: account })
    const port = createMsalAuthPort(msal, settings)
    await port.getAccessToken()
    await port.getAccessToken()
    expect(msal.calls.map((call) => call.method)).toEqual(['acquireTokenSilent', 'acquireTokenSilent'])
  })

  it('one redirect for calls that wanted a token together when the provider needs the user', async () => {
    const msal = fakeMsal({
      active: account,
      silent: () => Promise.reject(new InteractionRequiredAuthError('login_required'))
    })
    const port = createMsalAuthPort(msal, settings)
    const results = await Promise.allSettled([port.getAccessToken(), port.getAccessToken()])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(msal.calls.map((call) => call.method)).toEqual(['acquireTokenSilent', 'acquireTokenRedirect'])
  })

  it('falls back to a redirect when the provider needs the user', async () => {
    const msal = fakeMsal({
      active: account,
      silent: () => Promise.reject(new InteractionRequiredAuthError('login_required'))
    })
    await expect(createMsalAuthPort(msal, settings).getAccessToken()).rejects.toBeInstanceOf(SignInRedirectError)
    expect(msal.calls.map((call) => call.method)).toEqual(['acquireTokenSilent', 'acquireTokenRedirect'])
    expect(msal.calls[1]?.request).toEqual({ scopes, account })
  })

  it('passes other token errors on unchanged (no redirect loop on a network error)', async () => {
    const failure = new Error('network_error')
    const msal = fakeMsal({ active: account, silent: () => Promise.reject(failure) })
    await expect(createMsalAuthPort(msal, settings).getAccessToken()).rejects.toBe(failure)
    expect(msal.calls.map((call) => call.method)).toEqual(['acquireTokenSilent'])
  })

  it('redirects to sign in when asked for a token without an account', async () => {
    const msal = fakeMsal()
    await expect(createMsalAuthPort(msal, settings).getAccessToken()).rejects.toBeInstanceOf(SignInRedirectError)
    expect(msal.calls.map((call) => call.method)).toEqual(['loginRedirect'])
  })

  it('signs out with a redirect to the post-logout page', async () => {
    const msal = fakeMsal({ active: account })
    await createMsalAuthPort(msal, settings).signOut()
    expect(msal.calls).toEqual([
      { method: 'logoutRedirect', request: { account, postLogoutRedirectUri: 'https://app.test/' } }
    ])
  })

  it('an expired session signs out back to the app itself, not to the page that clears the site', async () => {
    const msal = fakeMsal({ active: account })
    await createMsalAuthPort(msal, {
      ...settings,
      b2cSettings: { ...settings.b2cSettings, postLogoutRedirectUri: 'https://app.test/signed-out' }
    }).signOut({
      expired: true
    })
    expect(msal.calls).toEqual([
      { method: 'logoutRedirect', request: { account, postLogoutRedirectUri: 'https://app.test/' } }
    ])
  })

  it('signs out on this page only, without navigating, when another tab already ended the session', async () => {
    const msal = fakeMsal({ active: account })
    await createMsalAuthPort(msal, settings).signOut({ local: true })
    // MSAL's cache for this account is cleared; no logoutRedirect, which would navigate whatever it is told.
    expect(msal.calls).toEqual([{ method: 'clearCache', request: { account } }])
  })

  it('signs out without an account too', async () => {
    const msal = fakeMsal()
    await createMsalAuthPort(msal, settings).signOut()
    expect(msal.calls).toEqual([{ method: 'logoutRedirect', request: { postLogoutRedirectUri: 'https://app.test/' } }])
  })
})
