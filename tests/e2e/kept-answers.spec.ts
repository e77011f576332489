import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { holdCalls } from './models/held-calls.ts'
import { origins } from './playwright.config.ts'

// The last answer first (R-STORE-3): a signed-in reload shows the training list and the library as
// the tab last saw them while the API's answer is held back, marked as updating, without the
// loading overlay; the API's answer then takes their place, and nothing on the page has moved.
// Before the app's code has even loaded, index.html paints the page as the pilot left it (the
// snapshot, docs/snapshot.md). After a logout, neither is left to show.

const KEPT = 'crew-portal:slice:KeptAnswers'
const SNAPSHOT = 'crew-portal:snapshot'

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

const keptOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) ?? '', KEPT)
const snapshotOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), SNAPSHOT)

for (const { path, call, key, first } of PAGES) {
  test(`${path}: a reload shows the kept answer while the API is held back, then the API's, with no layout shift`, async ({
    portal,
    page
  }) => {
    await portal.signInAs(accounts.fto, path)
    await expect(page.locator(first).first()).toBeVisible()
    await expect.poll(() => keptOf(page)).toContain(key)

    const api = await holdCalls(page, (url) => url.pathname === call)
    await page.reload()
    await expect.poll(api.count).toBeGreaterThan(0)
    // The request is out and unanswered: what shows is the app with the tab's kept answer, marked as
    // updating (the snapshot has handed the screen over to it).
    await expect(page.locator('.snapshot')).toHaveCount(0)
    await expect(page.locator(`#root ${first}`).first()).toBeVisible()
    await expect(page.locator('#root .page[data-refreshing]')).toBeVisible()
    await expect(page.locator('#root .page[aria-busy="true"]')).toBeVisible()
    await expect(page.locator('.crew-loading-overlay')).toBeHidden()

    await api.release()
    await expect(page.locator('.page[data-refreshing]')).toHaveCount(0)
    await expect(page.locator(first).first()).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  })
}

test.describe('the snapshot', () => {
  // The app's code is held back at the server: a service worker would answer for it from its cache.
  test.use({ serviceWorkers: 'block' })

  for (const { path, first } of PAGES) {
    test(`${path}: a reload paints the page as it was left before the app's code has loaded; the app then takes its place with no layout shift`, async ({
      portal,
      page
    }) => {
      await portal.signInAs(accounts.fto, path)
      await expect(page.locator(first).first()).toBeVisible()

      const code = await holdCalls(
        page,
        (url) => url.origin === origins.app && /^\/assets\/index-[\w-]+\.js$/.test(url.pathname)
      )
      await page.reload()
      await expect.poll(code.count).toBeGreaterThan(0)
      // The app's entry is unanswered, so no React, no MSAL, no API call: index.html's paint alone.
      await expect(page.locator(`.snapshot ${first}`).first()).toBeVisible()
      await expect(page.locator('.snapshot .page[data-refreshing][aria-busy="true"]')).toBeVisible()
      await expect(page.locator('#root')).toBeHidden()
      expect(await page.locator('.snapshot').evaluate((view) => (view as HTMLElement).inert)).toBe(true)
      expect(await page.locator('#root').getAttribute('data-snapshot')).toBe('painted')

      await code.release()
      await expect(page.locator('.snapshot')).toHaveCount(0)
      await expect(page.locator('#root')).toBeVisible()
      await expect(page.locator(`#root ${first}`).first()).toBeVisible()
      expect(await layoutShift(page)).toBe(0)
    })
  }
})

test('after a logout, signing in again shows nothing kept while the API is held back', async ({ portal, page }) => {
  test.setTimeout(90_000)
  await portal.signInAs(accounts.fto, '/training')
  await expect(page.locator('article.training-event').first()).toBeVisible()
  await expect.poll(() => keptOf(page)).toContain('training-events')

  await portal.logOut()
  await portal.confirmSignOutIfAsked()
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })

  const api = await holdCalls(page, (url) => url.pathname === '/api/v1/trainingevents')
  await portal.fillSignIn(accounts.fto)
  await page.waitForURL((url) => url.origin === origins.app && !url.pathname.startsWith('/redirect'))
  await expect.poll(api.count, { timeout: 20_000 }).toBeGreaterThan(0)
  expect(await keptOf(page)).not.toContain('training-events')
  await expect(page.getByText('Loading your training…')).toBeVisible()
  // Nothing was there to paint: the logout took the snapshot with session storage.
  await expect(page.locator('.snapshot')).toHaveCount(0)
  expect(await page.locator('#root').getAttribute('data-snapshot')).toBeNull()
  expect(await snapshotOf(page)).toBeNull()
  await expect(page.locator('article.training-event')).toHaveCount(0)

  await api.release()
  await expect(page.locator('article.training-event').first()).toBeVisible()
})
