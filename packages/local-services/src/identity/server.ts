import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { errors, type InteractionDetails, type Provider } from 'oidc-provider'
import { SEEDED_USERS } from '../api/seed/users.ts'
import { SEEDED_PASSWORD, SPA_CLIENT_ID } from '../ports.ts'
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono } from 'hono'
import { problem } from '../service-http/problem.ts'
import { listenHttps } from '../service-http/server.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { authenticate } from './accounts.ts'
import { messagePage, newNonce, pageSecurityHeaders, signInPage } from './pages.ts'
import { createProvider } from './provider.ts'
import { loadOrCreateSigningKey } from './signing-key.ts'
import { DEFAULT_THROTTLE, SignInThrottle, type ThrottlePolicy } from './throttle.ts'

/** Where the provider publishes its key set (oidc-provider's default route). */
export const JWKS_PATH = '/jwks'

export interface IdentityOptions extends ServiceOptions {
  /** The persisted signing key; defaults to `<dataDir>/identity/signing-key.json`. */
  keyFile?: string
  throttle?: Partial<ThrottlePolicy>
  accessTokenTtlSeconds?: number
}

export interface RunningIdentity extends RunningService {
  issuer: string
  jwksUrl: string
}

const MAX_FORM_BYTES = 16 * 1024
const END_SESSION_PATH = '/session/end'
/** oidc-provider's own limit for request bodies. */
const TOKEN_BODY_LIMIT = 56 * 1024
const INTERACTION = '/interaction/:uid{[\\w-]{1,64}}'
const uidOf = (request: IncomingMessage) =>
  /^\/interaction\/([\w-]{1,64})/.exec(new URL(request.url ?? '/', 'https://localhost').pathname)?.[1] ?? ''

const WRONG_CREDENTIALS = 'The e-mail or password is not right. Check both and try again.'
const MISSING_CREDENTIALS = 'Enter your e-mail and your password.'

/**
 * The local OpenID Connect provider: oidc-provider for the protocol, plus this module's own sign-in
 * page at `/interaction/<uid>` (the only interaction; consent is implied for the first-party app).
 */
export async function startIdentityServer(options: IdentityOptions): Promise<RunningIdentity> {
  const log = options.log ?? (() => {})
  const signingKey = await loadOrCreateSigningKey(
    options.keyFile ?? join(options.dataDir, 'identity', 'signing-key.json'),
    log
  )
  const provider = createProvider({
    origins: options.origins,
    signingKey,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600
  })
  provider.on('server_error', (_ctx, error) => log(`identity: server error ${String(error)}`))
  const throttlePolicy = { ...DEFAULT_THROTTLE, ...options.throttle }
  const interactions = new InteractionPages(
    provider,
    new SignInThrottle(throttlePolicy),
    throttlePolicy,
    options.origins.app
  )
  const protocol = provider.callback()

  // The one stack's listen helper and router; the OpenID Connect protocol itself is oidc-provider's
  // (a Koa app), and the sign-in pages need Node's request and response for its interaction API.
  const app = new Hono<{ Bindings: HttpBindings }>({ strict: false })
  app.onError((error, c) => {
    log(`identity: ${c.req.method} ${c.req.url} failed: ${String(error)}`)
    return problem(c, 500, 'The identity provider could not answer this request.')
  })
  const node =
    (handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void) =>
    async (c: { env: HttpBindings }) => {
      await handle(c.env.incoming, c.env.outgoing)
      return RESPONSE_ALREADY_SENT
    }
  app.post(
    '/token',
    node(async (request, response) => {
      const body = await readBody(request, TOKEN_BODY_LIMIT)
      if (body === undefined)
        return interactions.send(response, 413, (nonce) =>
          messagePage(nonce, 'Request too large', 'The token request was too large.')
        )
      // oidc-provider reads an already-read body from `req.body` (its documented fallback).
      Object.assign(request, { body: refreshScopeWithoutOfflineAccess(body) })
      return protocol(request, response)
    })
  )
  app.get(
    END_SESSION_PATH,
    node((request, response) => {
      request.url = endSessionForSoleClient(request.url ?? END_SESSION_PATH)
      return protocol(request, response)
    })
  )
  app.get(
    INTERACTION,
    node((request, response) => interactions.show(request, response, uidOf(request)))
  )
  app.post(
    `${INTERACTION}/login`,
    node((request, response) => interactions.login(request, response, uidOf(request)))
  )
  app.post(
    `${INTERACTION}/abort`,
    node((request, response) => interactions.abort(request, response, uidOf(request)))
  )
  const notAllowed = node((_request, response) =>
    interactions.send(response, 405, (nonce) =>
      messagePage(nonce, 'Not allowed', 'This address does not accept that request.')
    )
  )
  app.all(`${INTERACTION}/*`, notAllowed)
  app.all(INTERACTION, notAllowed)
  app.all(
    '*',
    node((request, response) => protocol(request, response))
  )

  // Served over HTTP/1.1 (node:https), so the bindings are always Node's request and response.
  const service = await listenHttps({ fetch: (request, env) => app.fetch(request, env as HttpBindings) }, options)
  log(`identity: issuer ${options.origins.identity}, key set ${options.origins.identity}${JWKS_PATH}`)
  return {
    name: 'identity',
    url: options.origins.identity,
    issuer: options.origins.identity,
    jwksUrl: `${options.origins.identity}${JWKS_PATH}`,
    close: service.close
  }
}

