// The door pass (docs/access-pass.md), through the real sign-in, the real API issuing credentials and
// the real gate: the pilot's phone shows a code signed by a key it cannot give away, renewed every
// 15 s; whoever guards the door checks it at /gate, offline too.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test'
import { encodeBase64Url, passCode, passCodeSigningInput } from '@crew-portal/contract'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { FFMPEG } from '../../scripts/ensure-system-packages.mjs'
import { expect, test, watchCspViolations } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { doorCode, inWindowOf, scanScreen } from './models/door-code.ts'
import { Gate } from './models/gate.model.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

const DAY_MS = 86_400_000
const PHONE = { width: 390, height: 844 }
const CREDENTIALS_KEY = 'crew-portal:slice:PassCredentials'
const PASSES_KEY = 'crew-portal:slice:AccessPass'

/**
 * A moment inside Sam Rivera's pass: the seed's FTO event starts 12 days from now, and its pass is
 * valid from the day before to the end of its last day. The phone and the gate live there (Playwright's
 * clock, running), as they would on the day of the training.
 */
const ON_THE_DAY = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * DAY_MS + 12 * 3_600_000)

/** Signs in on a phone-sized page whose clock stands on the day, and waits for the door code. */
async function pilotOnTheDay(page: Page): Promise<CrewPortal> {
  await page.setViewportSize(PHONE)
  await page.clock.install({ time: ON_THE_DAY })
  const portal = new CrewPortal(page)
  await portal.signInAs(accounts.fto, '/access-pass')
  await expect(page.locator('crew-access-pass')).toContainText('Valid')
  await expect(doorCode(page)).toBeVisible()
  return portal
}

/** A gate of its own (a tablet at the door): no account, its clock at `at`. */
async function gateAt(
  browser: Browser,
  at: Date,
  options: { serviceWorker?: boolean } = {}
): Promise<{ context: BrowserContext; gate: Gate }> {
  const context = await watchCspViolations(
    await browser.newContext({
      baseURL: origins.app,
      ignoreHTTPSErrors: true,
      ...(options.serviceWorker ? {} : { serviceWorkers: 'block' as const })
    })
  )
  const page = await context.newPage()
  await page.clock.install({ time: at })
  const gate = new Gate(page)
  await gate.open()
  return { context, gate }
}

/** A browser with a profile on disk, as a phone or a gate keeps one between launches. */
async function launchProfile(profile: string, offline = false, extraArgs: string[] = []): Promise<BrowserContext> {
  return watchCspViolations(
    await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      // The service worker registers only on an origin whose certificate the browser accepts.
      args: [...chromiumArgs, '--ignore-certificate-errors', ...extraArgs],
      ignoreHTTPSErrors: true,
      baseURL: origins.app,
      viewport: PHONE,
      offline
    })
  )
}

async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!registration.active) throw new Error('no active worker')
  })
}

