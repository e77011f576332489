import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { origins } from './playwright.config.ts'

const screenshots = fileURLToPath(new URL('../../docs/screenshots/pages/', import.meta.url))

/** Events only Northwind Air's, and only Coastal Airways' (local-services seed, Alex Morgan). */
const NORTHWIND_EVENT = 'A320 Type Rating'
const COASTAL_EVENT = 'Upset Prevention and Recovery'

test.describe('the context switcher (R-LAYOUT-4)', () => {
  test('offers the BAT pilot’s two airlines, scopes the training list and the pass, and is remembered for the session', async ({
    portal,
    page
  }) => {
    await portal.signInAs(accounts.bat)
    const nav = portal.sideNav
    const training = page.locator('.training-page')
    await expect(training.getByRole('link', { name: new RegExp(NORTHWIND_EVENT) }).first()).toBeVisible()
    await expect(training.getByRole('link', { name: new RegExp(COASTAL_EVENT) }).first()).toBeVisible()

    await nav.getByRole('button', { name: 'All' }).click()
    const search = nav.getByRole('searchbox', { name: 'Search contexts' })
    await expect(search).toBeFocused()
    await expect(nav.getByRole('button', { name: 'Northwind Air' })).toBeVisible()
    await page.screenshot({ path: `${screenshots}switcher-open-1440.png` })
    await search.fill('coast')
    await expect(nav.getByRole('button', { name: 'Northwind Air' })).toBeHidden()
    await nav.getByRole('button', { name: 'Coastal Airways' }).click()

    await expect(training.getByRole('link', { name: new RegExp(COASTAL_EVENT) }).first()).toBeVisible()
    await expect(training.getByRole('link', { name: new RegExp(NORTHWIND_EVENT) })).toHaveCount(0)

    await nav.getByRole('link', { name: 'Access Pass' }).click()
    const pass = page.locator('crew-access-pass')
    await expect(pass).toContainText('Coastal Airways')
    await expect(pass).toContainText('A320 Recurrent Training')
    await expect(pass).toContainText('Dallas Training Center')

    // Remembered for the session: a reload keeps the airline.
    await page.goto('/training')
    await expect(training.getByRole('link', { name: new RegExp(COASTAL_EVENT) }).first()).toBeVisible()
    await expect(training.getByRole('link', { name: new RegExp(NORTHWIND_EVENT) })).toHaveCount(0)

    // The collapsed nav shows the airline; opening the switcher from there opens the nav.
    await nav.getByRole('button', { name: 'Collapse navigation' }).click()
    await expect(nav.locator('[part="context-short"]')).toHaveText('CSA')
    await page.screenshot({ path: `${screenshots}switcher-collapsed-1440.png` })
    await nav.getByRole('button', { name: 'Coastal Airways' }).click()
    await expect(nav.getByRole('button', { name: 'Collapse navigation' })).toBeVisible()
    await expect(nav.getByRole('searchbox', { name: 'Search contexts' })).toBeFocused()
    await nav.getByRole('button', { name: 'All' }).click()
    await expect(training.getByRole('link', { name: new RegExp(NORTHWIND_EVENT) }).first()).toBeVisible()
  })

  test('works in the phone overlay', async ({ portal, page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await portal.signInAs(accounts.bat)
    await page
      .getByRole('button', { name: /menu|navigation/i })
      .first()
      .click()
    const nav = portal.sideNav
    await nav.getByRole('button', { name: 'All' }).click()
    await expect(nav.getByRole('searchbox', { name: 'Search contexts' })).toBeFocused()
    await page.screenshot({ path: `${screenshots}switcher-open-390.png` })
    await nav.getByRole('button', { name: 'Northwind Air' }).click()
    await page.screenshot({ path: `${screenshots}switcher-chosen-390.png` })
    await nav.getByRole('link', { name: 'Training' }).click()
    await expect(page.locator('.training-page').getByRole('link', { name: new RegExp(COASTAL_EVENT) })).toHaveCount(0)
    await page.screenshot({ path: `${screenshots}switcher-collapsed-390.png` })
    await page.getByRole('button', { name: 'Help' }).last().click()
    await expect(portal.dialog('Help').getByText('Jordan Lee')).toBeVisible()
    await page.screenshot({ path: `${screenshots}help-panel-390.png` })
  })

  test('on a page other than training, the airlines are asked for once the page has its own answer', async ({
    portal,
    page
  }) => {
    await portal.signInAs(accounts.bat)
    const asked: Array<{ url: string; at: number }> = []
    const answered: Array<{ url: string; at: number }> = []
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }))
    page.on('requestfinished', (request) => answered.push({ url: request.url(), at: Date.now() }))
    await page.goto('/library')
    await expect(portal.sideNav.getByRole('button', { name: 'All' })).toBeVisible()
    const reloaded = asked.findIndex(({ url }) => new URL(url).pathname === '/library')
    const documentsAnswered = answered.find(({ url }) => url.includes('/api/v1/library/documents'))
    const eventsAsked = asked.slice(reloaded).find(({ url }) => url.includes('/api/v1/trainingevents'))
    expect(documentsAnswered, 'the documents answered').toBeDefined()
    expect(eventsAsked, 'the events asked for, for the switcher').toBeDefined()
    expect(eventsAsked?.at ?? 0).toBeGreaterThanOrEqual(documentsAnswered?.at ?? Infinity)
  })

  test('is not offered to a pilot who trains for one airline', async ({ portal }) => {
    await portal.signInAs(accounts.fto)
    await expect(portal.page.locator('.training-page').getByRole('link').first()).toBeVisible()
    await expect(portal.sideNav.locator('[part="switcher"]')).toHaveCount(0)
  })
})

