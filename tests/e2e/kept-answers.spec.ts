import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { holdCalls } from './models/held-calls.ts'
import { keptAnswer, keptEntries, writeKeptAnswer } from './models/kept-answers.ts'
import { launchProfile, profileFolder, workerReady } from './models/profile.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

// The last answers, kept per account in IndexedDB (R-STORE-3, docs/offline.md): a new tab shows the
// pages as the pilot last saw them, marked "as of" that time, while the API's answers come; with
// no network at all, the schedule, an event and the library still open. Another account sees none
// of them, a corrupt store is dropped, and after a logout nothing of the pilot's is left.

const PAGES = [
  { path: '/training', call: '/api/v1/trainingevents', key: 'training-events', first: 'article.training-event' },
  {
    path: '/library',
    call: '/api/v1/library/documents',
    key: 'library-documents/',
    first: '.library-list .library-doc'
  }
]

/**
 * The layout shifts since the page loaded, summed as CLS counts them (not those after input): read
 * two frames on, once what is on screen now has been laid out and any shift of it recorded.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    // The buffered entries are the observer's at once.
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>
    observer.disconnect()
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0)
  })
}

/** Waits until the app has stored the answer of a key starting with `key`; resolves with the pilot's account id. */
async function keptFor(page: Page, key: string): Promise<string> {
  // The app writes after the page's answer has rendered, in a task of its own: later on a busy machine.
  await expect
    .poll(async () => (await keptEntries(page)).some((entry) => entry.key.startsWith(key)), { timeout: 15_000 })
    .toBe(true)
  const entry = (await keptEntries(page)).find((saved) => saved.key.startsWith(key))
  return entry?.account ?? ''
}

/** What a screen reader hears while the page shows kept answers (empty when it shows none). */
const keptNotice = (page: Page) => page.locator('.app__kept-notice')

/** What the eye reads under the page's title: its `::after` (app.css), or 'none'. */
function keptNoteSeen(page: Page): Promise<string> {
  return page
    .locator('main .page > h1')
    .first()
    .evaluate((title) => {
      const content = getComputedStyle(title, '::after').content
      return content === 'none' || content === 'normal' ? 'none' : (JSON.parse(content) as string)
    })
}

for (const { path, call, key, first } of PAGES) {
  test(`${path}: a new tab shows the last answer at once while the API is held back, as of its time, then the API's with no layout shift`, async ({
    portal,
    page,
    context
  }) => {
    await portal.signInAs(accounts.fto, path)
    await expect(page.locator(first).first()).toBeVisible()
    await keptFor(page, key)

    // A new tab of the same browser: its session storage is empty.
    const tab = await context.newPage()
    const api = await holdCalls(tab, (url) => url.pathname === call)
    await tab.goto(path)
    await expect.poll(api.count).toBeGreaterThan(0)
    // The request is out and unanswered: the page shows the kept answer, marked as updating.
    await expect(tab.locator(first).first()).toBeVisible()
    await expect(keptNotice(tab)).toHaveText(/^As of \d\d-\d\d-\d{4} \d\d:\d\d UTC, updating…$/)
    // The eye reads what the screen reader hears (the oldest kept answer's time, which may move on a
    // minute as the other calls of the page answer).
    await expect.poll(async () => (await keptNoteSeen(tab)) === (await keptNotice(tab).textContent())).toBe(true)
    await expect(tab.locator('.page[data-refreshing][aria-busy="true"]')).toBeVisible()
    await expect(tab.locator('.crew-loading-overlay')).toBeHidden()

    await api.release()
    await expect(tab.locator('.page[data-refreshing]')).toHaveCount(0)
    await expect(keptNotice(tab)).toBeEmpty()
    expect(await keptNoteSeen(tab)).toBe('none')
    await expect(tab.locator(first).first()).toBeVisible()
    expect(await layoutShift(tab)).toBe(0)
  })
}

