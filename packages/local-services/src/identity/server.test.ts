import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_AUDIENCE,
  API_SCOPE,
  SEEDED_PASSWORD,
  SIGNED_OUT_PATH,
  SPA_CLIENT_ID,
  localOrigins,
  type LocalOrigins
} from '../ports.ts'
import type { TlsMaterial } from '../service.ts'
import { ensureTlsMaterial } from '../tls/certificates.ts'
import { findFreePortBlock } from '../../test/free-ports.ts'
import { trustingFetch, type FetchLike } from '../tls/trusting-fetch.ts'
import {
  endSessionForSoleClient,
  refreshScopeWithoutOfflineAccess,
  startIdentityServer,
  type RunningIdentity
} from './server.ts'
import {
  CookieJar,
  authorizationUrl,
  follow,
  newPkce,
  signIn,
  signInForTokens,
  tokenRequest,
  visit,
  type Browserish
} from '../../test/identity-client.ts'

const SLOWDOWN_MS = 400

let dir: string
let tls: TlsMaterial
let origins: LocalOrigins
let fetch: FetchLike
let identity: RunningIdentity

async function start(): Promise<RunningIdentity> {
  return startIdentityServer({
    port: Number(new URL(origins.identity).port),
    tls,
    origins,
    dataDir: join(dir, 'data'),
    throttle: { slowdownMs: SLOWDOWN_MS }
  })
}

const browser = (): Browserish => ({ fetch, jar: new CookieJar() })

async function keySet(): Promise<JSONWebKeySet> {
  return (await (await fetch(`${origins.identity}/jwks`)).json()) as JSONWebKeySet
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crew-identity-'))
  tls = await ensureTlsMaterial(join(dir, 'certs'))
  origins = localOrigins(await findFreePortBlock())
  fetch = trustingFetch(tls.ca)
  identity = await start()
})

afterAll(async () => {
  await identity.close()
  await rm(dir, { recursive: true, force: true })
})

describe('identity provider discovery', () => {
  it('publishes its endpoints, the key set at /jwks and S256 PKCE', async () => {
    const response = await fetch(`${origins.identity}/.well-known/openid-configuration`)
    const metadata = (await response.json()) as Record<string, unknown>
    expect(metadata.issuer).toBe(origins.identity)
    expect(metadata.jwks_uri).toBe(`${origins.identity}/jwks`)
    expect(identity.jwksUrl).toBe(`${origins.identity}/jwks`)
    expect(metadata.end_session_endpoint).toBe(`${origins.identity}/session/end`)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    const keys = await keySet()
    expect(keys.keys).toHaveLength(1)
    expect(keys.keys[0]).not.toHaveProperty('d')
  })
})

describe('sign-in page', () => {
  it('is an accessible form a password manager understands, under a strict policy', async () => {
    const { response } = await follow(browser(), authorizationUrl(origins, newPkce()), origins.identity)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<label for="email">E-mail<\/label>/)
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/)
    expect(html).toMatch(/<label for="password">Password<\/label>/)
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/)
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain(`form-action 'self' ${origins.app}`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(authorizationUrl(origins, newPkce()))
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const response = await visit(browser(), url.href)
    const location = new URL(response.headers.get('location') ?? '', url)
    expect(location.origin).toBe(origins.app)
    expect(location.searchParams.get('error')).toBe('invalid_request')
  })

  it('answers an unknown or expired interaction with a clear page, not a crash', async () => {
    const response = await visit(browser(), `${origins.identity}/interaction/nonexistent`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('This sign-in page has expired')
  })
})

