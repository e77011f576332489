// The gate at a real door (docs/access-pass.md, "Running a gate"; R-GATE-1, R-GATE-2): a door scanner
// in keyboard mode types a pilot's live code into the gate, then its suffix; each pilot gets a verdict
// of their own, and the gate is ready for the next. The phones run at the real time, as on npm start:
// the seed's passes are what they are today.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test, watchCspViolations } from './fixtures.ts'
import { type Account, accounts } from './models/accounts.ts'
import { doorCode, inWindowOf, scanScreen } from './models/door-code.ts'
import { Gate } from './models/gate.model.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

const PHONE = { width: 390, height: 844 }

// Two phones and a gate, and every code typed key by key.
test.describe.configure({ timeout: 180_000 })
// A trace's screencast takes a frame at each key typed: on a busy machine that made typing one code
// take a minute. The trace still records the DOM at each step.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } })

/** The pilot's phone at the real time, signed in, showing the door code. */
async function phoneOf(page: Page, account: Account): Promise<void> {
  await page.setViewportSize(PHONE)
  await new CrewPortal(page).signInAs(account, '/access-pass')
  await expect(doorCode(page)).toBeVisible()
}

/**
 * A gate of its own (a tablet at the door), its clock held at `at`: the moment the phone showed the
 * code. A scanner types a code in a fraction of a second; typing it key by key from here can take
 * longer than the code's 15 s window on a busy machine, and the gate would rightly call it out of date.
 */
async function gateHeldAt(browser: Browser, at: Date): Promise<{ context: BrowserContext; gate: Gate }> {
  const context = await watchCspViolations(
    await browser.newContext({ baseURL: origins.app, ignoreHTTPSErrors: true, serviceWorkers: 'block' })
  )
  // Before any page, so the gate's first frame already has the held clock.
  await context.clock.install({ time: at })
  await context.clock.pauseAt(at)
  const gate = new Gate(await context.newPage())
  await gate.open()
  return { context, gate }
}

/** No axe violations on the gate as it stands: the verdict in words, icon and colour. */
async function expectAccessible(gate: Gate): Promise<void> {
  // axe waits on the page's timers: the held clock runs again (the verdict stays its 6 s from here).
  await gate.page.clock.resume()
  const results = await new AxeBuilder({ page: gate.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map(
      (violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
  ).toEqual([])
}

test('Sam Rivera, at the training centre this week: a scanner types his live code and its Enter, and the gate says Valid', async ({
  page,
  browser
}) => {
  await phoneOf(page, accounts.fto)
  await expect(page.locator('crew-access-pass')).toContainText('Valid')
  const code = await scanScreen(page)
  const { context, gate } = await gateHeldAt(browser, inWindowOf(code))
  await gate.scan(code)
  await gate.expectValid('Sam Rivera')
  await expect(gate.verdict).toContainText('London Gatwick Training Centre')
  await gate.expectReady()
  await expectAccessible(gate)
  await context.close()
})

test('two pilots in a row: each gets a verdict of their own, the field empty and focused between them', async ({
  page,
  browser
}) => {
  await phoneOf(page, accounts.fto)
  const alex = await watchCspViolations(await browser.newContext({ baseURL: origins.app, ignoreHTTPSErrors: true }))
  const alexPhone = await alex.newPage()
  await phoneOf(alexPhone, accounts.bat)
  const samsCode = await scanScreen(page)
  const { context, gate } = await gateHeldAt(browser, inWindowOf(samsCode))

  await gate.scan(samsCode)
  await gate.expectValid('Sam Rivera')
  await gate.expectReady()

  // Alex Morgan's pass starts the day before his training in 5 days.
  const alexsCode = await scanScreen(alexPhone)
  await gate.page.clock.pauseAt(inWindowOf(alexsCode))
  await gate.scan(alexsCode)
  await gate.expectRefused(/not valid yet/i)
  await expect(gate.verdict).toContainText('Alex Morgan')
  await expect(gate.verdict).not.toContainText('Sam Rivera')
  await gate.expectReady()
  await expectAccessible(gate)
  await context.close()
  await alex.close()
})
