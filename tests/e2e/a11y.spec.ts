import AxeBuilder from '@axe-core/playwright'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

const screenshots = fileURLToPath(new URL('../../docs/screenshots/pages/', import.meta.url))
mkdirSync(screenshots, { recursive: true })

const routes = [
  ['training', '/training'],
  ['training-event', '/training/evt-bat-upcoming'],
  ['learning', '/learning'],
  ['library', '/library'],
  ['library-fto', '/library-fto'],
  ['pre-check-in', '/pre-check-in'],
  ['pre-check-in-event', '/pre-check-in/evt-bat-upcoming'],
  ['access-pass', '/access-pass'],
  ['user', '/user'],
  ['notifications', '/user/settings/notifications'],
  ['calendar', '/user/settings/calendar'],
  ['app-insights', '/app-insights'],
  ['error', '/error?error=Something%20went%20wrong'],
  ['eula', '/eula'],
  ['waiting', '/waiting']
] as const

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } })

    test('every route has no axe violations and gets its screenshot', async ({ portal, page }) => {
      test.setTimeout(180_000)
      await portal.signInAs(accounts.bat)
      for (const [name, path] of routes) {
        await page.goto(path)
        await expect(portal.heading).toBeVisible()
        await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        expect(
          results.violations.map(
            (violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
          )
        ).toEqual([])
        await page.screenshot({ path: `${screenshots}${name}-${width}.png`, fullPage: true })
      }
    })
  })
}
