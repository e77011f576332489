// The partner kit's connected elements in the fault matrix: a partner's page, built here and served
// on the app's origin (the one the local API allows), that loads the built kit from
// packages/widgets/dist under the partner's strict CSP, configures it with the pilot's token, shows
// the four elements connected and opens the contact card (docs/embedding.md §6). Failures reach it
// as `onError` and `crew-error`, listed on the page.
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { crewErrorOf, partnerSettings } from '../../../packages/core/src/app/partner.ts'
import { CONTENT_TYPES, PARTNER_CSP } from '../../partner/serve.ts'
import { accounts } from '../models/accounts.ts'
import { origins } from '../playwright.config.ts'
import { CdpRouter } from './cdp-router.ts'
import { expect } from '@playwright/test'
import { expectCount, expectSomeText, expectTexts, poll } from './waits.ts'
import type { Surface } from './surface.ts'

const KIT = fileURLToPath(new URL('../../../packages/widgets/dist/', import.meta.url))
const PREFIX = '/__faults/partner/'
const PAGE = `${PREFIX}index.html`

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner portal (fault matrix)</title>
    <link rel="icon" href="data:," />
    <script type="module" src="./kit/crew-loader.js"></script>
    <script type="module" src="./partner.js"></script>
  </head>
  <body>
    <header><crew-user-menu connected></crew-user-menu></header>
    <main>
      <h1>Your training, from Crew Portal</h1>
      <crew-access-pass connected></crew-access-pass>
    </main>
    <crew-banner connected></crew-banner>
    <crew-contact-card connected first-name="${accounts.bat.givenName}"></crew-contact-card>
    <ol id="errors"></ol>
  </body>
</html>`

/** The partner's script: the kit configured with the pilot's token, failures listed, then the contact card asked for. */
function script(token: string): string {
  const { email, givenName, lastName } = accounts.bat
  return `import { configureCrewPortal, showContactCard } from './kit/crew-loader.js'
const errors = document.querySelector('#errors')
const report = (source) => (error) => {
  const item = document.createElement('li')
  item.textContent = source + ' ' + error.code
  errors.append(item)
}
document.querySelector('crew-access-pass').addEventListener('crew-error', (event) => report('element')(event.detail))
await configureCrewPortal({
  apiBaseUrl: ${JSON.stringify(origins.api)},
  getAccessToken: () => ${JSON.stringify(token)},
  onError: report('onError'),
  user: ${JSON.stringify({ email, givenName, lastName, userId: email, b2cId: email })}
})
const opened = await showContactCard().catch(() => 'failed')
document.body.dataset.contactCard = String(opened)
`
}

/** Serves the partner's page, its script and the built kit on the app's origin, to `page`. */
export async function servePartnerPage(page: Page, token: string): Promise<void> {
  const router = await CdpRouter.open(page, `${origins.app}${PREFIX}*`)
  router.route(async (route) => {
    const path = new URL(route.request().url()).pathname.slice(PREFIX.length)
    const headers = { 'content-security-policy': PARTNER_CSP, 'cache-control': 'no-store' }
    if (path === 'index.html')
      return route.fulfill({ body: HTML, headers: { ...headers, 'content-type': 'text/html' } })
    if (path === 'partner.js')
      return route.fulfill({ body: script(token), headers: { ...headers, 'content-type': 'text/javascript' } })
    const file = normalize(join(KIT, path.replace(/^kit\//, '')))
    if (!path.startsWith('kit/') || !file.startsWith(KIT)) return route.fulfill({ status: 404 })
    const body = await readFile(file).catch(() => undefined)
    if (!body) return route.fulfill({ status: 404 })
    return route.fulfill({
      body,
      headers: { ...headers, 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }
    })
  })
}

const pass = (page: Page) => page.locator('crew-access-pass')

/** What the partner heard: `onError <code>` and `element <code>`, in order. */
function heard(page: Page): Promise<string[]> {
  return page.locator('#errors li').allTextContents()
}

/** The partner's page as a surface of the matrix: the kit's own words, and the partner told of every failure. */
export function partnerSurface(): Surface {
  const settings = partnerSettings(origins.api)
  return {
    name: 'partner kit',
    path: PAGE,
    words: { accessDeniedMessage: settings.accessDeniedMessage, defaultErrorMessage: settings.defaultErrorMessage },
    async expectAsUsual(page) {
      await expectTexts(
        pass(page).locator('[part~="name"]'),
        [`${accounts.bat.givenName} ${accounts.bat.lastName}`],
        'the pass as usual'
      )
      await expect(pass(page).locator('[part="error"]')).toHaveCount(0)
    },
    async expectSettled(page) {
      await expectCount(page.locator('body[data-contact-card]'), 1, 'the partner’s script ran to its end')
    },
    async expectCase(page, { result, outcome }) {
      if (result) {
        const { code } = crewErrorOf(result)
        await poll(() => heard(page), `the partner hears ${code}`).toContain(`onError ${code}`)
      } else {
        expect(await heard(page), 'the partner hears of no failure').toEqual([])
      }
      const alert = page.locator('crew-banner').getByRole('alert')
      if (outcome.kind === 'banner') await expectSomeText(alert, outcome.message, 'the catalogue’s banner')
      else await expect(alert, 'no error banner').toHaveCount(0)
      // The pass shows itself or says it could not be loaded: never an empty box.
      await poll(
        async () => (await pass(page).locator('[part~="card"]').innerText()).trim().length,
        'the pass has text'
      ).toBeGreaterThan(0)
    },
    async expectRecovered(page) {
      await page.reload()
      await this.expectAsUsual(page)
      expect(await heard(page), 'no failure once the fault is gone').toEqual([])
    }
  }
}