test.describe('the door pass', () => {
  // A phone, a gate and their restarts are up to four browsers in one test.
  test.describe.configure({ timeout: 120_000 })
  test('a screenshot of the pass is Valid at the gate, stale 45 s later, and refused with one character changed', async ({
    page,
    browser
  }) => {
    await pilotOnTheDay(page)
    const code = await scanScreen(page)
    expect(code).toMatch(/^CP2\./)
    expect(new TextEncoder().encode(code).length).toBeLessThanOrEqual(700)
    await page.screenshot({ path: 'docs/screenshots/pages/access-pass-door-code-390.png' })

    const { context, gate } = await gateAt(browser, inWindowOf(code))
    await gate.check(code)
    await gate.expectValid('Sam Rivera')
    await expect(gate.verdict).toContainText('London Gatwick Training Centre')
    await gate.page.screenshot({ path: 'docs/screenshots/pages/gate-valid-1280.png' })

    // The same picture, shown 45 s later: three windows on.
    await gate.page.clock.setFixedTime(new Date(inWindowOf(code).getTime() + 45_000))
    await gate.check(code)
    await gate.expectRefused(/stale|out of date/i)

    // One character of the signed payload changed.
    const at = code.indexOf('.', 4) + 20
    const tampered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`
    await gate.page.clock.setFixedTime(inWindowOf(code))
    await gate.check(tampered)
    await gate.expectRefused(/altered|tampered/i)
    await gate.page.screenshot({ path: 'docs/screenshots/pages/gate-refused-1280.png' })
    await context.close()
  })

  test.describe('with profiles kept on disk', () => {
    const profiles: string[] = []
    const profile = () => {
      const dir = mkdtempSync(join(tmpdir(), 'crew-door-'))
      profiles.push(dir)
      return dir
    }
    test.afterEach(() => {
      for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true })
    })

    test('a second profile holding a copy of the stored credential cannot produce a valid code', async ({
      page,
      browser
    }) => {
      await pilotOnTheDay(page)
      const stored = await page.evaluate(
        (keys) => ({ passes: localStorage.getItem(keys.passes), credentials: localStorage.getItem(keys.credentials) }),
        { passes: PASSES_KEY, credentials: CREDENTIALS_KEY }
      )
      expect(stored.credentials).toContain('"credential"')
      const credential =
        (JSON.parse(stored.credentials ?? '{}') as { data: { credentials: Record<string, { credential: string }> } })
          .data.credentials['PASS-2001']?.credential ?? ''

      // Another browser profile, with the copied storage and no network: the app opens from its worker.
      const thief = await launchProfile(profile())
      const thiefPage = thief.pages()[0] ?? (await thief.newPage())
      await thiefPage.clock.install({ time: ON_THE_DAY })
      await new Gate(thiefPage).open()
      await workerReady(thiefPage)
      await thief.addInitScript(
        (entries: [string, string | null][]) => {
          for (const [key, value] of entries) if (value) localStorage.setItem(key, value)
        },
        [
          [PASSES_KEY, stored.passes],
          [CREDENTIALS_KEY, stored.credentials]
        ] as [string, string | null][]
      )
      await thief.setOffline(true)
      await thiefPage.goto('/access-pass')
      const pass = thiefPage.locator('crew-access-pass')
      await expect(pass).toContainText('Sam Rivera')
      await expect(pass).toContainText('This pass was made ready on another device')
      await expect(pass.locator('svg[part="qr"]')).toHaveCount(0)

      // Signing the copied credential with a key of its own gets nowhere at the gate.
      const now = ON_THE_DAY.getTime() + 60_000
      const window = Math.floor(now / 15_000)
      const key = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        key.privateKey,
        new TextEncoder().encode(passCodeSigningInput(credential, window))
      )
      const forged = passCode(credential, window, new Uint8Array(signature))
      expect(forged.split('.')[5]).toBe(encodeBase64Url(new Uint8Array(signature)))
      const { context, gate } = await gateAt(browser, new Date(now))
      await gate.check(forged)
      await gate.expectRefused(/altered|tampered/i)
      await context.close()
      await thief.close()
    })

    test('after a browser restart offline, the rotating code is still Valid at a gate that is also offline', async () => {
      const phoneProfile = profile()
      const online = await launchProfile(phoneProfile)
      const phone = online.pages()[0] ?? (await online.newPage())
      await pilotOnTheDay(phone)
      await workerReady(phone)
      await online.close()

      // The gate: one online visit for its keys and the app, then the network goes.
      const gateProfile = profile()
      const gateOnline = await launchProfile(gateProfile)
      const gatePage = gateOnline.pages()[0] ?? (await gateOnline.newPage())
      await gatePage.clock.install({ time: ON_THE_DAY })
      await new Gate(gatePage).open()
      await workerReady(gatePage)
      await gateOnline.close()

      const restarted = await launchProfile(phoneProfile, true)
      const door = restarted.pages()[0] ?? (await restarted.newPage())
      await door.clock.install({ time: new Date(ON_THE_DAY.getTime() + 3_600_000) })
      await door.goto('/access-pass')
      await expect(door.locator('crew-access-pass')).toContainText('You are offline')
      const code = await scanScreen(door)
      await door.screenshot({ path: 'docs/screenshots/pages/access-pass-door-code-offline-390.png' })

      const offlineGate = await launchProfile(gateProfile, true)
      const offlinePage = offlineGate.pages()[0] ?? (await offlineGate.newPage())
      await offlinePage.clock.install({ time: inWindowOf(code) })
      await offlinePage.goto('/gate')
      const gate = new Gate(offlinePage)
      await gate.check(code)
      await gate.expectValid('Sam Rivera')
      await restarted.close()
      await offlineGate.close()
    })

    test('the gate scans the pass through the camera', async () => {
      const phoneContext = await launchProfile(profile())
      const phone = phoneContext.pages()[0] ?? (await phoneContext.newPage())
      await pilotOnTheDay(phone)
      const code = await scanScreen(phone)
      // The camera sees the phone's screen: its QR code, as a video Chromium's fake camera plays.
      const still = join(profile(), 'pass.png')
      await doorCode(phone).screenshot({ path: still })
      const video = join(profile(), 'pass.y4m')
      execFileSync(FFMPEG, [
        '-loglevel',
        'error',
        '-y',
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        'pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
        '-frames:v',
        '30',
        video
      ])
      await phoneContext.close()

      const camera = await launchProfile(profile(), false, [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`
      ])
      await camera.grantPermissions(['camera'], { origin: origins.app })
      const page = camera.pages()[0] ?? (await camera.newPage())
      await page.clock.install({ time: inWindowOf(code) })
      const gate = new Gate(page)
      await gate.open()
      await page.getByRole('button', { name: 'Scan' }).click()
      await gate.expectValid('Sam Rivera')
      await camera.close()
    })
  })

  test('after logout neither key nor credential is left, and a gate that syncs refuses the forgotten device', async ({
    page,
    browser
  }) => {
    const portal = await pilotOnTheDay(page)
    const code = await scanScreen(page)
    const credential = (await page.evaluate((key) => localStorage.getItem(key), CREDENTIALS_KEY)) ?? ''
    const jws = /"credential":"([^"]+)"/.exec(credential)?.[1] ?? ''
    expect(jws).not.toBe('')
    const before = await gateAt(browser, inWindowOf(code))
    await before.gate.check(code)
    await before.gate.expectValid('Sam Rivera')
    await before.context.close()

    const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/signed-out.html')
    await portal.logOut()
    await portal.confirmSignOutIfAsked()
    // The identity provider returned through the sign-out's own page, whose answer cleared the site's data.
    expect((await (await signedOut).allHeaders())['clear-site-data']).toBe('"cache", "storage"')
    await expect(page.getByLabel('E-mail')).toBeVisible()
    // A tab of its own: the first one is at the identity provider's sign-in.
    const after = await page.context().newPage()
    await after.goto('/gate')
    const left = await after.evaluate(async () => {
      const texts: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys())
          texts.push(request.url, await ((await cache.match(request))?.text() ?? Promise.resolve('')))
      }
      const databases = (await indexedDB.databases()).map((database) => database.name ?? '')
      return {
        caches: texts.join('\n'),
        databases,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage })
      }
    })
    expect(left.databases).not.toContain('crew-portal-device-keys')
    expect(left.local).not.toContain(CREDENTIALS_KEY)
    for (const secret of [jws, jws.split('.')[2] ?? jws]) {
      expect(left.caches).not.toContain(secret)
      expect(left.local).not.toContain(secret)
      expect(left.session).not.toContain(secret)
    }

    // Logout told the API to forget the device: a gate that syncs now refuses the same code.
    const synced = await gateAt(browser, inWindowOf(code))
    await synced.gate.check(code)
    await synced.gate.expectRefused(/revoked/i)
    await synced.context.close()
  })
})
