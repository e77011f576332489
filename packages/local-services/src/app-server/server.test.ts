import { connect } from 'node:http2'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localOrigins, type LocalOrigins } from '../ports.ts'
import type { RunningService, TlsMaterial } from '../service.ts'
import { ensureTlsMaterial } from '../tls/certificates.ts'
import { findFreePortBlock } from '../../test/free-ports.ts'
import { trustingFetch, type FetchLike } from '../tls/trusting-fetch.ts'
import { startAppServer } from './server.ts'

const SIGNED_OUT_PAGE = '<!DOCTYPE html><meta http-equiv="refresh" content="0; url=/"><title>Signed out</title>'
const INDEX =
  '<!DOCTYPE html><html><head><script type="module" src="/assets/index-Bx12ab.js"></script></head><body></body></html>'

let dir: string
let tls: TlsMaterial
let origins: LocalOrigins
let fetch: FetchLike
let app: RunningService

async function startOn(distDir: string, port: number): Promise<RunningService> {
  return startAppServer({ port, tls, origins, dataDir: join(dir, 'data'), distDir, buildNumber: '0.1.0+test' })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crew-app-'))
  const dist = join(dir, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'redirect.html'), '<!DOCTYPE html><title>bridge</title>')
  await writeFile(join(dist, 'signed-out.html'), SIGNED_OUT_PAGE)
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(dist, 'assets', 'index-Bx12ab.js'), 'console.log("app")')
  await writeFile(join(dist, 'assets', 'big-Cc34cd.js'), `/*${'x'.repeat(200_000)}*/`)
  // What the host app's build writes beside each text file (build/precompress.ts).
  await writeFile(join(dist, 'assets', 'big-Cc34cd.js.br'), brotliCompressSync(`/*${'x'.repeat(200_000)}*/`))
  await writeFile(join(dist, 'assets', 'big-Cc34cd.js.gz'), gzipSync(`/*${'x'.repeat(200_000)}*/`))
  await writeFile(join(dir, 'secret.txt'), 'outside the build')
  tls = await ensureTlsMaterial(join(dir, 'certs'))
  origins = localOrigins(await findFreePortBlock())
  fetch = trustingFetch(tls.ca)
  app = await startOn(dist, Number(new URL(origins.app).port))
})

afterAll(async () => {
  await app.close()
  await rm(dir, { recursive: true, force: true })
})

