import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

// Monitoring's SDK loads in the load plan's quiet phase, well after the page (docs/architecture.md,
// "The load plan"). What happens before it and is left behind by a reload is stored in the tab's
// session storage (the unsent telemetry), and the next page sends it once, marked with when it occurred.

const EVENT = 'Web_Satisfaction_Survey_Popped_Up_Manually_Requested'

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value
}

interface Sent {
  receivedAt: string
  properties: Record<string, unknown>
}

test('an event tracked before monitoring loads, on a page reloaded at once, is sent by the next page, once', async ({
  portal,
  page,
  context,
  services
}) => {
  test.slow()
  await portal.signInAs(accounts.fto)
  await page.getByRole('button', { name: 'Satisfaction Survey' }).click()
  // HasPoppedUp is '0' from the click's reset until the survey pops up and sets it to '1': only once
  // the survey shows does '0' mean the app has seen the pop-up and logged it (within one poll).
  await expect(page.getByRole('dialog', { name: /satisf/i })).toBeVisible()
  await expect.poll(() => cookie(context, 'HasPoppedUp'), { timeout: 5000 }).toBe('0')
  const leftAt = Date.now()
  expect(await page.evaluate(() => Boolean(sessionStorage.getItem('crew-portal:telemetry-unsent')))).toBe(false)
  await page.reload()
  await expect(page.locator('article.training-event').first()).toBeVisible()
  // The reloaded page has taken what the first one left, and holds it until its monitoring loads.
  expect(await page.evaluate(() => sessionStorage.getItem('crew-portal:telemetry-unsent'))).toBeNull()
  const storedAndSent = async () =>
    ((await services.telemetryNamed(EVENT)) as Sent[]).filter(
      (item) =>
        Date.parse(item.receivedAt) >= leftAt &&
        typeof item.properties.occurredAt === 'string' &&
        Date.parse(item.properties.occurredAt) <= leftAt
    )
  await expect.poll(async () => (await storedAndSent()).length, { timeout: 40_000 }).toBeGreaterThan(0)
  // Sent once: the page that stored it did not send it too, and the next one forgot it as it sent it.
  await page.waitForTimeout(2000)
  expect((await storedAndSent()).length).toBe(1)
})
