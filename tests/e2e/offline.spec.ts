// The access pass at the training centre door with no network (docs/offline.md): after one online
// visit, a restarted browser shows the pass offline, from the service worker's app and the offline
// pass; after logout nothing is left, the door pass's key and credential included.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, type Page, chromium } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { expect, test, watchCspViolations } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

// Sam Rivera's pass for the upcoming FTO event (local-services seed).
const SAM_PASS_ID = 'PASS-2001'
/** Where the door pass keeps its credentials (core access-pass/credentials.ts). */
const CREDENTIALS_KEY = 'crew-portal:slice:PassCredentials'

/** A browser with a profile on disk, as a phone keeps one between launches. */
async function launch(profile: string, offline = false): Promise<BrowserContext> {
  return watchCspViolations(
    await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      // The service worker registers only on an origin whose certificate the browser accepts.
      args: [...chromiumArgs, '--ignore-certificate-errors'],
      ignoreHTTPSErrors: true,
      baseURL: origins.app,
      viewport: { width: 1280, height: 900 },
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

/** Reads the QR code out of a screenshot of the pass, as the door's scanner would (docs/access-pass.md: the gate checks it). */
async function scanPass(page: Page): Promise<string | undefined> {
  const shot = PNG.sync.read(await page.locator('crew-access-pass').screenshot())
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data
}

test.describe('the access pass offline', () => {
  // Two browsers in one test, each registering the worker and precaching the app (as door-pass.spec.ts).
  test.describe.configure({ timeout: 120_000 })
  let profile = ''
  test.beforeEach(() => {
    profile = mkdtempSync(join(tmpdir(), 'crew-offline-'))
  })
  test.afterEach(() => rmSync(profile, { recursive: true, force: true }))

  test('opens from a cold start with no network: the pass, a QR code that scans, and the time of the online visit', async () => {
    const online = await launch(profile)
    const page = online.pages()[0] ?? (await online.newPage())
    await new CrewPortal(page).signInAs(accounts.fto, '/access-pass')
    const pass = page.locator('crew-access-pass')
    await expect(pass).toContainText('Sam Rivera')
    await workerReady(page)
    const fetchedAt = await page.evaluate(
      () => JSON.parse(localStorage.getItem('crew-portal:slice:AccessPass') ?? 'null')?.data?.savedAt as string
    )
    expect(fetchedAt).toBeTruthy()
    await online.close()

    // The browser restarts at the door: no network at all.
    const offline = await launch(profile, true)
    const door = offline.pages()[0] ?? (await offline.newPage())
    const visited: string[] = []
    door.on('framenavigated', (frame) => visited.push(frame.url()))
    await door.goto('/access-pass')
    const offlinePass = door.locator('crew-access-pass')
    await expect(offlinePass).toContainText('Sam Rivera')
    const at = new Date(fetchedAt)
    const asOf = `${String(at.getUTCDate()).padStart(2, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()} ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`
    await expect(offlinePass).toContainText(`This pass is as of ${asOf}`)
    // R-DIALOG-1: the No Internet dialog still says so, docked, leaving the pass readable.
    await expect(door.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible()
    // The door code, signed offline by the device key this profile stored (tests/e2e/door-pass.spec.ts takes it to a gate).
    expect(await scanPass(door)).toMatch(/^CP2\./)
    await door.screenshot({ path: 'docs/screenshots/pages/access-pass-offline-1280.png' })
    // It never tried to reach the identity provider, and showed no browser error page.
    expect(visited.every((url) => url.startsWith(origins.app))).toBe(true)
    await offline.close()
  })

  test('after logout shows no pass and leaves nothing of the pilot, the door pass’s key and credential included, in any browser storage', async () => {
    const online = await launch(profile)
    const page = online.pages()[0] ?? (await online.newPage())
    const portal = new CrewPortal(page)
    await portal.signInAs(accounts.fto, '/access-pass')
    await expect(page.locator('crew-access-pass')).toContainText('Sam Rivera')
    await workerReady(page)
    // What the door pass keeps on this device: its key in IndexedDB, its credential in local storage.
    const onDevice = await page.evaluate(
      async (key) => ({
        credentials: localStorage.getItem(key) ?? '',
        databases: (await indexedDB.databases()).map((database) => database.name)
      }),
      CREDENTIALS_KEY
    )
    const credential = /"credential":"([^"]+)"/.exec(onDevice.credentials)?.[1] ?? ''
    expect(credential).not.toBe('')
    expect(onDevice.databases).toContain('crew-portal-device-keys')

    const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/signed-out.html')
    await portal.logOut()
    await portal.confirmSignOutIfAsked()
    // The identity provider returned through the sign-out's own page, whose answer cleared the site's data.
    expect((await (await signedOut).allHeaders())['clear-site-data']).toBe('"cache", "storage"')
    await expect(page.getByLabel('E-mail')).toBeVisible()

    // Everything the origin holds, read from a page of it that keeps nothing itself.
    const reader = await online.newPage()
    await reader.goto('/privacy.html')
    const stored = await reader.evaluate(async () => {
      const names = await caches.keys()
      const texts: string[] = []
      for (const name of names) {
        const cache = await caches.open(name)
        for (const request of await cache.keys())
          texts.push(request.url, await ((await cache.match(request))?.text() ?? Promise.resolve('')))
      }
      const records: string[] = []
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open(name)
          opening.onsuccess = () => resolve(opening.result)
          opening.onerror = () => reject(opening.error)
        })
        for (const store of Array.from(database.objectStoreNames)) {
          const all = await new Promise<unknown[]>((resolve, reject) => {
            const reading = database.transaction(store).objectStore(store).getAll()
            reading.onsuccess = () => resolve(reading.result)
            reading.onerror = () => reject(reading.error)
          })
          records.push(name, store, JSON.stringify(all))
        }
        database.close()
      }
      return {
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        cacheNames: names,
        caches: texts.join('\n'),
        databases: records.join('\n'),
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage })
      }
    })
    // Clear-Site-Data took the worker and its caches with the rest: nothing of the app is kept either.
    expect(stored.workers).toBe(0)
    expect(stored.cacheNames).toEqual([])
    expect(stored.databases).not.toContain('crew-portal-device-keys')
    expect(stored.local).not.toContain(CREDENTIALS_KEY)
    for (const personal of [
      'Sam Rivera',
      accounts.fto.email,
      SAM_PASS_ID,
      '"credential"',
      credential,
      credential.split('.')[2] ?? credential
    ]) {
      expect(stored.caches).not.toContain(personal)
      expect(stored.databases).not.toContain(personal)
      expect(stored.local).not.toContain(personal)
      expect(stored.session).not.toContain(personal)
    }
    await online.close()

    // At the door with no network: no worker kept the app, so nothing opens, and no pass shows.
    const offline = await launch(profile, true)
    const door = offline.pages()[0] ?? (await offline.newPage())
    await expect(door.goto('/access-pass')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    await expect(door.getByText('Sam Rivera')).toHaveCount(0)
    await offline.close()
  })
})
