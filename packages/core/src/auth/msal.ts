import type { AccountInfo, Configuration, IPublicClientApplication } from '@azure/msal-browser'
import type { AppSettings } from '../ports/settings.ts'
import { userFromClaims } from './claims.ts'
import { SignInRedirectError } from './errors.ts'
import type { AuthPort, UserProfile } from '../ports/auth.ts'

// Only types come from MSAL here, so the core carries none of its code; the host app constructs
// the PublicClientApplication from createMsalConfiguration() and hands it to createMsalAuthPort().

type MsalSettings = Pick<AppSettings, 'b2cSettings'>

/** MSAL configuration for our identity provider (TOOLCHAIN.md, "MSAL 5 against oidc-provider 9"). */
export function createMsalConfiguration(settings: MsalSettings): Configuration {
  const b2c = settings.b2cSettings
  return {
    auth: {
      clientId: b2c.clientId,
      authority: b2c.authority,
      // Without it MSAL asks login.microsoftonline.com whether the authority is trusted.
      knownAuthorities: [...b2c.knownAuthorities],
      // The redirect bridge page (broadcastResponseToMainFrame) receives the identity provider's answer.
      redirectUri: b2c.redirectUri,
      postLogoutRedirectUri: b2c.postLogoutRedirectUri
    },
    // Local storage, not session storage: the session dialog's Log In clears session storage
    // before the logout sequence posts its analytic, which still needs the signed-in account. The
    // logout sequence clears local storage itself, and tabs then share one sign-in.
    cache: { cacheLocation: 'localStorage' },
    // A plain OpenID Connect provider, not Entra ID: no AAD-specific endpoints or parameters.
    system: { protocolMode: 'OIDC' }
  }
}

function isInteractionRequired(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'InteractionRequiredAuthError'
  )
}

function currentAccount(msal: IPublicClientApplication): AccountInfo | null {
  return msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null
}

export function userFromAccount(account: AccountInfo): UserProfile {
  // The account's own fields fill claims the token left out.
  return userFromClaims({ email: account.username, oid: account.localAccountId, ...account.idTokenClaims })
}

/**
 * Handles the redirect response (if this page load is one) and makes its account active.
 * Call once at startup, before createMsalAuthPort's account() is read.
 *
 * The return to the page where sign-in started happens once, in the redirect bridge (it navigates
 * there with the response kept in session storage). Whatever page then loads handles the response
 * where it stands: with MSAL's default, a page the pilot opened while the first one was still
 * settling was sent back to the sign-in's start page, and the deep link was lost.
 */
export async function initializeMsal(msal: IPublicClientApplication): Promise<void> {
  await msal.initialize()
  const result = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false })
  const account = result?.account ?? currentAccount(msal)
  if (account) msal.setActiveAccount(account)
}

/** The AuthPort over MSAL: redirect sign-in, silent token for the API scopes, redirect logout. */
export function createMsalAuthPort(msal: IPublicClientApplication, settings: MsalSettings): AuthPort {
  const scopes = (): string[] => [...settings.b2cSettings.apiScopes]
  let tokenAsked: Promise<string> | undefined
  return {
    account() {
      const account = currentAccount(msal)
      return account ? userFromAccount(account) : null
    },
    async signIn(options) {
      await msal.loginRedirect({ scopes: scopes(), ...(options?.fresh ? { prompt: 'login' } : {}) })
    },
    async signOut(options) {
      const account = currentAccount(msal)
      if (options?.local) {
        // This page's account only, with no navigation: MSAL's logoutRedirect always navigates (MSAL 5
        // takes onRedirectNavigate in its configuration, not in a request), racing the reload.
        await msal.clearCache(account ? { account } : undefined)
        return
      }
      // An expired session comes back to the app (the folder of the redirect bridge), where its drafts wait.
      const returnTo = options?.expired
        ? new URL('.', settings.b2cSettings.redirectUri).href
        : settings.b2cSettings.postLogoutRedirectUri
      await msal.logoutRedirect({ ...(account ? { account } : {}), postLogoutRedirectUri: returnTo })
    },
    getAccessToken() {
      // One silent request for the calls asked together (a page's first queries): each resolves in the
      // same task, so they leave in the order they were asked, the page's list first.
      tokenAsked ??= accessToken().finally(() => (tokenAsked = undefined))
      return tokenAsked
    }
  }

  async function accessToken(): Promise<string> {
    const account = currentAccount(msal)
    if (!account) {
      await msal.loginRedirect({ scopes: scopes() })
      throw new SignInRedirectError()
    }
    try {
      const result = await msal.acquireTokenSilent({ scopes: scopes(), account })
      return result.accessToken
    } catch (error) {
      if (!isInteractionRequired(error)) throw error
      await msal.acquireTokenRedirect({ scopes: scopes(), account })
      throw new SignInRedirectError()
    }
  }
}
