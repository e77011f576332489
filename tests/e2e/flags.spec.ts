import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

const BAT_NOTICE = 'Simulator bays 3 and 4 at the Miami training centre are closed for maintenance'
const FTO_NOTICE = 'FTO ground school materials for the new revision of the operations manual'

test.describe('system notifications from the flag service (R-FLAGS-6, R-BANNER-3)', () => {
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

  test('a change in the flag service reaches the open page live, and an empty message hides it', async ({
    portal,
    services
  }) => {
    await portal.signInAs(accounts.fto)
    await expect(portal.banner).toContainText(FTO_NOTICE)
    await services.setFlag('PilotWebAppSystemNotificationCatFto', {
      message: 'Check ride slots for December are open.',
      variant: 'informative'
    })
    await expect(portal.banner).toContainText('Check ride slots for December are open.')
    await services.setFlag('PilotWebGlobalNotification', {
      message: 'Crew Portal maintenance on Sunday 02:00–03:00 UTC.',
      variant: 'global'
    })
    await expect(portal.banner).toContainText('Crew Portal maintenance on Sunday')
    await services.setFlag('PilotWebAppSystemNotificationCatFto', { message: '', variant: 'informative' })
    await expect(portal.banner).not.toContainText('Check ride slots')
  })
})

test.describe('a notification arriving on an open page (no layout shift)', () => {
  test('it docks at the bottom: nothing on the page moves, and the foot of the page scrolls clear of it', async ({
    portal,
    services
  }) => {
    const { page } = portal
    await page.setViewportSize({ width: 390, height: 844 })
    await portal.signInAs(accounts.fto)
    await expect(portal.banner).toContainText(FTO_NOTICE)
    await services.setFlag('PilotWebAppSystemNotificationCatFto', { message: '', variant: 'informative' })
    await expect(portal.banner).not.toContainText(FTO_NOTICE)
    const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)
    await page.evaluate(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift' })
    })

    const notice =
      'Crew Portal maintenance on Sunday 02:00–03:00 UTC. Sign-in and the library may be unavailable for up to an hour.'
    await services.setFlag('PilotWebGlobalNotification', { message: notice, variant: 'global' })
    await expect(portal.banner).toContainText('Crew Portal maintenance on Sunday')
    // Two frames for the layout-shift entries of the banner's arrival to be delivered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBe(mainTop)

    // Focusing the banner's own buttons scrolls nothing: the scroll padding keeps the page clear of the
    // banner, not the banner of itself. On this phone the notice shows its first line and More (R-BANNER-6).
    for (const part of ['more', 'close']) {
      await page.locator(`crew-banner [part="${part}"]`).last().focus()
      expect(await page.evaluate(() => window.scrollY), `focus on ${part}`).toBe(0)
    }

    const bannerBox = await portal.banner.boundingBox()
    expect(bannerBox && Math.round(bannerBox.y + bannerBox.height)).toBe(844)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.locator('footer.app__footer').boundingBox()
    const docked = await portal.banner.boundingBox()
    expect(footer && docked && footer.y + footer.height).toBeLessThanOrEqual(docked!.y + 0.5)

    // By keyboard alone, from the top: no element that takes the focus is hidden under the banner.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('.skip-link').focus()
    const covered: string[] = []
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(() => {
        let focused = document.activeElement
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
        const banner = document.querySelector('crew-banner')
        if (
          !focused ||
          !banner ||
          focused === document.body ||
          banner.contains(focused) ||
          banner.shadowRoot?.contains(focused)
        )
          return null
        const box = focused.getBoundingClientRect()
        const dock = banner.getBoundingClientRect()
        return box.bottom > dock.top + 1 ? (focused.textContent ?? focused.tagName).trim().slice(0, 40) : null
      })
      if (stop !== null) covered.push(stop)
    }
    expect(covered).toEqual([])
  })

  test('on the pass page, the docked No Internet dialog floats above the banner: neither covers the other', async ({
    portal,
    context
  }) => {
    const { page } = portal
    await page.setViewportSize({ width: 390, height: 844 })
    await portal.signInAs(accounts.fto, '/access-pass')
    await expect(portal.banner).toContainText(FTO_NOTICE)
    await context.setOffline(true)
    const dialog = page.getByRole('dialog', { name: 'No Internet Connection' })
    await expect(dialog).toBeVisible()
    const dialogBox = await dialog.boundingBox()
    const bannerBox = await portal.banner.boundingBox()
    expect(dialogBox && bannerBox && dialogBox.y + dialogBox.height).toBeLessThanOrEqual(bannerBox!.y + 0.5)
    await context.setOffline(false)
  })
})
