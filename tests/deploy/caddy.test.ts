// The production serving of deploy/: Debian's Caddy runs deploy/start.sh on the built app, as the
// Dockerfile's image does, and answers as production must (headers, caching, deep links, settings).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TRUSTED_TYPES_POLICIES, parseAppSettings } from '@crew-portal/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localOrigins } from '../../packages/local-services/src/ports.ts'
import type { TlsMaterial } from '../../packages/local-services/src/service.ts'
import { startTelemetrySink, type TelemetrySink } from '../../packages/local-services/src/telemetry/index.ts'
import { launchChromium } from '../../packages/local-services/test/browser.ts'
import { throwawayTls } from '../../packages/local-services/test/service-http.ts'
import { freePort } from './free-port.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const site = join(root, 'packages/host-app/dist')
const caddy = process.env.CADDY_PATH ?? '/usr/bin/caddy'

const DEPLOYMENT = {
  CREW_PUBLIC_URL: 'https://crew.example.com',
  CREW_API_BASE_URL: 'https://api.crew.example.com',
  CREW_AUTH_AUTHORITY: 'https://crewb2c.b2clogin.com/crewb2c.onmicrosoft.com/B2C_1_signin',
  CREW_AUTH_CLIENT_ID: '5f1c2a8e-0000-4c6a-9e1f-0a7b8c9d0001',
  CREW_AUTH_API_SCOPES: 'https://crewb2c.onmicrosoft.com/api/crew.read, offline_access',
  CREW_LAUNCHDARKLY_CLIENT_SIDE_ID: '65f0c0ffee0000aa00000001',
  CREW_APPINSIGHTS_CONNECTION_STRING:
    'InstrumentationKey=0000;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/',
  CREW_SURVEY_SCRIPT_URL: 'https://survey.example.net/crew/survey.js',
  CREW_BUILD_NUMBER: '2026.11.23+abc1234',
  CREW_ACCESS_DENIED_MESSAGE: 'No access to "this" page \\ ask Customer Care.'
}

/** A policy as a map of directive to sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    })
  )
}

interface Started {
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function start(env: Record<string, string>, runtime: string, port: number): Started {
  let output = ''
  const child = spawn('sh', [join(root, 'deploy/start.sh')], {
    env: {
      PATH: process.env.PATH ?? '',
      CADDY: caddy,
      CREW_SITE_ROOT: site,
      CREW_RUNTIME_DIR: runtime,
      CREW_LISTEN_PORT: String(port),
      XDG_CONFIG_HOME: runtime,
      XDG_DATA_HOME: runtime,
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { process: child, output: () => output, exited }
}

async function answering(origin: string, started: Started): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) throw new Error(`start.sh ended: ${started.output()}`)
    try {
      await fetch(`${origin}/settings.json`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`Caddy did not answer within 15 s: ${started.output()}`)
}

/**
 * TLS in front of Caddy, as the ingress does in production: Chromium sends Reporting API reports
 * only from an https page, and Caddy speaks plain HTTP.
 */
