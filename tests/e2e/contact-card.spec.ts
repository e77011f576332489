import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

/** The seeded BAT event starts on the fifth UTC day from today (local-services seed). */
function seededBatStartDate(): string {
  const now = new Date()
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 5))
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    day
  )
}

test.describe('contact card', () => {
  test('opens after sign-in for the BAT pilot with the exact texts, links and UTC times, and not again once displayed', async ({
    portal,
    page
  }) => {
    await portal.signInAs(accounts.bat, '/training', { keepContactCard: true })
    const card = portal.contactCard
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Hello Alex!' })).toBeVisible()
    await expect(card).toContainText(
      `We look forward to seeing you at Miami Training Center on ${seededBatStartDate()}.`
    )
    await expect(card).toContainText('feel free to reach out')
    await expect(card).toContainText('Jordan Lee')
    await expect(card).toContainText('Mon. to Fri. 13:00 – 21:30 UTC')
    await expect(card.getByRole('link', { name: '+13055550140' })).toHaveAttribute('href', 'tel:+13055550140')
    await expect(card.getByRole('link', { name: 'jordan.lee@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan.lee@example.com?subject=Training%20Event%20Help'
    )
    await expect(card).toContainText('This information is always available under the help icon.')
    await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/)

    // The notes open the help panel.
    await card.getByRole('button', { name: /always available under the help icon/ }).click()
    await expect(portal.dialog('Help')).toBeVisible()
    await portal.dialog('Help').getByRole('button', { name: 'Close' }).click()

    await card.getByRole('button', { name: 'Close' }).click()
    await expect(card).toBeHidden()

    // Marked displayed on the server: a new page load does not open it again.
    const started = portal.nextStart()
    await page.reload()
    await expect(portal.userMenuButton).toBeVisible()
    await expect(page.getByRole('link', { name: /A320 Type Rating/ }).first()).toBeVisible()
    await started
    await expect(portal.contactCard).toBeHidden()
  })

  for (const account of [accounts.fto, accounts.newCrew]) {
    test(`does not open for ${account.email}`, async ({ portal }) => {
      const started = portal.nextStart()
      await portal.signInAs(account)
      await expect(portal.heading).toBeVisible()
      await started
      await expect(portal.contactCard).toBeHidden()
    })
  }
})