test('another account sees nothing of the first, and a corrupt store is dropped, not shown', async ({
  portal,
  page,
  context
}) => {
  await portal.signInAs(accounts.fto, '/training')
  await expect(page.locator('article.training-event').first()).toBeVisible()
  const sam = await keptFor(page, 'training-events')
  const samsSchedule = await keptAnswer(page, sam, 'training-events')
  expect(JSON.stringify(samsSchedule)).toContain('evt-fto-')

  // Sam's schedule, stored as the app stores it, under the account of whoever is signed in next.
  const other = await context.browser()?.newContext({ baseURL: origins.app, ignoreHTTPSErrors: true })
  if (!other) throw new Error('no browser')
  try {
    const otherPage = await other.newPage()
    const otherPortal = new CrewPortal(otherPage)
    await otherPortal.signInAs(accounts.bat, '/training', { fresh: true })
    await expect(otherPage.locator('article.training-event').first()).toBeVisible()
    const bat = await keptFor(otherPage, 'training-events')
    expect(bat).not.toBe(sam)
    // Sam's answer in this browser too, under Sam's account: never shown to the BAT pilot.
    const savedAt = Date.now()
    await writeKeptAnswer(otherPage, { account: sam, key: 'training-events', format: 1, savedAt }, samsSchedule)
    // And the BAT pilot's own answer corrupted: a hostile string where an event should be.
    await writeKeptAnswer(otherPage, { account: bat, key: 'training-events', format: 1, savedAt }, [
      { id: '<img src=x onerror=alert(1)>' }
    ])

    const tab = await other.newPage()
    const api = await holdCalls(tab, (url) => url.pathname === '/api/v1/trainingevents')
    await tab.goto('/training')
    await expect.poll(api.count).toBeGreaterThan(0)
    await expect(tab.getByText('Loading your training…')).toBeVisible()
    await expect(tab.locator('article.training-event')).toHaveCount(0)
    await expect(keptNotice(tab)).toBeEmpty()
    // The corrupt answer is removed; Sam's stays Sam's.
    await expect.poll(async () => keptAnswer(tab, bat, 'training-events')).toBeUndefined()
    expect(await keptAnswer(tab, sam, 'training-events')).toEqual(samsSchedule)

    await api.release()
    await expect(tab.locator('article.training-event').first()).toBeVisible()
    await expect(tab.getByText('Sam Rivera')).toHaveCount(0)
  } finally {
    await other.close()
  }
})

test('after a logout, IndexedDB holds nothing of the pilot’s and a new tab shows nothing kept', async ({
  portal,
  page,
  context
}) => {
  test.setTimeout(90_000)
  await portal.signInAs(accounts.fto, '/training')
  await expect(page.locator('article.training-event').first()).toBeVisible()
  const sam = await keptFor(page, 'training-events')
  // A second tab of the same browser, open through the logout: it follows it (the logout timestamp).
  const other = await context.newPage()
  await other.goto('/library')
  await expect(other.locator('.library-list .library-doc').first()).toBeVisible()

  await portal.logOut()
  await portal.confirmSignOutIfAsked()
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
  // Inspected from a page of the app's origin: no entry, no answer, of any account.
  await expect(other.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
  const signedOut = await context.newPage()
  await signedOut.goto(`${origins.app}/privacy.html`)
  expect(await keptEntries(signedOut)).toEqual([])

  const api = await holdCalls(page, (url) => url.pathname === '/api/v1/trainingevents')
  await portal.fillSignIn(accounts.fto)
  await page.waitForURL((url) => url.origin === origins.app && !url.pathname.startsWith('/redirect'))
  await expect.poll(api.count, { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(page.getByText('Loading your training…')).toBeVisible()
  await expect(page.locator('article.training-event')).toHaveCount(0)
  expect(await keptAnswer(page, sam, 'training-events')).toBeUndefined()
  await api.release()
  await expect(page.locator('article.training-event').first()).toBeVisible()
})

test.describe('with no network', () => {
  // One browser with a profile on disk, its service worker installed: the app opens offline.
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

  test('a new tab shows the schedule, an event’s page and the library, as of the last visit; the No Internet dialog docks', async () => {
    browser = await launchProfile(folder.path)
    const page = browser.pages()[0] ?? (await browser.newPage())
    const portal = new CrewPortal(page)
    await portal.signInAs(accounts.fto, '/training', { fresh: true })
    await expect(page.locator('article.training-event').first()).toBeVisible()
    await workerReady(page)
    await page.goto('/training/evt-fto-in-progress')
    await expect(portal.heading).toBeVisible()
    const eventTitle = (await portal.heading.textContent()) ?? ''
    await page.goto('/library')
    await expect(page.locator('.library-list .library-doc').first()).toBeVisible()
    const firstDocument = (await page.locator('.library-list .library-doc').first().textContent()) ?? ''
    for (const key of ['training-events', 'training-event/evt-fto-in-progress', 'library-documents/'])
      await keptFor(page, key)

    await browser.setOffline(true)
    const tab = await browser.newPage()
    await tab.goto('/training')
    await expect(tab.locator('article.training-event').first()).toBeVisible()
    await expect(keptNotice(tab)).toHaveText(/^You are offline\. This page is as of \d\d-\d\d-\d{4} \d\d:\d\d UTC\.$/)
    expect(await keptNoteSeen(tab)).toMatch(/^Offline · as of \d\d-\d\d-\d{4} \d\d:\d\d UTC$/)
    // R-DIALOG-1: it still says so, docked and not modal, so the page stays usable.
    const dialog = tab.getByRole('dialog', { name: 'No Internet Connection' })
    await expect(dialog).toBeVisible()
    await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
    await tab.screenshot({ path: 'docs/screenshots/pages/training-offline-kept-1280.png' })

    await tab.goto('/training/evt-fto-in-progress')
    await expect(new CrewPortal(tab).heading).toHaveText(eventTitle)
    await expect(keptNotice(tab)).toContainText('You are offline')

    await tab.goto('/library')
    await expect(tab.locator('.library-list .library-doc').first()).toHaveText(firstDocument)
    await expect(keptNotice(tab)).toContainText('You are offline')
  })
})
