import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { holdCalls } from './models/held-calls.ts'
import { origins } from './playwright.config.ts'

// The last answer first (R-STORE-3): a signed-in reload shows the training list and the library as
// the tab last saw them while the API's answer is held back, marked as updating, without the
// loading overlay; the API's answer then takes their place, and nothing on the page has moved.
// After a logout, nothing kept is left to show.

const KEPT = 'crew-portal:slice:KeptAnswers'

const PAGES = [
  { path: '/training', call: '/api/v1/trainingevents', key: 'training-events', first: 'article.training-event' },
  { path: '/library', call: '/api/v1/library/documents', key: 'library-documents/', first: '.library-list .library-doc' }
]

/** The layout shifts since the page loaded, summed as CLS counts them (not those after input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      })
  )
}

const keptOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) ?? '', KEPT)

for (const { path, call, key, first } of PAGES) {
  test(`${path}: a reload shows the kept answer while the API is held back, then the API's, with no layout shift`, async ({ portal, page }) => {
    await portal.signInAs(accounts.fto, path)
    await expect(page.locator(first).first()).toBeVisible()
    await expect.poll(() => keptOf(page)).toContain(key)

    const api = await holdCalls(page, (url) => url.pathname === call)
    await page.reload()
    await expect.poll(api.count).toBeGreaterThan(0)
    // The request is out and unanswered: what shows is the tab's kept answer, marked as updating.
    await expect(page.locator(first).first()).toBeVisible()
    await expect(page.locator('.page[data-refreshing]')).toBeVisible()
    await expect(page.locator('.page[aria-busy="true"]')).toBeVisible()
    await expect(page.locator('.crew-loading-overlay')).toBeHidden()

    await api.release()
    await expect(page.locator('.page[data-refreshing]')).toHaveCount(0)
    await expect(page.locator(first).first()).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  })
}

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
  await expect(page.locator('article.training-event')).toHaveCount(0)

  await api.release()
  await expect(page.locator('article.training-event').first()).toBeVisible()
})
