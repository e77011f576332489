// A new deployment while the app is open (docs/offline.md): the service worker picks it up and the
// page offers "A new version is available" with Reload; a lazy page whose bundle is gone reloads
// the app once. The app is served by deploy/ (Caddy) from a folder this test swaps builds in.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { freePort } from '../deploy/free-port.ts'
import { expect, test, watchCspViolations } from './fixtures.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const firstBuild = join(root, 'packages/host-app/dist')

test.describe('a new deployment', () => {
  let work = ''
  let site = ''
  let secondBuild = ''
  let origin = ''
  let caddy: ChildProcess | undefined

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'crew-update-'))
    site = join(work, 'site')
    secondBuild = join(work, 'next')
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        join(root, 'tests/e2e/second-build.config.mjs'),
        '--outDir',
        secondBuild,
        '--emptyOutDir',
        '--logLevel',
        'error'
      ],
      { cwd: join(root, 'packages/host-app'), stdio: 'pipe' }
    )
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    caddy = spawn('sh', [join(root, 'deploy/start.sh')], {
      env: {
        PATH: process.env.PATH ?? '',
        CREW_SITE_ROOT: site,
        CREW_RUNTIME_DIR: join(work, 'runtime'),
        XDG_CONFIG_HOME: join(work, 'runtime'),
        XDG_DATA_HOME: join(work, 'runtime'),
        CREW_LISTEN_PORT: String(port),
        // Nothing here is reached: the pages under test need no sign-in and no API.
        CREW_PUBLIC_URL: 'https://crew.invalid',
        CREW_API_BASE_URL: 'https://api.crew.invalid',
        CREW_AUTH_AUTHORITY: 'https://login.crew.invalid/tenant',
        CREW_AUTH_CLIENT_ID: 'test-client',
        CREW_AUTH_API_SCOPES: 'api://crew/read'
      },
      stdio: 'ignore'
    })
  })

  test.beforeEach(async ({ context }) => {
    rmSync(site, { recursive: true, force: true })
    cpSync(firstBuild, site, { recursive: true })
    // Never leave this machine: the fake tenant and API answer nothing.
    await context.route(/\.crew\.invalid\//, (route) => route.abort())
    await expect.poll(async () => (await fetch(`${origin}/index.html`).catch(() => undefined))?.status).toBe(200)
  })

  test.afterAll(() => {
    caddy?.kill('SIGTERM')
    rmSync(work, { recursive: true, force: true })
  })

  function deploySecondBuild(): void {
    rmSync(site, { recursive: true, force: true })
    cpSync(secondBuild, site, { recursive: true })
  }

  test('the app is installable: Chromium finds no installability error, and the worker and manifest are served right', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context.
    const profile = join(work, 'profile')
    const browser = await watchCspViolations(
      await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs })
    )
    await browser.route(/\.crew\.invalid\//, (route) => route.abort())
    const page = browser.pages()[0] ?? (await browser.newPage())
    await page.goto(`${origin}/waiting`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[]
    }
    expect(installabilityErrors).toEqual([])
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
    expect(manifest).toMatchObject({
      name: 'Crew Portal',
      short_name: 'Crew Portal',
      display: 'standalone',
      start_url: '/training',
      theme_color: '#0b2545'
    })
    const sizes = (manifest as { icons: { sizes: string }[] }).icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    const worker = await fetch(`${origin}/sw.js`)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect(worker.headers.get('service-worker-allowed')).toBeNull()
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'")
    expect(worker.headers.get('content-security-policy')).toContain("manifest-src 'self'")
    await browser.close()
  })

  test('is offered as "A new version is available", and Reload brings it', async ({ page }) => {
    await page.goto(`${origin}/waiting`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // The worker claims the page once active; a reload makes sure this page is one it controls.
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    deploySecondBuild()
    // The browser looks for a new worker on every navigation.
    await page.reload()
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(notice).toBeVisible({ timeout: 15_000 })
    // Until the pilot says so, the page still runs the first build.
    expect(await page.locator('script[src*="-next-"]').count()).toBe(0)
    await notice.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('script[src*="/assets/index-next-"]')).toHaveCount(1, { timeout: 15_000 })
  })

  test('a lazy page whose bundle is gone reloads the app once and shows the page', async ({ browser }) => {
    // A page of the first build that no worker holds (opened before one installed).
    const context = await watchCspViolations(await browser.newContext({ serviceWorkers: 'block' }))
    await context.route(/\.crew\.invalid\//, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(`${origin}/waiting`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    deploySecondBuild()
    let loads = 0
    page.on('load', () => (loads += 1))
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    // Client-side to a page whose bundle of the first build is gone from the server.
    await page.evaluate(() => {
      history.pushState(null, '', '/help')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible({ timeout: 15_000 })
    expect(loads).toBe(1)
    await expect(page.locator('script[src*="/assets/index-next-"]')).toHaveCount(1)
    expect(failures).toEqual([])
    await context.close()
  })
})