describe('authorization code with PKCE', () => {
  it('signs in and returns a JWT for the API, a refresh token and an ID token with the profile', async () => {
    const tokens = await signInForTokens(browser(), origins, 'BAT.Pilot@example.com ', SEEDED_PASSWORD)
    const keys = createLocalJWKSet(await keySet())

    const access = await jwtVerify(tokens.access_token, keys, { issuer: origins.identity, audience: API_AUDIENCE })
    expect(access.payload.scope).toBe(API_SCOPE)
    expect(access.payload.sub).toBe('usr-1001')
    expect(access.payload.email).toBe('bat.pilot@example.com')
    expect(access.payload.client_id).toBe(SPA_CLIENT_ID)
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt')

    expect(tokens.refresh_token).toEqual(expect.any(String))

    const id = await jwtVerify(tokens.id_token ?? '', keys, { issuer: origins.identity, audience: SPA_CLIENT_ID })
    expect(id.payload).toMatchObject({
      sub: 'usr-1001',
      oid: 'usr-1001',
      userId: 'usr-1001',
      b2cId: '5f1c2a8e-3d4b-4c6a-9e1f-0a7b8c9d1001',
      given_name: 'Alex',
      family_name: 'Morgan',
      email: 'bat.pilot@example.com'
    })
  })

  it('lets the app origin, and only it, call the token endpoint from the browser', async () => {
    const allowed = await tokenRequest(browser(), origins, { grant_type: 'refresh_token', refresh_token: 'nope' })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origins.app)
    const other = await fetch(`${origins.identity}/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ client_id: SPA_CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'nope' })
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a code exchanged with the wrong verifier', async () => {
    const tab = browser()
    const pkce = newPkce()
    const { callback } = await signIn(tab, origins, pkce, 'fto.pilot@example.com', SEEDED_PASSWORD)
    const response = await tokenRequest(tab, origins, {
      grant_type: 'authorization_code',
      code: callback?.searchParams.get('code') ?? '',
      redirect_uri: `${origins.app}/redirect.html`,
      code_verifier: newPkce().verifier
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant')
  })

  it('renews with the refresh token, rotating it', async () => {
    const tokens = await signInForTokens(browser(), origins, 'fto.pilot@example.com', SEEDED_PASSWORD)
    const renewed = await tokenRequest(browser(), origins, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? ''
    })
    expect(renewed.status).toBe(200)
    const body = (await renewed.json()) as { access_token: string; refresh_token: string }
    const access = await jwtVerify(body.access_token, createLocalJWKSet(await keySet()), {
      issuer: origins.identity,
      audience: API_AUDIENCE
    })
    expect(access.payload.scope).toBe(API_SCOPE)
    expect(access.payload.sub).toBe('usr-1002')
    expect(body.refresh_token).not.toBe(tokens.refresh_token)
  })
})

describe('wrong passwords', () => {
  it('say so clearly and start no session', async () => {
    const tab = browser()
    const { loginResponse, callback } = await signIn(tab, origins, newPkce(), 'new.crew@example.com', 'wrong-password')
    expect(loginResponse.status).toBe(401)
    expect(callback).toBeUndefined()
    const page = await loginResponse.text()
    expect(page).toMatch(/role="alert">The e-mail or password is not right/)
    expect(page).toContain('value="new.crew@example.com"')

    const silent = await visit(tab, authorizationUrl(origins, newPkce(), { prompt: 'none' }))
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required')
  })

  it('escape what was typed back into the page', async () => {
    const { loginResponse } = await signIn(browser(), origins, newPkce(), '"><script>alert(1)</script>', 'x')
    const page = await loginResponse.text()
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('&#34;&#62;&#60;script&#62;')
  })

  it('are slowed after five within a minute for the same account, and the page says so', async () => {
    const tab = browser()
    const email = 'fto.pilot@example.com'
    const pages: string[] = []
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { loginResponse } = await signIn(tab, origins, newPkce(), email, `wrong-${attempt}`)
      pages.push(await loginResponse.text())
    }
    expect(pages[3]).not.toContain('Too many wrong tries')
    expect(pages[4]).toContain('Too many wrong tries for this account')

    const started = performance.now()
    const { callback } = await signIn(tab, origins, newPkce(), email, SEEDED_PASSWORD)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 20)
    expect(callback?.searchParams.get('code')).toEqual(expect.any(String))

    // Success clears the count: the next try is not slowed.
    const again = performance.now()
    await signIn(browser(), origins, newPkce(), email, 'wrong-again')
    expect(performance.now() - again).toBeLessThan(SLOWDOWN_MS)
  })
})

describe('end-session', () => {
  it('signs out and returns to the app; the session is gone', async () => {
    const tab = browser()
    const tokens = await signInForTokens(tab, origins, 'bat.pilot@example.com', SEEDED_PASSWORD)
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${origins.app}${SIGNED_OUT_PATH}`,
      client_id: SPA_CLIENT_ID
    })
    const page = await visit(tab, `${origins.identity}/session/end?${params}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const confirmed = await visit(tab, `${origins.identity}/session/end/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ xsrf, logout: 'yes' })
    })
    expect(confirmed.status).toBe(303)
    // The app's own return page, which clears what the browser kept (app-server/headers.ts).
    expect(confirmed.headers.get('location')).toBe(`${origins.app}${SIGNED_OUT_PATH}`)

    const silent = await visit(tab, authorizationUrl(origins, newPkce(), { prompt: 'none' }))
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required')
  })
})

