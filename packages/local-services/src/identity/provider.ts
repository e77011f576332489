import { randomBytes } from 'node:crypto'
import type { JWK } from 'jose'
import { Provider, errors, type AccessTokenLike, type Client, type KoaContextWithOIDC } from 'oidc-provider'
import type { LocalOrigins } from '../ports.ts'
import { API_AUDIENCE, API_SCOPE, SIGNED_OUT_PATH, SPA_CLIENT_ID } from '../ports.ts'
import { CLAIMS_BY_SCOPE, accountClaims, findAccountById } from './accounts.ts'
import { SIGNING_ALGORITHM } from './signing-key.ts'
import { logoutPage, messagePage, newNonce, pageSecurityHeaders } from './pages.ts'

/**
 * The resource indicator of the product API. oidc-provider needs an absolute URI here; the tokens
 * it issues for it carry the plain audience `crew-portal-api` that the API checks.
 */
export const API_RESOURCE = `api://${API_AUDIENCE}`

/** The OpenID scopes the first-party app is granted without a consent screen. */
const SPA_OIDC_SCOPES = 'openid profile email offline_access'

export interface ProviderSettings {
  origins: LocalOrigins
  signingKey: JWK
  accessTokenTtlSeconds: number
}

/** The SPA's registration: a public client that must use PKCE, redirected back to the app. */
export function spaClient(origins: LocalOrigins) {
  return {
    client_id: SPA_CLIENT_ID,
    client_name: 'Crew Portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${origins.app}/redirect.html`, `${origins.app}/`],
    // The signed-out page clears the site's data; an expired session returns to the app itself,
    // whose tab keeps the pilot's unsaved drafts for the next sign-in (docs/security.md).
    post_logout_redirect_uris: [`${origins.app}${SIGNED_OUT_PATH}`, `${origins.app}/`]
  }
}

/** Whether a token request asks for the API (MSAL sends its scope; it never sends `resource`). */
function asksForApi(scope: unknown): boolean {
  return typeof scope === 'string' && scope.split(' ').includes(API_SCOPE)
}

export function createProvider(settings: ProviderSettings): Provider {
  const { origins, signingKey, accessTokenTtlSeconds } = settings
  const client = spaClient(origins)

  const configuration = {
    clients: [client],
    jwks: { keys: [signingKey] },
    // Sessions live in memory; cookie keys only need to outlive one run.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: CLAIMS_BY_SCOPE,
    // The app reads the profile from the ID token (MSAL's idTokenClaims).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALGORITHM] },
    async findAccount(_ctx: KoaContextWithOIDC, accountId: string) {
      const account = findAccountById(accountId)
      if (account === undefined) return undefined
      return { accountId, claims: async () => accountClaims(account) }
    },
    // The first-party app gets its grant without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx
      const clientId = oidc.client?.clientId
      const accountId = oidc.account?.accountId
      const grantId =
        oidc.result?.consent?.grantId ?? (clientId === undefined ? undefined : oidc.session?.grantIdFor(clientId))
      const existing = grantId === undefined ? undefined : await oidc.provider.Grant.find(grantId)
      if (clientId !== SPA_CLIENT_ID || accountId === undefined) return existing
      const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope(SPA_OIDC_SCOPES)
      grant.addResourceScope(API_RESOURCE, API_SCOPE)
      await grant.save()
      return grant
    },
    // MSAL never sends prompt=consent, so `offline_access` alone would not yield a refresh token.
    async issueRefreshToken(_ctx: KoaContextWithOIDC, refreshClient: Client) {
      return refreshClient.grantTypeAllowed('refresh_token')
    },
    clientBasedCORS(_ctx: KoaContextWithOIDC, origin: string, corsClient: Client) {
      return corsClient.clientId === SPA_CLIENT_ID && origin === origins.app
    },
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token: AccessTokenLike) {
      if (token.kind !== 'AccessToken' || token.accountId === undefined) return undefined
      const account = findAccountById(token.accountId)
      if (account === undefined) return undefined
      const { email, oid, b2cId, given_name, family_name, name } = accountClaims(account)
      return { email, oid, b2cId, given_name, family_name, name }
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 24 * 3600
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx: KoaContextWithOIDC) =>
          asksForApi(ctx.oidc.params?.scope) ? API_RESOURCE : undefined,
        // At the token endpoint (code and refresh), the resource granted at authorization applies.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget(`only ${API_RESOURCE} is known here`)
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALGORITHM } }
          }
        }
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const nonce = newNonce()
          setHeaders(ctx, pageSecurityHeaders(nonce, [origins.app], true))
          ctx.type = 'html'
          ctx.body = logoutPage(nonce, form)
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          const nonce = newNonce()
          setHeaders(ctx, pageSecurityHeaders(nonce, []))
          ctx.type = 'html'
          ctx.body = messagePage(nonce, 'Signed out', 'You are signed out of Crew Portal.', {
            href: `${origins.app}/`,
            text: 'Back to Crew Portal'
          })
        }
      }
    },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, string>) {
      const nonce = newNonce()
      setHeaders(ctx, pageSecurityHeaders(nonce, []))
      ctx.type = 'html'
      const detail = out.error_description ?? out.error ?? 'The sign-in request could not be completed.'
      ctx.body = messagePage(nonce, 'Sign-in problem', detail, { href: `${origins.app}/`, text: 'Back to Crew Portal' })
    }
  }

  const provider = new Provider(origins.identity, configuration)
  return provider
}

function setHeaders(ctx: KoaContextWithOIDC, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value)
}
