import { expect, test, watchCspViolations } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

test('offline opens the No Internet dialog; TRY AGAIN reloads the page', async ({ portal, page, context }) => {
  await portal.signInAs(accounts.fto)
  await context.setOffline(true)
  const dialog = portal.dialog('No Internet Connection')
  await expect(dialog).toBeVisible()
  await context.setOffline(false)
  const reloaded = page.waitForEvent('load')
  await dialog.getByRole('button', { name: 'TRY AGAIN' }).click()
  await reloaded
  await expect(portal.userMenuButton).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('going offline before the page has its answer still opens the No Internet dialog', async ({
  browser,
  services
}) => {
  // No service worker: offline, no code that was not loaded yet can come.
  const context = await watchCspViolations(await browser.newContext({ serviceWorkers: 'block' }))
  const page = await context.newPage()
  const portal = new CrewPortal(page)
  await portal.signInAs(accounts.fto)
  await services.injectFault({ path: '/api/v1/trainingevents', status: 200, body: [], delayMs: 3000 })
  await page.reload()
  await expect(portal.userMenuButton).toBeVisible()
  await context.setOffline(true)
  // At once: the rest of the core waits for the page's answer (at most 5 s), the dialog does not.
  await expect(portal.dialog('No Internet Connection')).toBeVisible({ timeout: 2000 })
  await context.close()
})

test('logging out in one tab logs out the other', async ({ portal, context }) => {
  await portal.signInAs(accounts.fto)
  const other = await context.newPage()
  const otherAsked: string[] = []
  other.on('request', (request) => otherAsked.push(request.url()))
  await other.goto('/library')
  await expect(other.locator('crew-user-menu')).toBeVisible()

  await portal.logOut()
  await portal.confirmSignOutIfAsked()
  // The other tab sees the logout timestamp, reloads and signs out too; its next sign-in asks for
  // the credentials, even while the identity provider may still hold the session being ended.
  await expect(other).toHaveURL((url) => url.origin === origins.identity, { timeout: 20_000 })
  await expect(other.getByLabel('E-mail')).toBeVisible()
  // It signed out on its own page only: the session's end at the provider is the first tab's.
  expect(otherAsked.filter((url) => new URL(url).pathname.startsWith('/session/end'))).toEqual([])
})