class InteractionPages {
  constructor(
    private readonly provider: Provider,
    private readonly throttle: SignInThrottle,
    private readonly policy: ThrottlePolicy,
    private readonly appOrigin: string
  ) {}

  async show(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    const details = await this.details(request, response, uid)
    if (details === undefined) return
    if (details.prompt.name === 'login') return this.signIn(response, 200, uid)
    return this.grantConsent(request, response, details)
  }

  async login(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    const form = await readForm(request)
    if (form === undefined)
      return this.send(response, 413, (nonce) =>
        messagePage(nonce, 'Request too large', 'The sign-in form was too large.')
      )
    const details = await this.details(request, response, uid)
    if (details === undefined) return
    if (details.prompt.name !== 'login') return this.grantConsent(request, response, details)

    const email = form.get('email') ?? ''
    const password = form.get('password') ?? ''
    if (email.trim() === '' || password === '') return this.signIn(response, 400, uid, email, MISSING_CREDENTIALS)

    const key = SignInThrottle.key(email, request.socket.remoteAddress ?? 'unknown')
    const delay = this.throttle.delayFor(key)
    if (delay > 0) await sleep(delay)

    const account = authenticate(email, password)
    if (account === undefined) {
      const slowed = this.throttle.recordFailure(key)
      const seconds = Math.max(1, Math.round(this.policy.slowdownMs / 1000))
      const notice = slowed
        ? ` Too many wrong tries for this account: each further try now waits ${seconds} second${seconds === 1 ? '' : 's'}.`
        : ''
      return this.signIn(response, 401, uid, email, WRONG_CREDENTIALS + notice)
    }
    this.throttle.recordSuccess(key)
    await this.provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.userId } },
      { mergeWithLastSubmission: false }
    )
  }

  async abort(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    if ((await this.details(request, response, uid)) === undefined) return
    const cancelled = { error: 'access_denied', error_description: 'The sign-in was cancelled.' }
    await this.provider.interactionFinished(request, response, cancelled, { mergeWithLastSubmission: false })
  }

  /** Answers with one of the provider's pages, rendered with a fresh nonce for its strict policy. */
  send(response: ServerResponse, status: number, render: (nonce: string) => string): void {
    const nonce = newNonce()
    const html = render(nonce)
    const headers = pageSecurityHeaders(nonce, [this.appOrigin])
    response.writeHead(status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html))
    })
    response.end(html)
  }

  private signIn(response: ServerResponse, status: number, uid: string, email?: string, error?: string): void {
    const demoAccounts = SEEDED_USERS.map((user) => user.email)
    const action = `/interaction/${uid}/login`
    this.send(response, status, (nonce) =>
      signInPage({
        nonce,
        action,
        abortAction: `/interaction/${uid}/abort`,
        email,
        error,
        demoAccounts,
        demoPassword: SEEDED_PASSWORD
      })
    )
  }

  /** The interaction behind this page, or `undefined` after answering that it has expired. */
  private async details(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string
  ): Promise<InteractionDetails | undefined> {
    try {
      const details = await this.provider.interactionDetails(request, response)
      if (details.uid === uid) return details
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error
    }
    const back = { href: `${this.appOrigin}/`, text: 'Back to Crew Portal' }
    this.send(response, 400, (nonce) =>
      messagePage(
        nonce,
        'Sign-in expired',
        'This sign-in page has expired or was already used. Go back to Crew Portal and sign in again.',
        back
      )
    )
    return undefined
  }

  /** A consent prompt can only come from scopes the auto-grant did not cover: grant them too. */
  private async grantConsent(
    request: IncomingMessage,
    response: ServerResponse,
    details: InteractionDetails
  ): Promise<void> {
    const accountId = details.session?.accountId
    const clientId = details.params.client_id
    if (accountId === undefined || typeof clientId !== 'string') {
      return this.send(response, 400, (nonce) =>
        messagePage(nonce, 'Sign-in problem', 'The sign-in request is incomplete.')
      )
    }
    const grant = details.grantId === undefined ? undefined : await this.provider.Grant.find(details.grantId)
    const target = grant ?? new this.provider.Grant({ accountId, clientId })
    const missing = details.prompt.details
    const oidcScopes = stringList(missing.missingOIDCScope)
    if (oidcScopes.length > 0) target.addOIDCScope(oidcScopes.join(' '))
    const resourceScopes = missing.missingResourceScopes
    if (typeof resourceScopes === 'object' && resourceScopes !== null) {
      for (const [resource, scopes] of Object.entries(resourceScopes))
        target.addResourceScope(resource, stringList(scopes).join(' '))
    }
    const grantId = await target.save()
    await this.provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true }
    )
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** The body as text, or `undefined` when it is larger than `limit` bytes. */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The urlencoded form body, or `undefined` when it is larger than a sign-in form can be. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(request, MAX_FORM_BYTES)
  return body === undefined ? undefined : new URLSearchParams(body)
}