async function tlsInFront(tls: TlsMaterial, port: number, target: string): Promise<() => Promise<void>> {
  const front = createHttpsServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const upstream = httpRequest(
      `${target}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve))
  return () => new Promise((resolve) => front.close(() => resolve()))
}

describe('deploy/: the built app behind Caddy', () => {
  let origin = ''
  let runtime = ''
  let server: Started | undefined
  let tls: TlsMaterial
  /** The local services' telemetry sink, collecting this deployment's violation reports. */
  let sink: TelemetrySink
  let reportUrl = ''
  /** The deployment's public origin: TLS in front of Caddy. */
  let publicOrigin = ''
  let closeFront: (() => Promise<void>) | undefined

  beforeAll(async () => {
    expect(
      existsSync(caddy),
      `Caddy is missing at ${caddy}: npm test installs Debian's caddy (npm run ensure-system-packages)`
    ).toBe(true)
    expect(existsSync(join(site, 'index.html')), 'build the host app first (npm run build)').toBe(true)
    runtime = mkdtempSync(join(tmpdir(), 'crew-deploy-'))
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    tls = await throwawayTls()
    const frontPort = await freePort()
    publicOrigin = `https://localhost:${frontPort}`
    sink = await startTelemetrySink({
      port: 0,
      tls,
      dataDir: '/nonexistent',
      origins: { ...localOrigins(), app: publicOrigin }
    })
    reportUrl = `${sink.url}/csp-reports`
    server = start({ ...DEPLOYMENT, CREW_CSP_REPORT_URL: reportUrl }, runtime, port)
    await answering(origin, server)
    closeFront = await tlsInFront(tls, frontPort, origin)
  })

  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    await closeFront?.()
    await sink?.close()
    rmSync(runtime, { recursive: true, force: true })
  })

  it('writes settings.json from the environment: valid app settings, every value escaped', async () => {
    const response = await fetch(`${origin}/settings.json`)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const settings = parseAppSettings(await response.json())
    expect(settings).toMatchObject({
      apiBaseUrl: DEPLOYMENT.CREW_API_BASE_URL,
      buildNumber: DEPLOYMENT.CREW_BUILD_NUMBER,
      accessDeniedMessage: DEPLOYMENT.CREW_ACCESS_DENIED_MESSAGE,
      helpUrl: 'https://crew.example.com/help',
      customerCareUrl: 'https://crew.example.com/help#customer-care',
      featureFlags: { apiKey: DEPLOYMENT.CREW_LAUNCHDARKLY_CLIENT_SIDE_ID, isEnabled: true },
      b2cSettings: {
        clientId: DEPLOYMENT.CREW_AUTH_CLIENT_ID,
        authority: DEPLOYMENT.CREW_AUTH_AUTHORITY,
        knownAuthorities: ['crewb2c.b2clogin.com'],
        redirectUri: 'https://crew.example.com/redirect.html',
        postLogoutRedirectUri: 'https://crew.example.com/signed-out.html',
        apiScopes: ['https://crewb2c.onmicrosoft.com/api/crew.read', 'offline_access']
      },
      appInsights: { connectionString: DEPLOYMENT.CREW_APPINSIGHTS_CONNECTION_STRING, showAppInsightComponent: false },
      survey: { scriptUrl: DEPLOYMENT.CREW_SURVEY_SCRIPT_URL }
    })
  })

  it('sends the security headers, with a CSP naming exactly the deployment’s origins', async () => {
    const response = await fetch(`${origin}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
    expect(response.headers.get('server')).toBeNull()
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp['script-src']).toEqual(["'self'", 'https://survey.example.net'])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.crew.example.com',
      'https://crewb2c.b2clogin.com',
      'https://app.launchdarkly.com',
      'https://clientstream.launchdarkly.com',
      'https://events.launchdarkly.com',
      'https://westeurope-5.in.applicationinsights.azure.com'
    ])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
    expect(csp['base-uri']).toEqual(["'none'"])
  })

  it('enforces Trusted Types with the app’s policies by name, and reports violations to the configured endpoint', async () => {
    for (const path of ['/', '/training', '/redirect.html', '/privacy.html', '/assets/index-gone0000.js']) {
      const response = await fetch(`${origin}${path}`)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['require-trusted-types-for'], path).toEqual(["'script'"])
      // Exactly the policies the core creates, each once: no 'allow-duplicates', no wildcard.
      expect(csp['trusted-types'], path).toEqual([...TRUSTED_TYPES_POLICIES])
      expect(csp['report-uri'], path).toEqual([reportUrl])
      expect(csp['report-to'], path).toEqual(['csp'])
      expect(response.headers.get('reporting-endpoints'), path).toBe(`csp="${reportUrl}"`)
    }
    // The service worker: the same policy, reporting through report-uri alone (Chromium sends no
    // Reporting API report from a worker, and skips report-uri beside report-to).
    const page = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? ''
    const worker = (await fetch(`${origin}/sw.js`)).headers.get('content-security-policy') ?? ''
    expect(worker).toBe(page.replace('; report-to csp', ''))
    expect(directives(worker)['report-uri']).toEqual([reportUrl])
  })

  it('answers the page the sign-out returns to from the build, clearing the cache and every storage, never stored', async () => {
    const [home, signedOut] = await Promise.all([
      fetch(`${origin}/`),
      fetch(`${origin}/signed-out.html`, { headers: { 'accept-encoding': 'identity' } })
    ])
    expect(signedOut.status).toBe(200)
    expect(signedOut.headers.get('clear-site-data')).toBe('"cache", "storage"')
    expect(signedOut.headers.get('cache-control')).toBe('no-store')
    expect(signedOut.headers.get('content-security-policy')).toBe(home.headers.get('content-security-policy'))
    // It goes on to the app without a script (which the CSP would refuse inline anyway).
    const page = await signedOut.text()
    expect(page).toBe(readFileSync(join(site, 'signed-out.html'), 'utf8'))
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/" />')
    expect(page).not.toContain('<script')
    // A plain visit of the app, or anything else, clears nothing.
    expect(home.headers.get('clear-site-data')).toBeNull()
    for (const path of ['/training', '/signed-out', '/index.html', '/sw.js', '/redirect.html'])
      expect((await fetch(`${origin}${path}`)).headers.get('clear-site-data'), path).toBeNull()
  })

  it('makes Chromium report a violation on its pages to the local services’ sink, through the Reporting API', async () => {
    const browser = await launchChromium()
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true })
      const page = await context.newPage()
      await page.goto(`${publicOrigin}/privacy.html`)
      const refused = await page.evaluate(() => {
        try {
          document.body.innerHTML = '<b>crew-deploy-probe</b>'
          return 'assigned'
        } catch (error) {
          return String(error)
        }
      })
      expect(refused).toMatch(/TrustedHTML/)
      await expect
        .poll(() => sink.cspReports().filter((report) => report.sample.includes('crew-deploy-probe')), {
          timeout: 15_000
        })
        .toEqual([
          expect.objectContaining({
            via: 'report-to',
            documentURL: `${publicOrigin}/privacy.html`,
            effectiveDirective: 'require-trusted-types-for',
            sample: expect.stringMatching(/^Element innerHTML\|/)
          })
        ])
    } finally {
      await browser.close()
    }
  })

  it('without CREW_CSP_REPORT_URL, says at start that violations go unreported, and sends no reporting directive', async () => {
    const port = await freePort()
    const other = mkdtempSync(join(tmpdir(), 'crew-deploy-'))
    const unreported = start(DEPLOYMENT, other, port)
    try {
      await answering(`http://127.0.0.1:${port}`, unreported)
      const response = await fetch(`http://127.0.0.1:${port}/`)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['require-trusted-types-for']).toEqual(["'script'"])
      expect(csp['report-uri']).toBeUndefined()
      expect(csp['report-to']).toBeUndefined()
      expect(response.headers.get('reporting-endpoints')).toBeNull()
      expect(unreported.output()).toContain('CREW_CSP_REPORT_URL is not set')
    } finally {
      unreported.process.kill('SIGTERM')
      await unreported.exited
      rmSync(other, { recursive: true, force: true })
    }
  })

  it('answers a deep link with the app, revalidated', async () => {
    const [home, deep] = await Promise.all([
      fetch(`${origin}/`),
      fetch(`${origin}/training/evt-bat-upcoming?tab=documents`)
    ])
    expect(deep.status).toBe(200)
    expect(deep.headers.get('content-type')).toMatch(/^text\/html/)
    expect(deep.headers.get('cache-control')).toBe('no-cache')
    expect(await deep.text()).toBe(await home.text())
    // MSAL's first request, at the URL MSAL makes of the authority (lower case), downloads beside the scripts.
    const preload =
      '<https://crewb2c.b2clogin.com/crewb2c.onmicrosoft.com/b2c_1_signin/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous'
    expect(home.headers.get('link')).toBe(preload)
    expect(deep.headers.get('link')).toBe(preload)
    expect((await fetch(`${origin}/privacy.html`)).headers.get('link')).toBeNull()
  })

  it('sends the precompressed brotli or gzip file the build wrote, by what the browser accepts', async () => {
    const bundle = readdirSync(join(site, 'assets')).find(
      (name) => name.endsWith('.js') && existsSync(join(site, 'assets', `${name}.br`))
    )
    expect(bundle, 'the build writes .br files beside the bundles').toBeDefined()
    const brotli = await fetch(`${origin}/assets/${bundle}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-type')).toMatch(/javascript/)
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const gzip = await fetch(`${origin}/assets/${bundle}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
  })

  it('caches hashed bundles for good and never answers a missing one with HTML', async () => {
    const bundle = readdirSync(join(site, 'assets')).find((name) => name.endsWith('.js'))
    const found = await fetch(`${origin}/assets/${bundle}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toMatch(/javascript/)
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await fetch(`${origin}/assets/index-gone0000.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(missing.headers.get('content-type')).not.toMatch(/html/)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses to start on a missing or unsafe setting, saying which', async () => {
    const port = await freePort()
    for (const [env, message] of [
      [{ ...DEPLOYMENT, CREW_API_BASE_URL: '' }, 'CREW_API_BASE_URL is required'],
      [
        { ...DEPLOYMENT, CREW_AUTH_AUTHORITY: 'http://login.example.com' },
        'CREW_AUTH_AUTHORITY must be an https:// URL'
      ],
      [{ ...DEPLOYMENT, CREW_BUILD_NUMBER: 'one\ntwo' }, 'CREW_BUILD_NUMBER must be one line of text'],
      [
        { ...DEPLOYMENT, CREW_CSP_REPORT_URL: 'http://csp.example.com/reports' },
        'CREW_CSP_REPORT_URL must be an https:// URL'
      ],
      [
        { ...DEPLOYMENT, CREW_CSP_REPORT_URL: 'https://csp.example.com/r"; script-src *' },
        'CREW_CSP_REPORT_URL must be a plain URL'
      ]
    ] as const) {
      const other = mkdtempSync(join(tmpdir(), 'crew-deploy-'))
      const refused = start(env, other, port)
      expect(await refused.exited).not.toBe(0)
      expect(refused.output()).toContain(message)
      expect(existsSync(join(other, 'settings.json'))).toBe(false)
      rmSync(other, { recursive: true, force: true })
    }
  })
})
