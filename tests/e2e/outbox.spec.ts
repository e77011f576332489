import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { appliedWrites, outboxEntries } from './models/outbox.ts'
import { CrewPortal } from './models/portal.model.ts'

// Saves made offline (R-OUTBOX-1 to R-OUTBOX-4, docs/offline.md "Saves made offline"): a setting
// changed with no network waits in the outbox, says so, and arrives exactly once after the tab was
// closed and the network came back; a save the API refuses comes back to the pilot with the input;
// Log Out with a save not sent asks first.

const SETTINGS = '/user/settings/notifications'
const SETTINGS_CALL = '/api/v1/user/notifications'
const NUMBER = '+14155550166'
const WAITING = 'Saved on this device. Your settings will be sent when you are online.'

/** Opens the SMS settings signed in as Sam Rivera, goes offline and saves SMS on with `NUMBER`. */
async function saveOffline(portal: CrewPortal, page: Page): Promise<void> {
  await portal.signInAs(accounts.fto, SETTINGS)
  const number = page.getByLabel('Mobile number')
  await expect(number).toBeEnabled()
  await page.context().setOffline(true)
  const offline = portal.dialog('No Internet Connection')
  await expect(offline).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(offline).toBeHidden()
  await page.getByRole('switch', { name: 'SMS notifications' }).click()
  await number.fill(NUMBER)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(WAITING)).toBeVisible()
  // The input stays on screen, saved on this device.
  await expect(number).toHaveValue(NUMBER)
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'true')
  expect(await outboxEntries(page)).toMatchObject([
    { kind: 'notificationSettings', body: { smsEnabled: true, phoneNumber: NUMBER } }
  ])
}

test('a save made offline arrives exactly once, after the tab was closed and the network came back', async ({
  portal,
  page,
  context,
  request
}) => {
  await saveOffline(portal, page)
  expect(await appliedWrites(request, accounts.fto.email, 'PUT', SETTINGS_CALL)).toBe(0)
  await page.close()

  await context.setOffline(false)
  const tab = await context.newPage()
  await tab.goto('/training')
  await expect(new CrewPortal(tab).userMenuButton).toBeVisible()
  await expect.poll(() => appliedWrites(request, accounts.fto.email, 'PUT', SETTINGS_CALL)).toBe(1)
  await expect.poll(() => outboxEntries(tab)).toEqual([])

  // Opened again (another start, another online event), nothing is sent twice.
  await tab.goto(SETTINGS)
  await expect(tab.getByLabel('Mobile number')).toHaveValue(NUMBER)
  await expect(tab.getByText(WAITING)).toBeHidden()
  await tab.reload()
  await expect(tab.getByLabel('Mobile number')).toHaveValue(NUMBER)
  expect(await appliedWrites(request, accounts.fto.email, 'PUT', SETTINGS_CALL)).toBe(1)
})

test('a save the API refuses when it is sent comes back with the input, to change or discard', async ({
  portal,
  page,
  context,
  services
}) => {
  await saveOffline(portal, page)
  await services.injectFault({
    path: SETTINGS_CALL,
    status: 409,
    times: 1,
    body: { message: 'A <b>newer</b> change was made on another device.' }
  })
  await page.close()
  await context.setOffline(false)
  const tab = await context.newPage()
  await tab.goto('/training')

  const notice = tab.getByRole('region', { name: 'A save was not accepted' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Your notification settings: A <b>newer</b> change was made on another device.')
  await expect(notice).toContainText('SMS notifications: On')
  await expect(notice).toContainText(`Mobile number: ${NUMBER}`)

  await notice.getByRole('link', { name: 'Change it' }).click()
  await expect(tab.getByLabel('Mobile number')).toHaveValue(NUMBER)
  await expect(tab.locator('form').getByRole('alert')).toContainText('These settings were not saved')
  // Never sent again by itself: still there after another start.
  await tab.reload()
  await expect(tab.getByLabel('Mobile number')).toHaveValue(NUMBER)
  expect(await outboxEntries(tab)).toMatchObject([{ refused: { status: 409 } }])
  await tab.getByRole('button', { name: 'Discard these settings' }).click()
  await expect.poll(() => outboxEntries(tab)).toEqual([])
  await expect(tab.locator('form').getByRole('alert')).toBeHidden()
  await expect(tab.getByLabel('Mobile number')).toHaveValue('')
})

test('Log Out with a save not sent asks first; Stay keeps it, Log out deletes it', async ({
  portal,
  page,
  context,
  services
}) => {
  await saveOffline(portal, page)
  // Back online, the API fails the save for now: it stays in the outbox.
  await services.injectFault({ path: SETTINGS_CALL, status: 503, times: 50 })
  await context.setOffline(false)
  await expect.poll(() => outboxEntries(page)).toHaveLength(1)

  await portal.logOut()
  const question = page.getByRole('alertdialog', { name: 'Log out?' })
  await expect(question).toBeVisible()
  await expect(question).toContainText('1 save has not been sent. Log out anyway?')
  await question.getByRole('button', { name: 'Stay' }).click()
  await expect(question).toBeHidden()
  await expect(page.getByLabel('Mobile number')).toHaveValue(NUMBER)
  expect(await outboxEntries(page)).toHaveLength(1)

  await portal.logOut()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Log out' }).click()
  await portal.confirmSignOutIfAsked()
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
  await page.goto('/gate')
  expect(await outboxEntries(page)).toEqual([])
})
