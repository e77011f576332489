// MSAL in Chromium against the local identity provider, through the real app server and its CSP:
// the redirect sign-in typed with the keyboard, an API token, silent renewal by refresh token and
// by the hidden iframe (frame-src, frame-ancestors, the session cookie), and the sign-out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { startAppServer } from '../app-server/server.ts'
import { API_AUDIENCE, API_SCOPE, SEEDED_PASSWORD, localOrigins, localPorts, type LocalOrigins } from '../ports.ts'
import type { RunningService, TlsMaterial } from '../service.ts'
import { bundleForBrowser, launchChromium } from '../../test/browser.ts'
import { ensureTlsMaterial } from '../tls/certificates.ts'
import { findFreePortBlock } from '../../test/free-ports.ts'
import { startIdentityServer } from './server.ts'

/** What the host app will do with MSAL, reduced to handles the test can call. */
const APP_SOURCE = `
import { PublicClientApplication, ProtocolMode } from '@azure/msal-browser'

async function boot() {
  const settings = await (await fetch('/settings.json')).json()
  const b2c = settings.b2cSettings
  const pca = new PublicClientApplication({
    auth: {
      clientId: b2c.clientId,
      authority: b2c.authority,
      knownAuthorities: b2c.knownAuthorities,
      redirectUri: b2c.redirectUri,
      postLogoutRedirectUri: b2c.postLogoutRedirectUri
    },
    system: { protocolMode: ProtocolMode.OIDC },
    cache: { cacheLocation: 'sessionStorage' }
  })
  await pca.initialize()
  const result = await pca.handleRedirectPromise()
  const account = () => result?.account ?? pca.getAllAccounts()[0] ?? null
  const scopes = b2c.apiScopes
  Object.assign(window, {
    crewTest: {
      account: () => { const a = account(); return a && { username: a.username, claims: a.idTokenClaims } },
      login: () => pca.loginRedirect({ scopes }),
      token: async (forceRefresh) => (await pca.acquireTokenSilent({ scopes, account: account(), forceRefresh })).accessToken,
      sso: async () => (await pca.ssoSilent({ scopes, loginHint: 'bat.pilot@example.com' })).accessToken,
      logout: () => pca.logoutRedirect({ account: account() })
    }
  })
  document.body.dataset.ready = 'true'
}
boot().catch((error) => { document.body.dataset.error = String(error) })
`
const BRIDGE_SOURCE = `
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge'
broadcastResponseToMainFrame().catch((error) => { document.body.dataset.error = String(error) })
`

interface TestHandles {
  crewTest: {
    account(): { username: string; claims: Record<string, unknown> } | null
    login(): Promise<void>
    token(forceRefresh: boolean): Promise<string>
    sso(): Promise<string>
    logout(): Promise<void>
  }
}

let dir: string
let tls: TlsMaterial
let origins: LocalOrigins
let services: RunningService[]
let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crew-msal-'))
  const dist = join(dir, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(
    join(dist, 'index.html'),
    '<!DOCTYPE html><html lang="en"><title>Crew Portal</title><body><script src="/assets/app-T3st.js"></script></body></html>'
  )
  // The sign-out's return page, as the build ships it: on to the app once the site's data is cleared.
  await writeFile(
    join(dist, 'signed-out.html'),
    '<!DOCTYPE html><html lang="en"><meta http-equiv="refresh" content="0; url=/"><title>Signed out</title></html>'
  )
  await writeFile(
    join(dist, 'redirect.html'),
    '<!DOCTYPE html><html lang="en"><title>Signing in</title><body><script src="/assets/bridge-T3st.js"></script></body></html>'
  )
  await writeFile(join(dist, 'assets', 'app-T3st.js'), await bundleForBrowser(APP_SOURCE))
  await writeFile(join(dist, 'assets', 'bridge-T3st.js'), await bundleForBrowser(BRIDGE_SOURCE))
  tls = await ensureTlsMaterial(join(dir, 'certs'))
  const base = await findFreePortBlock()
  origins = localOrigins(base)
  const ports = localPorts(base)
  const common = { tls, origins, dataDir: join(dir, 'data') }
  services = [
    await startIdentityServer({ ...common, port: ports.identity }),
    await startAppServer({ ...common, port: ports.app, distDir: dist, buildNumber: 'test' })
  ]
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser.close()
  await Promise.all(services.map((service) => service.close()))
  await rm(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  context = await browser.newContext({ ignoreHTTPSErrors: true })
  page = await context.newPage()
  problems = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
})

