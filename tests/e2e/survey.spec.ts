import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value
}

test('Satisfaction Survey sets its cookie, the survey pops up, and the pop-up is logged and reset', async ({
  portal,
  page,
  context,
  services
}) => {
  await portal.signInAs(accounts.fto)
  await page.getByRole('button', { name: 'Satisfaction Survey' }).click()
  expect(await cookie(context, 'isBtnSatisfactionSurvey')).toBe('1')
  await expect(page.getByRole('dialog', { name: /satisf/i })).toBeVisible()
  // Within one poll (1000 ms) the app sees HasPoppedUp=1, logs the event and resets the cookie.
  await expect.poll(() => cookie(context, 'HasPoppedUp'), { timeout: 5000 }).toBe('0')
  await expect
    .poll(async () => (await services.telemetryNamed('Web_Satisfaction_Survey_Popped_Up_Manually_Requested')).length, {
      timeout: 40_000
    })
    .toBeGreaterThan(0)
})

test('every navigation end resets the survey cookies', async ({ portal, page, context }) => {
  const surveyLoaded = portal.recordSurveyLoads()
  await portal.signInAs(accounts.fto)
  // The first page's survey has loaded and decided: the stale cookie below is for the next navigation.
  await expect.poll(surveyLoaded).toBe(true)
  await page.waitForLoadState('networkidle')
  await context.addCookies([{ name: 'isBtnSatisfactionSurvey', value: '1', url: page.url() }])
  await portal.sideNav.getByRole('link', { name: /Library/ }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect.poll(() => cookie(context, 'isBtnSatisfactionSurvey')).toBe('0')
  expect(await cookie(context, 'HasPoppedUp')).toBe('0')
})
