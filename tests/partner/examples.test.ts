// The example partner portals (examples/*), installed the way a partner installs the kit: it is
// published to a local registry (Verdaccio, started and stopped here) and `npm install` fetches
// it from there. Then each portal runs in Chromium under its strict CSP and hostile CSS.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireBuilt } from '../perf/bundles.ts'
import { startTestApi, TEST_APP_ORIGIN, type TestApi } from '../../packages/local-services/test/api/index.ts'
import { startLocalRegistry, type LocalRegistry } from './registry.ts'
import {
  closeAll,
  CONTENT_TYPES,
  launchChromium,
  PARTNER_CSP,
  serveFolder,
  watchedPage,
  type StaticSite
} from './serve.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const plain = join(root, 'examples/partner-plain')
const react18 = join(root, 'examples/partner-react18')

let registry: LocalRegistry
let browser: Browser
let site: StaticSite
let reactSite: StaticSite

beforeAll(async () => {
  requireBuilt(join(root, 'packages/widgets/dist/crew-loader.js'))
  registry = await startLocalRegistry()
  await registry.npm(['publish', './packages/widgets'], root)
  rmSync(join(plain, 'node_modules'), { recursive: true, force: true })
  await registry.npm(['install', '--no-package-lock', '--prefer-offline'], plain)
  site = await serveFolder(plain)
  // The React 18 portal: its runtime dependencies from the registry (the kit and React 18), built
  // with the workspace's Vite (the example's own devDependency, already on this machine).
  rmSync(join(react18, 'node_modules'), { recursive: true, force: true })
  await registry.npm(['install', '--no-package-lock', '--prefer-offline', '--omit=dev'], react18)
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: react18, stdio: 'pipe' })
  reactSite = await serveFolder(join(react18, 'dist'))
  browser = await launchChromium()
}, 240_000)

afterAll(() => closeAll(browser, site, reactSite, registry))

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not rendered')
  return { width: Math.round(rect.width), height: Math.round(rect.height) }
}

// Each from the local registry, with what it uses of the kit and none of the product's own packages.
it.each([
  ['examples/partner-plain', plain, 'dist/crew-loader.js'],
  ['examples/partner-react18', react18, 'dist/react.js']
])('%s installed the kit from the local registry, and no @crew-portal/core', (_name, folder, file) => {
  expect(existsSync(join(folder, 'node_modules/@crew-portal/widgets', file))).toBe(true)
  expect(existsSync(join(folder, 'node_modules/@crew-portal/core'))).toBe(false)
})

