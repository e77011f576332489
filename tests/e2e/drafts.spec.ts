import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import type { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

// Nothing the pilot typed is lost: the pre-check-in and the SMS settings keep a draft in
// the tab's session storage until a save succeeds, through every way a save can fail.

const DRAFTS_KEY = 'crew-portal:slice:FormDrafts'
const FORM = '/pre-check-in/evt-bat-upcoming'

/** dd-MM-yyyy, `days` from today (UTC, as the form's rules read it). */
function day(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`
}

const typed = { arrival: day(1), passport: '30-04-2031', licence: '31-01-2030', medical: '30-06-2029' }

/** Saves go through this: each PUT of the pre-check-in counts, and `answer` decides what it gets. */
/** How a save is answered; undefined lets it through to the API. */
type Answer = ((route: Route) => Promise<void>) | undefined

function watchSaves(page: Page): { count: () => number; set(answer: Answer): void } {
  let saves = 0
  let answer: Answer
  void page.route('**/api/v1/precheckin/**', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue()
    saves += 1
    return answer ? answer(route) : route.continue()
  })
  return {
    count: () => saves,
    set(next) {
      answer = next
    }
  }
}

async function openForm(page: Page): Promise<void> {
  await page.goto(FORM)
  const change = page.getByRole('button', { name: 'Change answers' })
  await expect(page.getByLabel('Arrival date').or(change)).toBeVisible()
  if (await change.isVisible()) await change.click()
}

async function fill(page: Page): Promise<void> {
  await page.getByLabel('My personal details above are correct').check()
  await page.getByLabel('Arrival date').fill(typed.arrival)
  await page.getByLabel('Passport expiry date').fill(typed.passport)
  await page.getByLabel('Licence expiry date').fill(typed.licence)
  await page.getByLabel('Medical certificate expiry date').fill(typed.medical)
}

async function expectTyped(page: Page): Promise<void> {
  await expect(page.getByLabel('Arrival date')).toHaveValue(typed.arrival)
  await expect(page.getByLabel('Passport expiry date')).toHaveValue(typed.passport)
  await expect(page.getByLabel('Licence expiry date')).toHaveValue(typed.licence)
  await expect(page.getByLabel('Medical certificate expiry date')).toHaveValue(typed.medical)
  await expect(page.getByLabel('My personal details above are correct')).toBeChecked()
}

const save = (page: Page) => page.getByRole('button', { name: 'Save pre-check-in' })
const notSaved = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your pre-check-in was not saved.' })

test.describe('the pre-check-in draft', () => {
  test('survives failed saves of every kind, going offline and a reload; one request for a double click; gone once saved and at logout', async ({
    portal,
    page,
    context
  }) => {
    test.setTimeout(180_000)
    await portal.signInAs(accounts.bat, FORM)
    const saves = watchSaves(page)
    await openForm(page)
    await fill(page)

    const faults: Array<[string, (route: Route) => Promise<void>]> = [
      ['500', (route) => route.fulfill({ status: 500, json: { message: 'down' } })],
      ['connection refused', (route) => route.abort('connectionrefused')],
      [
        'an HTML page with 200',
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>proxy</body></html>' })
      ],
      ['JSON of the wrong shape', (route) => route.fulfill({ status: 200, json: { unexpected: true } })],
      ['an empty 200', (route) => route.fulfill({ status: 200, body: '' })]
    ]
    for (const [name, fault] of faults) {
      await test.step(name, async () => {
        saves.set(fault)
        await save(page).click()
        await expect(notSaved(page)).toBeVisible()
        await page.reload()
        await expectTyped(page)
      })
    }

    await test.step('offline', async () => {
      await context.setOffline(true)
      const dialog = portal.dialog('No Internet Connection')
      await expect(dialog).toBeVisible()
      await context.setOffline(false)
      await dialog.getByRole('button', { name: 'TRY AGAIN' }).click()
      await expectTyped(page)
    })

    await test.step('a double click sends one request, and the saved form forgets its draft', async () => {
      saves.set(undefined)
      const before = saves.count()
      await save(page).dblclick()
      await expect(page.getByRole('heading', { name: 'Pre-check-in done' })).toBeVisible()
      expect(saves.count() - before).toBe(1)
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFTS_KEY)).toBeNull()
    })

    await test.step('logout removes a draft', async () => {
      await page.getByRole('button', { name: 'Change answers' }).click()
      await page.getByLabel('Arrival date').fill(day(2))
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFTS_KEY)).toContain(day(2))
      await portal.logOut()
      await portal.confirmSignOutIfAsked()
      // Signed out, the app sends the pilot to sign in; back on the app's origin in the same tab
      // (the gate needs no sign-in), nothing of the draft is left in the tab's storage.
      await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
      await page.goto('/gate')
      expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain(DRAFTS_KEY)
    })
  })

  test('survives a 401 on save and the sign-in after it', async ({ portal, page }) => {
    test.setTimeout(120_000)
    await portal.signInAs(accounts.bat, FORM)
    const saves = watchSaves(page)
    await openForm(page)
    await fill(page)
    saves.set((route) => route.fulfill({ status: 401, json: { message: 'token expired' } }))
    await save(page).click()
    const expired = portal.dialog(/session/i)
    await expect(expired).toBeVisible()
    await expired.getByRole('button', { name: /log in/i }).click()
    await portal.confirmSignOutIfAsked()
    saves.set(undefined)
    await signInAgain(portal, page)
    await page.goto(FORM)
    await expectTyped(page)
    await expect(page.getByText('These are the answers you typed before. They are not saved yet.')).toBeVisible()
    await save(page).click()
    await expect(page.getByRole('heading', { name: 'Pre-check-in done' })).toBeVisible()
  })
})

test('the SMS settings keep what was changed through a failed save and a reload', async ({ portal, page }) => {
  await portal.signInAs(accounts.fto, '/user/settings/notifications')
  let failing = true
  await page.route('**/api/v1/user/notifications', (route) =>
    route.request().method() === 'PUT' && failing
      ? route.fulfill({ status: 500, json: { message: 'down' } })
      : route.continue()
  )
  const number = page.getByLabel('Mobile number')
  await expect(number).toBeEnabled()
  await number.fill('+14155550177')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('Something went wrong. Please try again.')
  await page.reload()
  await expect(number).toHaveValue('+14155550177')
  await expect(page.getByText('These are the settings you changed before. They are not saved yet.')).toBeVisible()
  failing = false
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible()
  await page.reload()
  await expect(number).toHaveValue('+14155550177')
  await expect(page.getByText('not saved yet')).toBeHidden()
})

/** After a sign-out, the app sends the pilot to sign in; the same pilot signs in again. */
async function signInAgain(portal: CrewPortal, page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === origins.identity, { timeout: 20_000 })
  // The identity provider may ask to confirm the sign-out first.
  const confirm = page.getByRole('button', { name: 'Sign out' })
  await expect(page.getByLabel('E-mail').or(confirm)).toBeVisible({ timeout: 20_000 })
  if (await confirm.isVisible()) await confirm.click()
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 })
  await portal.fillSignIn(accounts.bat)
  await page.waitForURL((url) => url.origin === origins.app && !url.pathname.startsWith('/redirect'))
  await expect(portal.userMenuButton).toBeVisible()
  // The contact card was seen in this session already; close it should it open again.
  const close = portal.contactCard.getByRole('button', { name: 'Close' })
  if (await close.isVisible()) await close.click()
}
