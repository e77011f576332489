// The product at airline scale: `npm start -- --data large` (10,000 library documents, 1,000 events
// for the FTO pilot) on a port block of its own, driven through the real sign-in.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type Page, request } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { CrewPortal } from './models/portal.model.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const basePort = Number(process.env.CREW_E2E_PORT ?? 5280) + 10
const app = `https://localhost:${basePort}`
/** The page stays this small whatever the library holds (the at-scale goal of the performance issue). */
const MAX_DOM_NODES = 3000

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)

/** Opens `path` of the app through the real sign-in, as the FTO pilot. */
async function signedInAt(page: Page, path: string): Promise<void> {
  await page.goto(`${app}${path}`)
  await new CrewPortal(page).fillSignIn(accounts.fto)
  await page.waitForURL(`${app}${path}`)
}

test.describe('at airline scale', () => {
  test.describe.configure({ timeout: 120_000 })
  let services: ChildProcess | undefined

  test.beforeAll(async () => {
    services = spawn(process.execPath, ['scripts/start.mjs', '--reset', '--no-build', '--data', 'large'], {
      cwd: root,
      env: { ...process.env, CREW_PORT: String(basePort), CREW_LOCAL_DIR: `${root}.local/e2e-large` },
      stdio: 'ignore',
      detached: true
    })
    const http = await request.newContext({ ignoreHTTPSErrors: true })
    await expect
      .poll(async () => (await http.get(`${app}/settings.json`).catch(() => undefined))?.status(), { timeout: 60_000 })
      .toBe(200)
    await http.dispose()
  })

  test.afterAll(() => {
    if (services?.pid !== undefined) process.kill(-services.pid, 'SIGTERM')
  })

  test('the library with 10,000 documents: search, category, keyboard paging and the announced count, in a small page', async ({
    page
  }) => {
    await signedInAt(page, '/library')
    const count = page.locator('.library-count')
    await expect(count).toHaveText(/^10,?0\d\d documents$/, { timeout: 30_000 })
    await expect(page.locator('.library-list .library-doc').first()).toBeVisible()
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES)

    await page.getByLabel('Search documents').fill('hydraulic system briefing')
    await expect(count).toHaveText(/^\d+ documents? found$/)
    const found = Number((await count.textContent())?.split(' ')[0])
    expect(found).toBeGreaterThan(50)
    expect(found).toBeLessThan(1000)
    await expect(page.locator('.library-doc__title').first()).toContainText(/Hydraulic system briefing/i)
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES)

    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Safety' }).click()
    await expect(count).toHaveText(/^\d+ documents? found$/)
    expect(Number((await count.textContent())?.split(' ')[0])).toBeLessThan(found)

    // Keyboard alone: to the pager, next page, and focus lands on the list again.
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All', exact: true }).click()
    await page.getByLabel('Search documents').fill('')
    await expect(count).toHaveText(/^10,?0\d\d documents$/)
    const pager = page.getByRole('navigation', { name: 'Document pages' })
    await pager.getByRole('button', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await expect(pager).toContainText('page 2 of')
    await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeFocused()
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES)
    await pager.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${root}/docs/screenshots/pages/library-10000-1440.png` })
  })

  /** Holds the page's calls for the rest of its lists (those that follow a next link) until the returned function lets them go. */
  async function holdTheRest(page: Page): Promise<() => void> {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/v1\/(library\/documents|trainingevents)\?.*cursor=/, async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  test('the library shows its first page before the rest, saying so, then all 10,000: search finds a document of the last page', async ({
    page
  }) => {
    const releaseTheRest = await holdTheRest(page)
    await signedInAt(page, '/library')
    const count = page.locator('.library-count')
    await expect(count).toHaveText('50 documents so far, loading the rest…', { timeout: 30_000 })
    await expect(page.locator('.library-list .library-doc')).toHaveCount(50)
    // Nothing of the rest matches yet, and the page does not say there is nothing.
    await page.getByLabel('Search documents').fill('training note 10000')
    await expect(count).toHaveText('0 documents found so far, still loading the rest…')
    await expect(
      page.getByText('None of the documents loaded so far match. Still loading the rest of the library…')
    ).toBeVisible()
    releaseTheRest()
    await expect(count).toHaveText('1 document found', { timeout: 60_000 })
    await expect(page.locator('.library-doc__title')).toHaveText(/B787 Cabin pressurisation training note 10000/)
    await page.getByLabel('Search documents').fill('')
    await expect(count).toHaveText(/^10,?0\d\d documents$/)
  })

  test('the training list shows its first page before the rest, then every event', async ({ page }) => {
    const releaseTheRest = await holdTheRest(page)
    await signedInAt(page, '/training')
    await expect(page.locator('article.training-event').first()).toContainText('Your next training', {
      timeout: 30_000
    })
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    const past = page.getByRole('region', { name: 'Past' })
    await expect(upcoming).toContainText(/Showing 25 of \d+ upcoming events loaded so far\./)
    // The past events are all in the rest: the page says they are coming, not that there are none.
    await expect(past).toContainText('Loading past training…')
    releaseTheRest()
    await expect(past.locator('article.training-event')).toHaveCount(25, { timeout: 60_000 })
    await expect(past).toContainText(/Showing 25 of \d{3} past events\./)
    await expect(upcoming).toContainText(/Showing 25 of \d{3} upcoming events\./)
  })

  test('the training list with 1,000 events: the next event first, 25 a list at a time, more by keyboard, in a small page', async ({
    page
  }) => {
    await signedInAt(page, '/training')
    const next = page.locator('article.training-event').first()
    await expect(next).toBeVisible({ timeout: 30_000 })
    await expect(next).toContainText('Your next training')
    // Each list shows 25 at a time: 1,000 events stay a small page.
    const past = page.getByRole('region', { name: 'Past' })
    await expect(past.locator('article.training-event')).toHaveCount(25)
    await expect(past).toContainText(/Showing 25 of \d+ past events\./)
    expect(await domNodes(page)).toBeLessThanOrEqual(MAX_DOM_NODES)
    // Keyboard alone: the button shows the next 25 and the focus lands on the first of them.
    await past.getByRole('button', { name: 'Show 25 more' }).focus()
    await page.keyboard.press('Enter')
    await expect(past.locator('article.training-event')).toHaveCount(50)
    await expect(past.locator('li').nth(25).getByRole('link').first()).toBeFocused()
  })
})