afterEach(async () => {
  await context.close()
})

async function openApp(): Promise<void> {
  await page.goto(`${origins.app}/`)
  await page.waitForSelector('body[data-ready="true"], body[data-error]', { state: 'attached' })
  expect(await page.getAttribute('body', 'data-error')).toBeNull()
}

describe('MSAL against the local identity provider', () => {
  it('signs in by redirect with the keyboard, renews silently both ways, and signs out', async () => {
    await openApp()
    await page.evaluate(() => {
      void (window as unknown as TestHandles).crewTest.login()
    })
    await page.waitForURL(`${origins.identity}/interaction/**`)
    await expect(page.getByLabel('E-mail').count()).resolves.toBe(1)
    // The e-mail field has focus on arrival; the rest is Tab and Enter.
    await page.keyboard.type('bat.pilot@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type(SEEDED_PASSWORD)
    await page.keyboard.press('Enter')

    await page.waitForURL(`${origins.app}/**`)
    await page.waitForFunction(
      () => (window as unknown as Partial<TestHandles>).crewTest?.account() != null,
      undefined,
      { timeout: 15_000 }
    )
    const account = await page.evaluate(() => (window as unknown as TestHandles).crewTest.account())
    expect(account?.claims).toMatchObject({
      given_name: 'Alex',
      family_name: 'Morgan',
      email: 'bat.pilot@example.com',
      oid: 'usr-1001'
    })

    const token = await page.evaluate(() => (window as unknown as TestHandles).crewTest.token(false))
    expect(decodeJwt(token)).toMatchObject({ aud: API_AUDIENCE, scope: API_SCOPE, iss: origins.identity })

    const refreshed = await page.evaluate(() => (window as unknown as TestHandles).crewTest.token(true))
    expect(refreshed).not.toBe(token)
    expect(decodeJwt(refreshed).aud).toBe(API_AUDIENCE)

    // ssoSilent goes through the hidden iframe: provider session cookie, frame-src, frame-ancestors 'self'.
    const fromIframe = await page.evaluate(() => (window as unknown as TestHandles).crewTest.sso())
    expect(decodeJwt(fromIframe)).toMatchObject({ aud: API_AUDIENCE, sub: 'usr-1001' })

    await page.evaluate(() => {
      void (window as unknown as TestHandles).crewTest.logout()
    })
    await page.waitForURL((url) => url.origin === origins.identity)
    await page
      .waitForURL((url) => url.origin === origins.app, { timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`Still at ${page.url()}; console: ${problems.join(' | ')}`, { cause: error })
      })
    await page.waitForSelector('body[data-ready="true"], body[data-error]', { state: 'attached' })
    expect(await page.evaluate(() => (window as unknown as TestHandles).crewTest.account())).toBeNull()
    await expect(page.evaluate(() => (window as unknown as TestHandles).crewTest.sso())).rejects.toThrow(
      /login_required|interaction_required/
    )

    // The app server enforces Trusted Types: MSAL (redirect, iframe, bridge page, logout) trips none of it.
    expect(problems.filter((text) => /Content Security Policy|Refused|Trusted/i.test(text))).toEqual([])
  }, 60_000)

  it('shows a wrong password in the alert region and stays on the sign-in page', async () => {
    await openApp()
    await page.evaluate(() => {
      void (window as unknown as TestHandles).crewTest.login()
    })
    await page.waitForURL(`${origins.identity}/interaction/**`)
    await page.getByLabel('E-mail').fill('fto.pilot@example.com')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toContain('The e-mail or password is not right')
    expect(page.url()).toContain(`${origins.identity}/interaction/`)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email')
  }, 60_000)
})
