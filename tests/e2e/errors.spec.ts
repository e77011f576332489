import { expect, test, watchCspViolations } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

// The remote configuration of the local API (local-services seed) sets these texts.
const ACCESS_DENIED = 'You do not have access to this page. Please contact Customer Care.'
const DEFAULT_ERROR = 'Something went wrong. Please try again.'

test.describe('the error catalogue (R-ERRORS-1)', () => {
  test('403 shows the access-denied banner, and closing it logs out', async ({ portal, services, page }) => {
    await portal.signInAs(accounts.fto)
    await services.injectFault({ path: '/api/v1/trainingevents', status: 403 })
    await page.reload()
    const alert = portal.banner.getByRole('alert')
    await expect(alert).toContainText(ACCESS_DENIED)
    await portal.banner.getByRole('button', { name: 'Close Error message' }).click()
    await portal.confirmSignOutIfAsked()
    await expect(page).toHaveURL((url) => url.origin === origins.identity)
  })

  test('404 on a training-record documents URL shows the server’s text', async ({ portal, services, page }) => {
    await portal.signInAs(accounts.fto)
    const serverText = 'No training records were found for this event.'
    await services.injectFault({ path: '/trainingrecord/', status: 404, body: { message: serverText } })
    await page.goto('/training/evt-fto-past')
    await expect(portal.banner.getByRole('alert')).toContainText(serverText)
  })

  test('500 shows the default message with the suffix and the contact-us link that opens help', async ({
    portal,
    services,
    page
  }) => {
    await portal.signInAs(accounts.fto)
    await services.injectFault({ path: '/api/v1/trainingevents', status: 500 })
    await page.reload()
    const alert = portal.banner.getByRole('alert')
    await expect(alert).toContainText(DEFAULT_ERROR)
    await expect(alert).toContainText('If this error persists,')
    await alert.getByRole('button', { name: 'contact us.' }).click()
    await expect(portal.dialog('Help')).toBeVisible()
  })

  test('errors on whitelisted URLs show no banner', async ({ portal, services, page }) => {
    await portal.signInAs(accounts.fto)
    await services.injectFault({ path: 'RecentlyViewedDocuments', status: 500 })
    await services.injectFault({ path: 'DocumentViewerStatus', status: 403 })
    await page.goto('/library', { waitUntil: 'commit' })
    const started = portal.nextStart()
    await expect(portal.heading).toBeVisible()
    await started
    await expect(portal.banner.getByRole('alert')).toHaveCount(0)
  })

  test("a failure of the first page's request is shown even when the app's own code arrives after it", async ({
    browser,
    services
  }) => {
    // The page's queries go out while the routed app's code (the layout, the banner) is on its way:
    // held back here, with no service worker to answer from its cache, the answer comes first.
    const context = await watchCspViolations(await browser.newContext({ serviceWorkers: 'block' }))
    const page = await context.newPage()
    const portal = new CrewPortal(page)
    await portal.signInAs(accounts.fto)
    // The app's code is held back until the page's answer has come.
    let answered = page.waitForResponse('**/api/v1/trainingevents**')
    await page.route(/\/assets\/App-[\w-]+\.js$/, async (route) => {
      await answered
      await route.continue()
    })
    await services.injectFault({ path: '/api/v1/trainingevents', status: 500 })
    await page.reload()
    await expect(portal.banner.getByRole('alert')).toContainText(DEFAULT_ERROR)
    await services.resetApi()
    await services.injectFault({ path: '/api/v1/trainingevents', status: 401 })
    answered = page.waitForResponse('**/api/v1/trainingevents**')
    await page.reload()
    await expect(portal.dialog(/session/i)).toBeVisible()
    await context.close()
  })

  test('401 opens the session-expired dialog; Log In clears the session and signs out', async ({
    portal,
    services,
    page
  }) => {
    await portal.signInAs(accounts.fto)
    await services.injectFault({ path: '/api/v1/trainingevents', status: 401 })
    await page.reload()
    const dialog = portal.dialog(/session/i)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('security reasons')
    await dialog.getByRole('button', { name: 'Log In' }).click()
    await portal.confirmSignOutIfAsked()
    await expect(page).toHaveURL((url) => url.origin === origins.identity)
  })
})
