import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
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

test('logging out in one tab logs out the other', async ({ portal, context }) => {
  await portal.signInAs(accounts.fto)
  const other = await context.newPage()
  await other.goto('/library')
  await expect(other.locator('crew-user-menu')).toBeVisible()

  await portal.logOut()
  await portal.confirmSignOutIfAsked()
  // The other tab sees the logout timestamp, reloads and signs out too.
  await expect(other).toHaveURL((url) => url.origin === origins.identity, { timeout: 20_000 })
})
