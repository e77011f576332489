import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { keptEntries } from './models/kept-answers.ts'
import { launchProfile, profileFolder, workerReady } from './models/profile.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

// Offline copies of required reading (docs/offline.md#offline-copies-of-required-reading): after one
// online visit, the service worker holds the files of the required reading of the pilot's events
// not over yet; offline, each opens from its address on the app's origin and the event's page marks
// it "Available offline". Once the event is over, the copies are dropped.

/** Sam Rivera's upcoming event and the two documents it requires (local-services seed). */
const EVENT = '/training/evt-fto-upcoming'
const REQUIRED = [/\/files\/doc-fto-sops\.pdf\?v=[\w.-]+$/, /\/files\/doc-fto-welcome\.pdf\?v=[\w.-]+$/]
const CACHE = 'crew-portal-offline-copies'

/** The file URLs the worker's cache holds, sorted; none when there is no cache. */
function heldCopies(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const keys = await (await caches.open(name)).keys()
    return keys.map((request) => request.url).sort()
  }, CACHE)
}

/** The copy's address on the app's origin, as the core makes it (`offlineCopyAddress`). */
const addressOf = (url: string) => `/offline-copies/?u=${encodeURIComponent(url)}`

/** The required reading's list on the event's page, and its "Available offline" marks. */
const readingList = (page: Page) => page.getByRole('region', { name: 'Required reading' }).getByRole('listitem')
const marks = (page: Page) => readingList(page).filter({ hasText: 'Available offline' })

test.describe('offline copies of required reading', () => {
  // A browser on a profile kept on disk, with the worker installed and files stored (as kept-answers.spec.ts).
  test.describe.configure({ timeout: 120_000 })
  let folder: ReturnType<typeof profileFolder>
  let browser: BrowserContext | undefined
  test.beforeEach(() => {
    folder = profileFolder()
  })
  test.afterEach(async () => {
    await browser?.close()
    folder.remove()
  })

  /** Signs Sam in on the event's page and waits until the worker holds its required reading. */
  async function visitOnline(): Promise<{ page: Page; held: string[] }> {
    browser = await launchProfile(folder.path)
    const page = browser.pages()[0] ?? (await browser.newPage())
    await new CrewPortal(page).signInAs(accounts.fto, EVENT, { fresh: true })
    await workerReady(page)
    await expect(readingList(page)).toHaveCount(REQUIRED.length)
    await expect.poll(() => heldCopies(page)).toHaveLength(REQUIRED.length)
    const held = await heldCopies(page)
    REQUIRED.forEach((file, index) => expect(held[index]).toMatch(file))
    return { page, held }
  }

  test('after one online visit, a required document opens offline from its copy, marked "Available offline"', async () => {
    const { page, held } = await visitOnline()
    await expect(marks(page)).toHaveCount(REQUIRED.length)
    // The list's and the event's answers are kept, so a new tab shows the event offline.
    await expect
      .poll(async () => (await keptEntries(page)).map(({ key }) => key))
      .toEqual(expect.arrayContaining(['training-events', `training-event/${EVENT.split('/').pop()}`]))

    await browser!.setOffline(true)
    const tab = await browser!.newPage()
    await tab.goto(EVENT)
    await expect(marks(tab)).toHaveCount(REQUIRED.length)
    for (const mark of await marks(tab).all()) await expect(mark.getByText('Available offline')).toBeVisible()

    // Each copy, fetched from the page, is the document itself.
    for (const url of held) {
      const copy = await tab.evaluate(async (address) => {
        const response = await fetch(address)
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          disposition: response.headers.get('content-disposition'),
          text: await response.text()
        }
      }, addressOf(url))
      expect(copy).toMatchObject({ status: 200, type: 'application/pdf' })
      expect(copy.disposition).toMatch(/^inline; filename="doc-fto-\w+\.pdf"$/)
      expect(copy.text).toMatch(/^%PDF-1\.\d/)
      expect(copy.text).toContain('/Producer (Crew Portal local services)')
    }

    // Opened in a tab of its own, as the page's link does: the worker answers it, inline.
    const reader = await browser!.newPage()
    const response = await reader.goto(addressOf(held[0]!))
    expect(response?.status()).toBe(200)
    expect(response?.fromServiceWorker()).toBe(true)
    expect(response?.headers()['content-type']).toBe('application/pdf')
    // Chromium's viewer shows it in the tab (a download would have failed the navigation).
    expect(await reader.evaluate(() => document.contentType)).toBe('application/pdf')
    // An address the worker holds nothing for says so; it never sends the pilot elsewhere.
    const unknown = await reader.goto(addressOf('https://elsewhere.example/files/x.pdf'))
    expect(unknown?.status()).toBe(404)
    await expect(reader.locator('body')).toHaveText('There is no offline copy of this document on this device.')
  })

  test('once the event is over, its copies are dropped and nothing is marked', async () => {
    const { page } = await visitOnline()
    await page.close()
    // The pilot opens the app after the event's end (its clock: the API answers as before).
    const after = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
    await browser!.clock.install({ time: after })
    const tab = await browser!.newPage()
    await tab.goto(EVENT)
    await expect(readingList(tab)).toHaveCount(REQUIRED.length)
    await expect.poll(() => heldCopies(tab)).toEqual([])
    await expect(marks(tab)).toHaveCount(0)
  })

  test('the app’s logout deletes the copies itself, before the identity provider’s Clear-Site-Data', async () => {
    const { page } = await visitOnline()
    // The identity provider out of reach: its sign-out page, and the return page that clears the
    // site's data, never come, so only the app's own logout sequence deletes anything.
    await browser!.route(
      (url) => url.origin === origins.identity,
      (route) => route.abort()
    )
    await new CrewPortal(page).logOut()
    const reader = await browser!.newPage()
    await reader.goto('/privacy.html')
    await expect.poll(() => reader.evaluate((name) => caches.has(name), CACHE)).toBe(false)
  })
})
