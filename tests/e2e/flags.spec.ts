import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

const BAT_NOTICE = 'Simulator bays 3 and 4 at the Miami training centre are closed for maintenance'
const FTO_NOTICE = 'FTO ground school materials for the new revision of the operations manual'

test.describe('system notifications from the flag service (SPEC §4, §9)', () => {
  test('the BAT pilot sees the BAT notification, not the FTO one', async ({ portal }) => {
    await portal.signInAs(accounts.bat)
    await expect(portal.banner.getByRole('status').filter({ hasText: BAT_NOTICE })).toBeVisible()
    await expect(portal.banner).not.toContainText(FTO_NOTICE)
  })

  test('the FTO pilot sees the FTO notification, not the BAT one', async ({ portal }) => {
    await portal.signInAs(accounts.fto)
    await expect(portal.banner.getByRole('status').filter({ hasText: FTO_NOTICE })).toBeVisible()
    await expect(portal.banner).not.toContainText(BAT_NOTICE)
  })

  test('a change in the flag service reaches the open page live, and an empty message hides it', async ({ portal, services }) => {
    await portal.signInAs(accounts.fto)
    await expect(portal.banner).toContainText(FTO_NOTICE)
    await services.setFlag('PilotWebAppSystemNotificationCatFto', { message: 'Check ride slots for December are open.', variant: 'informative' })
    await expect(portal.banner).toContainText('Check ride slots for December are open.')
    await services.setFlag('PilotWebGlobalNotification', { message: 'Crew Portal maintenance on Sunday 02:00–03:00 UTC.', variant: 'global' })
    await expect(portal.banner).toContainText('Crew Portal maintenance on Sunday')
    await services.setFlag('PilotWebAppSystemNotificationCatFto', { message: '', variant: 'informative' })
    await expect(portal.banner).not.toContainText('Check ride slots')
  })
})
