// The production serving of deploy/: Debian's Caddy runs deploy/start.sh on the built app, as the
// Dockerfile's image does, and answers as production must (headers, caching, deep links, settings).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAppSettings } from '@crew-portal/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  CREW_APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=0000;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/',
  CREW_SURVEY_SCRIPT_URL: 'https://survey.example.net/crew/survey.js',
  CREW_BUILD_NUMBER: '2026.11.23+abc1234',
  CREW_ACCESS_DENIED_MESSAGE: 'No access to "this" page \\ ask Customer Care.'
}


interface Started {
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function start(env: Record<string, string>, runtime: string, port: number): Started {
  let output = ''
  const child = spawn('sh', [join(root, 'deploy/start.sh')], {
    env: { PATH: process.env.PATH ?? '', CADDY: caddy, CREW_SITE_ROOT: site, CREW_RUNTIME_DIR: runtime, CREW_LISTEN_PORT: String(port), XDG_CONFIG_HOME: runtime, XDG_DATA_HOME: runtime, ...env },
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

describe('deploy/: the built app behind Caddy', () => {
  let origin = ''
  let runtime = ''
  let server: Started | undefined

  beforeAll(async () => {
    expect(existsSync(caddy), `Caddy is missing at ${caddy}: npm test installs Debian's caddy (npm run ensure-system-packages)`).toBe(true)
    expect(existsSync(join(site, 'index.html')), 'build the host app first (npm run build --workspaces)').toBe(true)
    runtime = mkdtempSync(join(tmpdir(), 'crew-deploy-'))
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = start(DEPLOYMENT, runtime, port)
    await answering(origin, server)
  })

  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
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
        postLogoutRedirectUri: 'https://crew.example.com/',
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
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/)
        return [name, sources]
      })
    )
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
  })

  it('answers a deep link with the app, revalidated', async () => {
    const [home, deep] = await Promise.all([fetch(`${origin}/`), fetch(`${origin}/training/evt-bat-upcoming?tab=documents`)])
    expect(deep.status).toBe(200)
    expect(deep.headers.get('content-type')).toMatch(/^text\/html/)
    expect(deep.headers.get('cache-control')).toBe('no-cache')
    expect(await deep.text()).toBe(await home.text())
    // MSAL's first request, at the URL MSAL makes of the authority (lower case), downloads beside the scripts.
    const preload = '<https://crewb2c.b2clogin.com/crewb2c.onmicrosoft.com/b2c_1_signin/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous'
    expect(home.headers.get('link')).toBe(preload)
    expect(deep.headers.get('link')).toBe(preload)
    expect((await fetch(`${origin}/privacy.html`)).headers.get('link')).toBeNull()
  })

  it('sends the precompressed brotli or gzip file the build wrote, by what the browser accepts', async () => {
    const bundle = readdirSync(join(site, 'assets')).find((name) => name.endsWith('.js') && existsSync(join(site, 'assets', `${name}.br`)))
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
      [{ ...DEPLOYMENT, CREW_AUTH_AUTHORITY: 'http://login.example.com' }, 'CREW_AUTH_AUTHORITY must be an https:// URL'],
      [{ ...DEPLOYMENT, CREW_BUILD_NUMBER: 'one\ntwo' }, 'CREW_BUILD_NUMBER must be one line of text']
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