describe('examples/partner-plain', () => {
  it('shows the pass and the card at their own size, with no CSP violation or console error', async () => {
    const { page, problems } = await watchedPage(browser)
    await page.goto(`${site.origin}/index.html`)
    const pass = page.locator('crew-access-pass')
    await expect.poll(() => pass.locator('[part~="name"]').textContent()).toBe('Ada Lovelace')
    const hostile = await box(pass.locator('[part~="card"]'))

    await page.click('#show-contact')
    const dialog = page.locator('crew-contact-card').locator('dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const card = await box(dialog)

    // The same page with no partner CSS, then with a 62.5 % and a 40 px root: the boxes stay within 2 px.
    for (const rootFontSize of ['', '62.5%', '40px']) {
      const rootCss = rootFontSize ? `html { font-size: ${rootFontSize} }` : ''
      await page.evaluate((size) => {
        document.querySelector('link[rel="stylesheet"]')?.remove()
        document.documentElement.style.fontSize = size
      }, rootFontSize)
      const passBox = await box(pass.locator('[part~="card"]'))
      const cardBox = await box(dialog)
      expect(Math.abs(passBox.width - hostile.width), rootCss || 'no host CSS').toBeLessThanOrEqual(2)
      expect(Math.abs(passBox.height - hostile.height), rootCss || 'no host CSS').toBeLessThanOrEqual(2)
      expect(Math.abs(cardBox.width - card.width), rootCss || 'no host CSS').toBeLessThanOrEqual(2)
      expect(Math.abs(cardBox.height - card.height), rootCss || 'no host CSS').toBeLessThanOrEqual(2)
    }
    expect(hostile.width).toBeGreaterThan(300)
    expect(problems).toEqual([])
    await page.close()
  })

  it('Escape closes the card and crew-close reaches the partner listener', async () => {
    const { page, problems } = await watchedPage(browser)
    await page.goto(`${site.origin}/index.html`)
    await page.click('#show-contact')
    const card = page.locator('crew-contact-card')
    await expect.poll(() => card.locator('dialog').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => card.evaluate((element) => element.hasAttribute('open'))).toBe(false)
    await expect.poll(() => page.locator('#events li').allTextContents()).toEqual(['crew-close'])
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('examples/partner-react18', () => {
  it('runs on React 18: rich data arrives as data, the events reach the React handlers, no console error', async () => {
    const { page, problems } = await watchedPage(browser)
    await page.goto(`${reactSite.origin}/`)
    await expect.poll(() => page.locator('#react-version').textContent()).toMatch(/^React 18\./)
    const pass = page.locator('crew-access-pass')
    await expect.poll(() => pass.locator('[part~="name"]').textContent()).toBe('Ada Lovelace')
    expect(await pass.evaluate((element) => element.getAttribute('pass'))).toBeNull()
    await expect.poll(() => page.locator('#events li').allTextContents()).toEqual(['crew-ready'])

    await page.click('#show-contact')
    const card = page.locator('crew-contact-card')
    await expect.poll(() => card.locator('dialog').isVisible()).toBe(true)
    await expect.poll(() => card.locator('dialog').textContent()).toContain('Grace Hopper')
    // The same boxes as on the plain portal (hostile CSS there, none here): the elements size themselves.
    const reactBoxes = { pass: await box(pass.locator('[part~="card"]')), card: await box(card.locator('dialog')) }
    const plainPage = await browser.newPage()
    await plainPage.goto(`${site.origin}/index.html`)
    await expect.poll(() => plainPage.locator('crew-access-pass [part~="name"]').textContent()).toBe('Ada Lovelace')
    await plainPage.click('#show-contact')
    await expect.poll(() => plainPage.locator('crew-contact-card dialog').isVisible()).toBe(true)
    const plainBoxes = {
      pass: await box(plainPage.locator('crew-access-pass [part~="card"]')),
      card: await box(plainPage.locator('crew-contact-card dialog'))
    }
    await plainPage.close()
    for (const part of ['pass', 'card'] as const) {
      expect(Math.abs(reactBoxes[part].width - plainBoxes[part].width), part).toBeLessThanOrEqual(2)
      expect(Math.abs(reactBoxes[part].height - plainBoxes[part].height), part).toBeLessThanOrEqual(2)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => card.evaluate((element) => element.hasAttribute('open'))).toBe(false)
    await expect.poll(() => page.locator('#events li').allTextContents()).toEqual(['crew-ready', 'crew-close'])
    expect(problems).toEqual([])
    await page.close()
  })
})

// The kit's words the tests look for, in each language of the examples' switch.
const WORDS = {
  en: { pass: 'Access Pass', status: 'Valid', hello: 'Hello Ada!', close: 'Close' },
  de: { pass: 'Zutrittsausweis', status: 'Gültig', hello: 'Guten Tag, Ada!', close: 'Schließen' },
  ar: { pass: 'تصريح الدخول', status: 'صالح', hello: 'مرحبًا Ada!', close: 'إغلاق' }
} as const
type Language = keyof typeof WORDS

/** `#rrggbb` as Chromium computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`
/** A token of the kit's dark set, read from its source (packages/widgets/src/appearance/dark.ts). */
function darkToken(name: string): string {
  const source = readFileSync(join(root, 'packages/widgets/src/appearance/dark.ts'), 'utf8')
  const hex = new RegExp(`'${name}': '(#[0-9a-f]{6})'`).exec(source)?.[1]
  if (!hex) throw new Error(`dark.ts has no ${name}`)
  return rgb(hex)
}
// The kit's light defaults (packages/widgets/src/elements/base.css) and its dark set.
const SCHEMES = {
  light: { surface: rgb('#ffffff'), text: rgb('#1a1f29') },
  dark: { surface: darkToken('--crew-color-surface'), text: darkToken('--crew-color-text') }
}

/** The pass and the open contact card in `language`, laid out in its direction (measured in Chromium). */
async function expectLanguage(page: Page, language: Language) {
  const pass = page.locator('crew-access-pass')
  const card = page.locator('crew-contact-card')
  const words = WORDS[language]
  await expect
    .poll(() => pass.locator('[part~="header"] h2').textContent(), { message: language, timeout: 5_000 })
    .toBe(words.pass)
  expect(await pass.locator('[part~="status"]').textContent()).toBe(words.status)
  // The partner's data stays as given, whatever the language.
  expect(await pass.locator('[part~="name"]').textContent()).toBe('Ada Lovelace')
  await expect
    .poll(() => card.locator('[part~="title"]').textContent(), { message: language, timeout: 5_000 })
    .toBe(words.hello)
  expect(await card.locator('[part~="close"]').getAttribute('aria-label')).toBe(words.close)
  // Start and end follow the reading direction. The close cross leads the header, at the inline
  // start: in English it is at the dialog's left, before the greeting; right to left it is at the
  // right, and the pass's title and airline swap sides too.
  const rtl = language === 'ar'
  const dialog = await rect(card.locator('dialog'))
  const close = await rect(card.locator('[part~="close"]'))
  const title = await rect(card.locator('[part~="title"]'))
  const heading = await rect(pass.locator('[part~="header"] h2'))
  const airline = await rect(pass.locator('[part~="airline"]'))
  if (rtl) {
    expect(
      dialog.x + dialog.width - (close.x + close.width),
      'the close cross at the right edge, the inline start'
    ).toBeLessThan(dialog.width / 6)
    expect(close.x, 'right of the greeting').toBeGreaterThanOrEqual(title.x + title.width)
    expect(airline.x + airline.width, 'the airline left of the title').toBeLessThanOrEqual(heading.x)
  } else {
    expect(close.x - dialog.x, 'the close cross at the left edge, the inline start').toBeLessThan(dialog.width / 6)
    expect(close.x + close.width, 'left of the greeting').toBeLessThanOrEqual(title.x)
    expect(heading.x + heading.width, 'the title left of the airline').toBeLessThanOrEqual(airline.x)
  }
}

/** The pass's card and the open contact card in the computed colours of `scheme`. */
async function expectScheme(page: Page, scheme: keyof typeof SCHEMES) {
  const colours = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element)
      return { surface: style.backgroundColor, text: style.color }
    })
  await expect
    .poll(() => colours(page.locator('crew-access-pass [part~="card"]')), { message: scheme, timeout: 5_000 })
    .toEqual(SCHEMES[scheme])
  await expect
    .poll(() => colours(page.locator('crew-contact-card dialog')), { message: scheme, timeout: 5_000 })
    .toEqual(SCHEMES[scheme])
}

const rect = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

// End to end on both example portals: the pass and the contact card in German and
// in Arabic (right to left), in the dark scheme, and after updateCrewPortal changes both on a live
// page. Each portal sets them as its guide says: the plain page through configureCrewPortal and
// updateCrewPortal from its language and colour switches (dir on the section of the elements), the
// React 18 app through updateCrewPortal in an effect (dir as the components' prop).
describe.each([
  ['examples/partner-plain', (query: string) => `${site.origin}/index.html${query}`],
  ['examples/partner-react18', (query: string) => `${reactSite.origin}/${query}`]
])('%s: language, right to left and colour scheme', (_name, url) => {
  async function openPortal(query = '') {
    const watched = await watchedPage(browser)
    await watched.page.goto(url(query))
    await expect.poll(() => watched.page.locator('crew-access-pass [part~="name"]').textContent()).toBe('Ada Lovelace')
    await watched.page.click('#show-contact')
    await expect.poll(() => watched.page.locator('crew-contact-card dialog').isVisible()).toBe(true)
    return watched
  }

  it('shows the pass and the card in German, then in Arabic right to left (the close cross at the inline start, on the right), from a link', async () => {
    for (const language of ['de', 'ar'] as const) {
      const { page, problems } = await openPortal(`?locale=${language}`)
      await expectLanguage(page, language)
      await expectScheme(page, 'light')
      expect(problems).toEqual([])
      await page.close()
    }
  })

  it('shows them dark from a link, and follows updateCrewPortal on the live page: words, direction and colours, with no reload', async () => {
    const { page, problems } = await openPortal('?scheme=dark')
    await expectScheme(page, 'dark')
    await expectLanguage(page, 'en')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    // The open card keeps the page inert, as a modal does: the crew member closes it, changes the
    // switches (the pass on the page follows at once), and opens it again.
    for (const [language, scheme] of [
      ['de', 'light'],
      ['ar', 'dark'],
      ['en', 'dark']
    ] as const) {
      await page.keyboard.press('Escape')
      await expect.poll(() => page.locator('crew-contact-card dialog').count()).toBe(0)
      await page.selectOption('#language', language)
      await page.selectOption('#scheme', scheme)
      await expect
        .poll(() => page.locator('crew-access-pass [part~="header"] h2').textContent(), {
          message: language,
          timeout: 5_000
        })
        .toBe(WORDS[language].pass)
      await page.click('#show-contact')
      await expectLanguage(page, language)
      await expectScheme(page, scheme)
    }

    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('examples/partner-plain in connected mode, against the local product API', () => {
  // The API allows one origin (the app's); the partner page is served there by the browser's router,
  // and the API runs with its own certificate and a token signer of the test's (as the IdP would sign).
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi()
  }, 60_000)
  afterAll(async () => {
    await api?.close()
  })

  /** A page whose requests to the app origin are answered from `folders` (URL prefix → folder). */
  async function partnerPage(folders: Record<string, string>) {
    // The page's answers come from the router, not from loopback: Chromium asks before it may call the local API.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, permissions: ['local-network-access'] })
    await context.route(`${TEST_APP_ORIGIN}/**`, async (route) => {
      const path = decodeURIComponent(new URL(route.request().url()).pathname)
      const prefix = Object.keys(folders).find((candidate) => path.startsWith(candidate)) ?? '/'
      const file = join(folders[prefix] ?? plain, path.slice(prefix.length))
      if (!file.startsWith(folders[prefix] ?? plain) || !existsSync(file)) return route.fulfill({ status: 404 })
      return route.fulfill({
        status: 200,
        body: readFileSync(file),
        headers: {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-security-policy': PARTNER_CSP
        }
      })
    })
    const { page, problems } = await watchedPage(context)
    return { context, page, problems }
  }

  it('configured after the element rendered, loads the pass through the partner’s token callback', async () => {
    const token = await api.signer.sign()
    const { context, page, problems } = await partnerPage({ '/': plain })
    await page.goto(
      `${TEST_APP_ORIGIN}/connected.html?api=${encodeURIComponent(api.url)}&token=${encodeURIComponent(token)}`
    )
    const pass = page.locator('crew-access-pass')
    await expect.poll(() => pass.locator('[part~="name"]').textContent(), { timeout: 10_000 }).toBe('Alex Morgan')
    expect(await page.locator('#errors li').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a refused token reaches onError and the element’s crew-error, and the element says so', async () => {
    const { context, page } = await partnerPage({ '/': plain })
    await page.goto(`${TEST_APP_ORIGIN}/connected.html?api=${encodeURIComponent(api.url)}&token=not-a-token`)
    await expect
      .poll(() => page.locator('#errors li').allTextContents(), { timeout: 10_000 })
      .toEqual(['unauthorized 401', 'element: unauthorized 401'])
    await expect
      .poll(() => page.locator('crew-access-pass').locator('[part="error"]').textContent())
      .toContain('could not be loaded')
    await context.close()
  })

  it('a second copy of the kit on the page warns once, naming both versions, and defines nothing', async () => {
    const { context, page, problems } = await partnerPage({
      '/second-copy/': join(plain, 'node_modules/@crew-portal/widgets/dist'),
      '/': plain
    })
    await page.goto(`${TEST_APP_ORIGIN}/index.html`)
    await expect
      .poll(() => page.locator('crew-access-pass').locator('[part~="name"]').textContent())
      .toBe('Ada Lovelace')
    await page.addScriptTag({ type: 'module', url: `${TEST_APP_ORIGIN}/second-copy/crew-elements.js` })
    await expect.poll(() => problems.filter((problem) => problem.includes('second copy'))).toHaveLength(1)
    expect(problems[0]).toMatch(
      /a second copy of the kit \(version \d+\.\d+\.\d+\) was loaded on a page that already has version \d+\.\d+\.\d+/
    )
    expect(await page.locator('crew-access-pass').locator('[part~="name"]').textContent()).toBe('Ada Lovelace')
    await context.close()
  })
})