test('the survey loads on the first page after sign-in and after a reload (R-SURVEY-3)', async ({ portal, page }) => {
  const loadedSinceLastPage = portal.recordSurveyLoads()
  await portal.signInAs(accounts.fto, '/training', { fresh: true })
  await expect.poll(loadedSinceLastPage, { timeout: 10_000 }).toBe(true)
  await page.reload()
  await expect(portal.userMenuButton).toBeVisible()
  await expect.poll(loadedSinceLastPage, { timeout: 10_000 }).toBe(true)
})

test('the help panel shows the account executive and Customer Care, and its links are real pages', async ({
  portal,
  page
}) => {
  await portal.signInAs(accounts.bat)
  await page.getByRole('button', { name: 'Help' }).last().click()
  const help = portal.dialog('Help')
  await expect(help).toBeVisible()
  await expect(help.getByText('Jordan Lee')).toBeVisible()
  await expect(help).toContainText('Mon. to Fri. 13:00 – 21:30 UTC')
  await expect(help.getByRole('link', { name: '+13055550140' })).toHaveAttribute('href', 'tel:+13055550140')
  await expect(help.getByRole('link', { name: 'jordan.lee@example.com' })).toHaveAttribute(
    'href',
    'mailto:jordan.lee@example.com?subject=Training%20Event%20Help'
  )
  await expect(help.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
  await page.screenshot({ path: `${screenshots}help-panel-1440.png` })

  await help.getByRole('link', { name: 'Customer Care page' }).click()
  await expect(help).toBeHidden()
  await expect(page).toHaveURL(/\/help#customer-care$/)
  await expect(portal.heading).toHaveText('Help')
  await expect(page.getByRole('heading', { name: 'Customer Care' })).toBeVisible()
  await expect(page.getByText('Jordan Lee')).toBeVisible()
})

test('the user menu links Privacy Policy and License Agreement in a new tab', async ({ portal, context }) => {
  await portal.signInAs(accounts.fto)
  const menu = await portal.openUserMenu()
  const privacy = menu.getByRole('link', { name: 'Privacy Policy' })
  await expect(privacy).toHaveAttribute('href', `${origins.app}/privacy.html`)
  await expect(privacy).toHaveAttribute('target', '_blank')
  await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(menu.getByRole('link', { name: 'License Agreement' })).toHaveAttribute('href', `${origins.app}/eula`)
  const [opened] = await Promise.all([context.waitForEvent('page'), privacy.click()])
  await expect(opened.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
})

test('the contact card opens when a later load of the events brings the BAT event (R-CARD-1)', async ({
  portal,
  services,
  page
}) => {
  // Every load right after sign-in fails; the page's next load succeeds.
  await services.injectFault({ path: '/api/v1/trainingevents', status: 500, times: 2 })
  await portal.signInAs(accounts.bat, '/training', { keepContactCard: true })
  await expect(portal.banner.getByRole('alert')).toBeVisible()
  await expect(portal.contactCard).toBeHidden()
  // Load the events again (library and back) until the card opens: once it has, it holds the page.
  await expect(async () => {
    if (!(await portal.contactCard.isVisible())) {
      await portal.sideNav.getByRole('link', { name: 'Library' }).click({ timeout: 2000 })
      await portal.sideNav.getByRole('link', { name: 'Training' }).click({ timeout: 2000 })
    }
    await expect(portal.contactCard).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await expect(portal.contactCard).toContainText('Jordan Lee')
  await portal.contactCard.getByRole('button', { name: 'Close' }).click()
  // At most once per event: the next loads do not open it again.
  await portal.sideNav.getByRole('link', { name: 'Library' }).click()
  await portal.sideNav.getByRole('link', { name: 'Training' }).click()
  await page.waitForLoadState('networkidle')
  await expect(portal.contactCard).toBeHidden()
})

test('closing a 403 banner raised before the remote configuration arrived logs out (R-BANNER-2)', async ({
  portal,
  services,
  page
}) => {
  await portal.signInAs(accounts.fto)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/configuration/settings', async (route) => {
    await held
    await route.continue()
  })
  await services.injectFault({ path: '/api/v1/trainingevents', status: 403 })
  await page.reload()
  // The settings file's words, since the API's configuration (with other words) has not come yet.
  await expect(portal.banner.getByRole('alert')).toContainText('You do not have access to this information.')
  const configuration = page.waitForResponse('**/api/v1/configuration/settings')
  release()
  await configuration
  await portal.banner.getByRole('button', { name: 'Close Error message' }).click()
  await portal.confirmSignOutIfAsked()
  await expect(page).toHaveURL((url) => url.origin === origins.identity)
})

test('a deep link opened right after sign-in is kept', async ({ portal, page }) => {
  for (const path of ['/library', '/error?error=Kept']) {
    await page.context().clearCookies()
    await portal.withoutApp(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.goto('/training')
    await portal.fillSignIn(accounts.fto)
    await page.waitForURL((url) => url.origin === origins.app && url.pathname === '/training')
    // At once, while the app is still settling on /training.
    await page.goto(path, { waitUntil: 'commit' })
    const started = portal.nextStart()
    await expect(portal.userMenuButton).toBeVisible()
    // The app has run its start on the page: a redirect after sign-in would have come before it.
    await started
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
  }
  await expect(portal.heading).toHaveText('Error')
  await expect(page.getByText('Kept')).toBeVisible()
})

test('the flag service is told a signed-in pilot is not anonymous (R-FLAGS-3)', async ({ portal, page }) => {
  const contexts: unknown[] = []
  page.on('request', (request) => {
    const match = /\/sdk\/evalx\/[^/]+\/contexts\/([^/?]+)/.exec(request.url())
    if (match?.[1]) contexts.push(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')))
    if (request.url().startsWith(origins.flags) && request.method() === 'REPORT') contexts.push(request.postDataJSON())
  })
  await portal.signInAs(accounts.fto)
  await expect
    .poll(() => contexts.some((context) => (context as { key?: string }).key === accounts.fto.email))
    .toBe(true)
  expect(contexts.filter((context) => (context as { key?: string }).key === accounts.fto.email)).toContainEqual({
    kind: 'user',
    key: accounts.fto.email,
    name: 'Sam Rivera',
    email: accounts.fto.email,
    anonymous: false
  })
})
