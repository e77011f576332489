import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

test.describe('user menu', () => {
  for (const key of ['Escape', 'Backspace']) {
    test(`closes on ${key} and gives focus back to its button`, async ({ portal, page }) => {
      await portal.signInAs(accounts.fto)
      const menu = await portal.openUserMenu()
      const logOut = menu.getByRole('button', { name: 'Log Out' })
      await expect(logOut).toBeVisible()
      await expect(menu).toContainText('Privacy Policy • License Agreement')
      await logOut.focus()
      await page.keyboard.press(key)
      await expect(logOut).toBeHidden()
      await expect(portal.userMenuButton).toBeFocused()
    })
  }

  test('offers Settings when SMS notifications are enabled, and it opens the notification settings', async ({
    portal,
    page
  }) => {
    await portal.signInAs(accounts.fto)
    const menu = await portal.openUserMenu()
    await menu.getByRole('button', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/user\/settings\/notifications/)
  })
})

test.describe('side navigation', () => {
  test('at 1440 px it is open with three entries and collapses to a narrow rail', async ({ portal, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await portal.signInAs(accounts.fto)
    const nav = portal.sideNav.getByRole('navigation')
    await expect(nav.getByRole('link')).toHaveText([/Training/, /Library/, /Access Pass/])
    const open = await nav.boundingBox()
    expect(Math.round(open?.width ?? 0)).toBe(Math.round(23.2 * 16))
    await portal.sideNav.getByRole('button', { name: /collapse/i }).click()
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(Math.round(6.4 * 16))
  })

  test('at 390 px it starts closed, opens from the header and closes on an item click', async ({ portal, page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await portal.signInAs(accounts.fto)
    const nav = portal.sideNav.getByRole('navigation')
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: /menu/i }).first().click()
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: /Library/ }).click()
    await expect(page).toHaveURL(/\/library$/)
    await expect(nav).toBeHidden()
  })
})