describe('app server headers', () => {
  it('serve a strict policy and the production headers on every answer', async () => {
    for (const path of ['/', '/training', '/assets/index-Bx12ab.js', '/settings.json', '/assets/missing.js']) {
      const response = await fetch(`${origins.app}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).toBe(`'self' ${origins.telemetry}`)
      expect(csp).not.toMatch(/unsafe-eval/)
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain(`frame-src 'self' ${origins.identity}`)
      expect(csp).toContain(`child-src 'self' ${origins.identity}`)
      expect(csp).toContain(
        `connect-src 'self' ${origins.api} ${origins.identity} ${origins.flags} ${origins.telemetry}`
      )
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      // Trusted Types enforced, with the app's named policies only (no duplicates, no wildcard).
      expect(csp).toContain("require-trusted-types-for 'script'")
      expect(/trusted-types ([^;]+)/.exec(csp)?.[1]).toBe('crew-survey-script crew-service-worker')
      // Violations go to the telemetry sink: the Reporting API, and report-uri for older browsers.
      expect(csp).toContain(`report-uri ${origins.telemetry}/csp-reports`)
      expect(csp).toMatch(/; report-to csp$/)
      expect(response.headers.get('reporting-endpoints')).toBe(`csp="${origins.telemetry}/csp-reports"`)
      expect(response.headers.get('clear-site-data')).toBeNull()
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('app server: the service worker and the sign-out', () => {
  it('gives the service worker the same policy, reporting through report-uri alone', async () => {
    await writeFile(join(dir, 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {})')
    const worker = await fetch(`${origins.app}/sw.js`)
    expect(worker.status).toBe(200)
    const csp = worker.headers.get('content-security-policy') ?? ''
    const page = (await fetch(`${origins.app}/`)).headers.get('content-security-policy') ?? ''
    // Chromium sends no Reporting API report from a service worker, and skips report-uri beside report-to.
    expect(csp).toBe(page.replace('; report-to csp', ''))
    expect(csp).toContain("require-trusted-types-for 'script'")
    expect(csp).toContain(`report-uri ${origins.telemetry}/csp-reports`)
  })

  it('answers the page the sign-out returns to, clearing the cache and every storage, never stored', async () => {
    const { SIGNED_OUT_PATH } = await import('../ports.ts')
    expect(SIGNED_OUT_PATH).toBe('/signed-out.html')
    for (const path of ['/signed-out.html', '/signed-out.html?state=abc']) {
      const response = await fetch(`${origins.app}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe(SIGNED_OUT_PAGE)
    }
    // A plain visit of the app clears nothing.
    for (const path of ['/', '/training', '/signed-out', '/index.html', '/redirect.html']) {
      expect((await fetch(`${origins.app}${path}`)).headers.get('clear-site-data'), path).toBeNull()
    }
  })
})

describe('app server files', () => {
  it('answers deep links with the app, never cached for good', async () => {
    for (const path of ['/', '/training', '/user/settings/notifications', '/error?error=Oops']) {
      const response = await fetch(`${origins.app}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(INDEX)
      // MSAL's first request (the identity provider's metadata) downloads beside the scripts.
      expect(response.headers.get('link')).toBe(
        `<${origins.identity}/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous`
      )
    }
    const favicon = await fetch(`${origins.app}/favicon.svg`)
    expect(favicon.headers.get('link')).toBeNull()
  })

  it('preloads the metadata at the URL MSAL makes of the authority: lower case, one slash', async () => {
    const { authorityMetadataPreload } = await import('./headers.ts')
    expect(authorityMetadataPreload('https://CrewB2C.b2clogin.com/crewb2c.onmicrosoft.com/B2C_1_SignIn/')).toBe(
      '<https://crewb2c.b2clogin.com/crewb2c.onmicrosoft.com/b2c_1_signin/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous'
    )
  })

  it('caches hashed assets for a year and nothing else', async () => {
    const asset = await fetch(`${origins.app}/assets/index-Bx12ab.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await asset.text()).toBe('console.log("app")')
    const favicon = await fetch(`${origins.app}/favicon.svg`)
    expect(favicon.headers.get('cache-control')).toBe('no-cache')
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml(; charset=utf-8)?$/)
    const bridge = await fetch(`${origins.app}/redirect.html`)
    expect(bridge.headers.get('cache-control')).toBe('no-cache')
    const big = await fetch(`${origins.app}/assets/big-Cc34cd.js`)
    expect((await big.text()).length).toBe(200_004)
  })

  it('sends a hashed asset precompressed: brotli when the browser takes it, else gzip, else plain', async () => {
    const path = `${origins.app}/assets/big-Cc34cd.js`
    const brotli = await fetch(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toHaveLength(200_004)
    const gzip = await fetch(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toHaveLength(200_004)
    const plain = await fetch(path)
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('answers 404, not the app, for a missing asset', async () => {
    for (const path of ['/assets/missing.js', '/assets/nothing', '/missing.css', '/logo.png']) {
      const response = await fetch(`${origins.app}${path}`)
      expect(response.status, path).toBe(404)
    }
  })

  it('never serves a file outside the build', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%E0%A4%A',
      '/a%00.js'
    ]) {
      const response = await fetch(`${origins.app}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('outside the build')
    }
  })

  it('answers a repeated request with 304 when unchanged', async () => {
    const first = await fetch(`${origins.app}/assets/index-Bx12ab.js`)
    const etag = first.headers.get('etag') ?? ''
    const second = await fetch(`${origins.app}/assets/index-Bx12ab.js`, { headers: { 'if-none-match': etag } })
    expect(second.status).toBe(304)
  })

  it('refuses writes', async () => {
    const response = await fetch(`${origins.app}/`, { method: 'POST', body: 'x' })
    expect(response.status).toBe(405)
  })
})

/** The status and protocol-level answer of GETs sent together over one HTTP/2 connection, as a browser sends a page's files. */
async function http2Gets(paths: string[]): Promise<Array<{ status: number; body: string }>> {
  const session = connect(origins.app, { ca: tls.ca })
  try {
    return await Promise.all(
      paths.map(
        (path) =>
          new Promise<{ status: number; body: string }>((resolve, reject) => {
            const stream = session.request({ ':path': path, 'accept-encoding': 'identity' })
            let status = 0
            let body = ''
            stream.on('response', (headers) => (status = Number(headers[':status'])))
            stream.setEncoding('utf8')
            stream.on('data', (chunk: string) => (body += chunk))
            stream.on('end', () => resolve({ status, body }))
            stream.on('error', reject)
          })
      )
    )
  } finally {
    session.close()
  }
}

describe('app server protocols', () => {
  it("speaks HTTP/2, as production's front end does: a page's files share one connection", async () => {
    const answers = await http2Gets(['/training', '/assets/index-Bx12ab.js', '/favicon.svg'])
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200])
    expect(answers[0]?.body).toBe(INDEX)
    expect(answers[1]?.body).toBe('console.log("app")')
  })

  it('and HTTP/1.1 to a client that asks for it', async () => {
    const response = await fetch(`${origins.app}/training`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(INDEX)
  })
})

describe('settings file', () => {
  it('points every client at the local origins', async () => {
    const response = await fetch(`${origins.app}/settings.json`)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const identityPort = new URL(origins.identity).port
    expect(await response.json()).toEqual({
      apiBaseUrl: origins.api,
      buildNumber: '0.1.0+test',
      accessDeniedMessage: expect.any(String),
      defaultErrorMessage: expect.any(String),
      featureFlags: {
        apiKey: 'crew-portal-local',
        isEnabled: true,
        baseUrl: origins.flags,
        streamUrl: origins.flags,
        eventsUrl: origins.flags
      },
      logger: { level: 'info' },
      b2cSettings: {
        clientId: 'crew-portal-spa',
        authority: origins.identity,
        knownAuthorities: [`localhost:${identityPort}`],
        redirectUri: `${origins.app}/redirect.html`,
        postLogoutRedirectUri: `${origins.app}/signed-out.html`,
        apiScopes: ['crew.api']
      },
      appInsights: {
        connectionString: expect.stringMatching(new RegExp(`;IngestionEndpoint=${origins.telemetry}/$`)),
        showAppInsightComponent: true
      },
      survey: { scriptUrl: `${origins.telemetry}/survey/survey.js` }
    })
  })
})

describe('without a build', () => {
  it('says how to build, with 503, and still serves the settings', async () => {
    const port = await findFreePortBlock(1)
    const unbuilt = await startOn(join(dir, 'no-dist'), port)
    try {
      const page = await fetch(`https://localhost:${port}/training`)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain('npm run build -w @crew-portal/host-app')
      expect((await fetch(`https://localhost:${port}/settings.json`)).status).toBe(200)
    } finally {
      await unbuilt.close()
    }
  })
})
