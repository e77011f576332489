import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { holdCalls } from './models/held-calls.ts'

// No request waits forever: every API call gives up after REQUEST_TIME_LIMIT_MS (20 s).
// Each page's own call is held without an answer; the browser's clock jumps past the limit; the page
// says so with Try again, no spinner or overlay is left, and Try again loads the page once the API
// answers again.

const PAGES: Array<{ path: string; call: (url: URL) => boolean; ready: RegExp }> = [
  { path: '/training', call: (url) => url.pathname === '/api/v1/trainingevents', ready: /A320 Type Rating/ },
  { path: '/library', call: (url) => url.pathname === '/api/v1/library/documents', ready: /Library/ },
  { path: '/learning', call: (url) => url.pathname === '/api/v1/courseware', ready: /A320 Systems/ },
  {
    path: '/pre-check-in/evt-bat-upcoming',
    call: (url) => url.pathname === '/api/v1/precheckin/evt-bat-upcoming',
    ready: /Arrival date|Pre-check-in done/
  },
  { path: '/access-pass', call: (url) => url.pathname === '/api/v1/accesspass', ready: /Alex Morgan/ },
  {
    path: '/user/settings/notifications',
    call: (url) => url.pathname === '/api/v1/user/notifications',
    ready: /Mobile number/
  }
]

const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.'

test('a call that never answers is given up after the time limit, and Try again loads the page', async ({
  portal,
  page
}) => {
  test.setTimeout(240_000)
  await page.clock.install()
  await portal.signInAs(accounts.bat)
  for (const { path, call, ready } of PAGES) {
    await test.step(path, async () => {
      const api = await holdCalls(page, call)
      await page.goto(path)
      await expect.poll(api.count, { timeout: 30_000 }).toBeGreaterThan(0)
      // The clock jumps once the app's own page is there: the call held may be boot's early one
      // (first-calls.ts), whose time limit starts only when the page's query takes it. A jump before
      // that drops the early call untaken, and the page's own call then starts its 20 s afresh.
      await expect(page.locator('#root main')).toBeVisible()
      await page.clock.fastForward(21_000)
      const main = page.getByRole('main')
      await expect(main.getByText(TIMEOUT_MESSAGE)).toBeVisible()
      await expect(page.locator('.crew-loading-overlay')).toBeHidden()
      await expect(page.locator('.page-state--loading, .page-fallback__spinner')).toHaveCount(0)
      await api.abort()
      await main.getByRole('button', { name: 'Try again' }).click()
      await expect(main).toContainText(ready)
      await expect(main.getByText(TIMEOUT_MESSAGE)).toBeHidden()
      await api.stop()
    })
  }
})

// A call that hangs while the browser is online is never called "offline", and its Try again loads
// what it held once the API answers (R-ERRORS-7): the access pass over its offline pass, and a load
// no page shows an error for (the side navigation's training events) through the banner (R-BANNER-7).
const OFFLINE = /offline/i

test('online, the pass list held past the time limit: the offline pass, not refreshed, never "offline", and Try again loads it', async ({
  portal,
  page
}) => {
  await page.clock.install()
  await portal.signInAs(accounts.bat, '/access-pass')
  const pass = page.locator('crew-access-pass')
  await expect(pass).toContainText('Alex Morgan')
  // The visit stored the offline pass; the next one, online, gets no answer.
  const api = await holdCalls(page, (url) => url.pathname === '/api/v1/accesspass')
  await page.goto('/access-pass')
  await expect.poll(api.count, { timeout: 30_000 }).toBeGreaterThan(0)
  await expect(page.locator('#root main')).toBeVisible()
  await page.clock.fastForward(21_000)
  await expect(pass).toContainText('This pass could not be refreshed. It is as of')
  await expect(pass).toContainText('Alex Morgan')
  await expect(pass).not.toContainText(OFFLINE)
  await expect(page.getByRole('main')).not.toContainText(OFFLINE)
  await expect(page.locator('crew-banner')).not.toContainText(OFFLINE)
  await expect(page.locator('.crew-loading-overlay')).toBeHidden()

  await api.abort()
  const answered = page.waitForResponse((response) => response.url().includes('/api/v1/accesspass') && response.ok())
  await pass.getByRole('button', { name: 'Try again' }).click()
  await answered
  await expect(pass).not.toContainText('could not be refreshed')
  await expect(pass).toContainText('Alex Morgan')
  await api.stop()
})

test('online, the side navigation’s training events held past the time limit on /user/settings/notifications: a message that never says "offline", and its Try again loads them', async ({
  portal,
  page
}) => {
  await page.clock.install()
  await portal.signInAs(accounts.bat)
  const api = await holdCalls(page, (url) => url.pathname === '/api/v1/trainingevents')
  await page.goto('/user/settings/notifications')
  await expect(page.getByRole('main')).toContainText('Mobile number')
  // The events go out once the page has its own answer (shell/side-nav.ts).
  await expect.poll(api.count, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.clock.fastForward(21_000)
  const message = page.locator('crew-banner').getByRole('alert')
  await expect(message).toBeVisible()
  await expect(message).not.toContainText(OFFLINE)
  await expect(page.getByRole('main')).not.toContainText(OFFLINE)
  await expect(page.getByRole('main')).toContainText('Mobile number')
  await expect(page.locator('.crew-loading-overlay')).toBeHidden()

  await api.abort()
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/trainingevents' && response.ok()
  )
  await message.getByRole('button', { name: 'Try again' }).click()
  await answered
  await expect(message).toHaveCount(0)
  await api.stop()
})
