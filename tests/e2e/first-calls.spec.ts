import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { holdCalls } from './models/held-calls.ts'

// The first page's first calls (core http/first-calls.ts): on a reload, boot sends what the route
// asked first last time as soon as MSAL has started, while the routed app's and the page's code is
// still on its way; the page's query takes that answer instead of asking again.

const FIRST_CALLS = 'crew-portal:first-calls'
const EVENTS = '/api/v1/trainingevents'

/** A reload with nothing of the last visit in the tab: no kept answers. */
async function coldReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.removeItem('crew-portal:slice:KeptAnswers')
  })
  await page.reload()
}

test('a reload sends the training list’s call before the routed app’s code has arrived, and asks for it once', async ({
  portal,
  page
}) => {
  await portal.signInAs(accounts.fto, '/training')
  await expect(page.locator('article.training-event').first()).toBeVisible()
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', FIRST_CALLS))
    .toContain(`${EVENTS}?limit=`)

  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS) calls.push(request.url())
  })
  // The routed app's code is held: without the early call, the page's query cannot start before it.
  const code = await holdCalls(page, (url) => /^\/assets\/App-[\w-]+\.js$/.test(url.pathname))
  await coldReload(page)
  await expect.poll(code.count).toBeGreaterThan(0)
  await expect.poll(() => calls.length).toBe(1)
  await code.release()
  await expect(page.locator('article.training-event').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls).toHaveLength(1)
})

test('after a logout, nothing is sent early for the next sign-in', async ({ portal, page }) => {
  test.setTimeout(90_000)
  await portal.signInAs(accounts.fto, '/training')
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FIRST_CALLS)).not.toBeNull()
  await portal.logOut()
  await portal.confirmSignOutIfAsked()
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_CALLS)).toBeNull()
})
