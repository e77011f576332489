import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { origins } from './playwright.config.ts'

for (const account of Object.values(accounts)) {
  test(`${account.email} signs in through the identity provider and signs out`, async ({ portal, page }) => {
    await portal.open('/training')
    // Training has no route guard, but its data needs a token: MSAL sends the pilot to sign in.
    await expect(page).toHaveURL((url) => url.origin === origins.identity)
    await portal.fillSignIn(account)
    await expect(portal.userMenuButton).toBeVisible()
    await expect(page).toHaveURL(/\/training$/)
    await portal.dismissContactCardOf(account)

    const menu = await portal.openUserMenu()
    await expect(menu.getByText(`${account.givenName} ${account.lastName}`, { exact: true })).toBeVisible()
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible()

    const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/signed-out.html')
    await menu.getByRole('button', { name: 'Log Out' }).click()
    await portal.confirmSignOutIfAsked()
    // The identity provider returned through the sign-out's own page, whose answer cleared the site's data.
    expect((await (await signedOut).allHeaders())['clear-site-data']).toBe('"cache", "storage"')
    await expect(page.getByLabel('E-mail')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
  })
}

test('a wrong password gets a clear message and no session', async ({ portal, page }) => {
  await portal.open('/training')
  await portal.fillSignIn(accounts.bat, 'not-the-password')
  await expect(page.getByRole('alert')).toContainText(/password/i)
  await expect(page.getByLabel('Password')).toBeVisible()
})
