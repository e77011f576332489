// A scripted OpenID Connect client for tests: what MSAL does in the browser, step by step, over
// real HTTPS (authorization code + PKCE, sign-in form, token exchange, refresh, end-session).
import { createHash, randomBytes } from 'node:crypto'
import type { LocalOrigins } from '../src/ports.ts'
import { API_SCOPE, SPA_CLIENT_ID } from '../src/ports.ts'
import type { FetchLike } from '../src/tls/trusting-fetch.ts'

/** Enough of a browser's cookie store for one origin: name and path decide which cookie is sent. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const equals = pair.indexOf('=')
      const name = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))
      const path = pathAttribute?.slice(5) ?? '/'
      const expired = attributes.some((attribute) => {
        const lower = attribute.toLowerCase()
        if (lower.startsWith('max-age=')) return Number(lower.slice(8)) <= 0
        if (lower.startsWith('expires=')) return Date.parse(attribute.slice(8)) <= Date.now()
        return false
      })
      const key = `${name};${path}`
      if (expired || value === '') this.cookies.delete(key)
      else this.cookies.set(key, { name, value, path })
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url)
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
  }
}

export interface Browserish {
  fetch: FetchLike
  jar: CookieJar
}

/** One request with the jar's cookies, storing what comes back (a browser tab without redirects). */
export async function visit(browser: Browserish, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const cookie = browser.jar.header(url)
  if (cookie !== '') headers.set('cookie', cookie)
  const response = await browser.fetch(url, { ...init, headers })
  browser.jar.store(response)
  return response
}

/** Follows redirects inside the identity origin; stops at the first page or a redirect elsewhere. */
export async function follow(
  browser: Browserish,
  url: string,
  origin: string,
  init: RequestInit = {}
): Promise<{ response: Response; url: string }> {
  let current = url
  let response = await visit(browser, current, init)
  for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop += 1) {
    const location = new URL(response.headers.get('location') ?? '', current).href
    if (new URL(location).origin !== origin) return { response, url: current }
    current = location
    response = await visit(browser, current)
  }
  return { response, url: current }
}

export interface Pkce {
  verifier: string
  challenge: string
  state: string
  nonce: string
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url')
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex')
  }
}

/** The authorization request MSAL sends for the app's scopes. */
export function authorizationUrl(origins: LocalOrigins, pkce: Pkce, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: SPA_CLIENT_ID,
    redirect_uri: `${origins.app}/redirect.html`,
    response_type: 'code',
    response_mode: 'query',
    scope: `${API_SCOPE} openid profile email offline_access`,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: pkce.state,
    nonce: pkce.nonce,
    ...extra
  })
  return `${origins.identity}/auth?${params}`
}

export interface TokenSet {
  access_token: string
  id_token?: string
  refresh_token?: string
  token_type: string
  expires_in: number
  scope?: string
}

export interface SignInResult {
  /** The sign-in page's answer to the posted form (a 303 on success). */
  loginResponse: Response
  loginPage: string
  /** The app URL the provider finally redirected to (code or error in its query). */
  callback?: URL
}

/** Starts an authorization, fills in the sign-in form and follows the provider back to the app. */
export async function signIn(
  browser: Browserish,
  origins: LocalOrigins,
  pkce: Pkce,
  email: string,
  password: string
): Promise<SignInResult> {
  const start = await follow(browser, authorizationUrl(origins, pkce), origins.identity)
  const location = start.response.headers.get('location')
  if (start.response.status >= 300 && start.response.status < 400 && location !== null) {
    // Already signed in (the jar holds a provider session): straight back to the app.
    return { loginResponse: start.response, loginPage: '', callback: new URL(location, start.url) }
  }
  const loginPage = await start.response.text()
  const action = /<form method="post" action="([^"]+\/login)"/.exec(loginPage)?.[1]
  if (action === undefined) throw new Error(`No sign-in form at ${start.url} (status ${start.response.status})`)
  const loginUrl = new URL(
    action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    start.url
  ).href
  const loginResponse = await visit(browser, loginUrl, {
    method: 'POST',
    body: new URLSearchParams({ email, password })
  })
  if (loginResponse.status !== 303) return { loginResponse, loginPage }
  const after = await follow(
    browser,
    new URL(loginResponse.headers.get('location') ?? '', loginUrl).href,
    origins.identity
  )
  const back = after.response.headers.get('location')
  return { loginResponse, loginPage, callback: back === null ? undefined : new URL(back, after.url) }
}

export async function tokenRequest(
  browser: Browserish,
  origins: LocalOrigins,
  body: Record<string, string>
): Promise<Response> {
  return browser.fetch(`${origins.identity}/token`, {
    method: 'POST',
    headers: { origin: origins.app },
    body: new URLSearchParams({ client_id: SPA_CLIENT_ID, ...body })
  })
}

/** The whole sign-in: the tokens the app would hold afterwards, or an error naming the step. */
export async function signInForTokens(
  browser: Browserish,
  origins: LocalOrigins,
  email: string,
  password: string
): Promise<TokenSet> {
  const pkce = newPkce()
  const { callback, loginResponse } = await signIn(browser, origins, pkce, email, password)
  const code = callback?.searchParams.get('code')
  if (code === null || code === undefined || loginResponse.status >= 400)
    throw new Error(`Sign-in failed (status ${loginResponse.status}, callback ${callback?.href ?? 'none'})`)
  const response = await tokenRequest(browser, origins, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${origins.app}/redirect.html`,
    code_verifier: pkce.verifier
  })
  if (!response.ok) throw new Error(`Token exchange failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as TokenSet
}