/**
 * MSAL's logout sends `post_logout_redirect_uri` with neither `id_token_hint` nor `client_id`, and
 * oidc-provider then cannot check the URI against a client, so it ignores it and the user stays on
 * the provider's "signed out" page. There is one client: name it, and the URI is checked against its
 * registered post-logout URIs as usual (no open redirect). Pure; other requests pass unchanged.
 */
export function endSessionForSoleClient(url: string): string {
  const parsed = new URL(url, 'https://localhost')
  const params = parsed.searchParams
  if (!params.has('post_logout_redirect_uri') || params.has('client_id') || params.has('id_token_hint')) return url
  params.set('client_id', SPA_CLIENT_ID)
  return `${parsed.pathname}${parsed.search}`
}

/**
 * MSAL asks for `offline_access` again when it redeems a refresh token. oidc-provider drops that
 * scope at authorization unless `prompt=consent` (which MSAL never sends), so the refresh token
 * lacks it and the request would fail with invalid_scope. Holding a refresh token is what
 * `offline_access` means, so the scope is taken out of refresh requests (pure).
 */
export function refreshScopeWithoutOfflineAccess(body: string): string {
  const params = new URLSearchParams(body)
  const scope = params.get('scope')
  if (params.get('grant_type') !== 'refresh_token' || scope === null) return body
  const remaining = scope.split(' ').filter((item) => item !== '' && item !== 'offline_access')
  if (remaining.length === scope.split(' ').filter((item) => item !== '').length) return body
  if (remaining.length === 0) params.delete('scope')
  else params.set('scope', remaining.join(' '))
  return params.toString()
}