describe('signing key', () => {
  it('survives a restart, so tokens issued before it still verify', async () => {
    const before = await signInForTokens(browser(), origins, 'new.crew@example.com', SEEDED_PASSWORD)
    const kid = (await keySet()).keys[0]?.kid
    await identity.close()
    identity = await start()
    const keys = await keySet()
    expect(keys.keys[0]?.kid).toBe(kid)
    await expect(
      jwtVerify(before.access_token, createLocalJWKSet(keys), { issuer: origins.identity, audience: API_AUDIENCE })
    ).resolves.toBeDefined()
  })
})

describe('refresh as MSAL sends it', () => {
  it('accepts offline_access among the scopes of a refresh request', async () => {
    const tab = browser()
    const tokens = await signInForTokens(tab, origins, 'bat.pilot@example.com', SEEDED_PASSWORD)
    const renewed = await tokenRequest(tab, origins, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      scope: `${API_SCOPE} openid profile offline_access`
    })
    expect(renewed.status).toBe(200)
    const body = (await renewed.json()) as { access_token: string; id_token: string }
    expect(decodeJwt(body.access_token)).toMatchObject({ aud: API_AUDIENCE, scope: API_SCOPE })
    expect(decodeJwt(body.id_token)).toMatchObject({ given_name: 'Alex', email: 'bat.pilot@example.com' })
  })

  it('still refuses a scope the refresh token never had', async () => {
    const tab = browser()
    const tokens = await signInForTokens(tab, origins, 'new.crew@example.com', SEEDED_PASSWORD)
    const renewed = await tokenRequest(tab, origins, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      scope: 'crew.admin'
    })
    expect(renewed.status).toBe(400)
  })

  it('rewrites only refresh requests that name offline_access', () => {
    expect(
      refreshScopeWithoutOfflineAccess('grant_type=refresh_token&scope=crew.api+openid+offline_access&refresh_token=x')
    ).toBe('grant_type=refresh_token&scope=crew.api+openid&refresh_token=x')
    expect(refreshScopeWithoutOfflineAccess('grant_type=refresh_token&scope=offline_access')).toBe(
      'grant_type=refresh_token'
    )
    const code = 'grant_type=authorization_code&scope=offline_access'
    expect(refreshScopeWithoutOfflineAccess(code)).toBe(code)
    expect(refreshScopeWithoutOfflineAccess('grant_type=refresh_token&scope=openid')).toBe(
      'grant_type=refresh_token&scope=openid'
    )
  })
})

describe('end-session as MSAL sends it', () => {
  it('names the sole client when MSAL sends only the post-logout URI', () => {
    const url = '/session/end?post_logout_redirect_uri=https%3A%2F%2Flocalhost%3A4280%2F&state=s'
    expect(new URL(endSessionForSoleClient(url), 'https://x').searchParams.get('client_id')).toBe(SPA_CLIENT_ID)
    const withHint = '/session/end?post_logout_redirect_uri=x&id_token_hint=y'
    expect(endSessionForSoleClient(withHint)).toBe(withHint)
    expect(endSessionForSoleClient('/session/end')).toBe('/session/end')
  })

  it('still refuses a post-logout URI the client did not register', async () => {
    const tab = browser()
    await signInForTokens(tab, origins, 'bat.pilot@example.com', SEEDED_PASSWORD)
    const page = await visit(
      tab,
      `${origins.identity}/session/end?post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`
    )
    expect(page.status).toBe(400)
    expect(await page.text()).not.toContain('op.logoutForm')
  })
})
