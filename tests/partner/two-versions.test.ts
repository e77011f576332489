// Two major versions of the kit on one partner page (examples/partner-two-versions): the built
// package and a copy of it with another version number (3.0.0), both packed with `npm pack`,
// published to a local registry (Verdaccio) and installed side by side, the second under an npm
// alias, as a partner's second team would. Then the page runs in Chromium under its strict CSP.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireBuilt } from '../perf/bundles.ts'
import { startLocalRegistry, type LocalRegistry } from './registry.ts'
import { closeAll, launchChromium, PARTNER_CSP, serveFolder, watchedPage, type StaticSite } from './serve.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const example = join(root, 'examples/partner-two-versions')
/** The copy's version: another major, named in its package.json and in its code. */
const NEXT = '3.0.0'
const A = '/node_modules/@crew-portal/widgets/dist'
const B = '/node_modules/crew-widgets-v3/dist'

let folder = ''
let current = ''
let registry: LocalRegistry
let site: StaticSite
let browser: Browser

const tarballs = () => readdirSync(folder).filter((name) => name.endsWith('.tgz'))

/**
 * Unpacks the packed kit, gives it version `version` (package.json, and the version its code names
 * in its warnings, a literal of the built code) and packs it again; returns the new tarball.
 */
async function packedCopy(tarball: string, version: string): Promise<string> {
  const unpacked = join(folder, 'copy')
  mkdirSync(unpacked)
  execFileSync('tar', ['-xzf', join(folder, tarball), '-C', unpacked])
  const packageDir = join(unpacked, 'package')
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  const literal = new RegExp(`([\`'"])${manifest.version.replace(/\./g, '\\.')}\\1`, 'g')
  const files = readdirSync(join(packageDir, 'dist'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
  const naming = files.filter((file) => literal.test(readFileSync(join(packageDir, 'dist', file), 'utf8')))
  // One literal in one file (the chunk with KIT_VERSION): anything else would be a guess.
  if (naming.length !== 1)
    throw new Error(`expected the kit's version in one built file, found it in: ${naming.join(', ') || 'none'}`)
  for (const file of naming) {
    const path = join(packageDir, 'dist', file)
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(literal, (_match, quote: string) => `${quote}${version}${quote}`)
    )
  }
  writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`)
  const before = new Set(tarballs())
  await registry.npm(['pack', '--pack-destination', folder], packageDir)
  const packed = tarballs().find((name) => !before.has(name))
  if (!packed) throw new Error('npm pack wrote no tarball for the copy')
  return packed
}

beforeAll(async () => {
  requireBuilt(join(root, 'packages/widgets/dist/crew-define.js'))
  folder = mkdtempSync(join(tmpdir(), 'crew-two-versions-'))
  registry = await startLocalRegistry()
  await registry.npm(['pack', '-w', '@crew-portal/widgets', '--pack-destination', folder], root)
  const [built] = tarballs()
  if (!built) throw new Error('npm pack wrote no tarball')
  current = (JSON.parse(readFileSync(join(root, 'packages/widgets/package.json'), 'utf8')) as { version: string })
    .version
  const copy = await packedCopy(built, NEXT)
  for (const tarball of [built, copy]) await registry.npm(['publish', join(folder, tarball)], folder)
  rmSync(join(example, 'node_modules'), { recursive: true, force: true })
  await registry.npm(['install', '--no-package-lock', '--prefer-offline'], example)
  site = await serveFolder(example)
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await closeAll(browser, site, registry)
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/** What the page shows of one element: its texts, and the computed style of some of its parts. */
async function shown(element: Locator) {
  return element.evaluate((host) => {
    const root = host.shadowRoot
    const part = (name: string) => root?.querySelector(`[part~="${name}"]`)
    const card = part('card')
    const style = card ? getComputedStyle(card) : undefined
    const name = part('name')
    return {
      header: part('header')?.textContent ?? '',
      name: name?.textContent ?? '',
      nameColor: name ? getComputedStyle(name).color : '',
      radius: style?.borderTopLeftRadius ?? '',
      surface: style?.backgroundColor ?? ''
    }
  })
}

/**
 * Calls `name(...args)` of one version's file (`path`) in the page, as the page's own script would;
 * resolves with what the call rejected with (`TypeError: ...`), or with '' when it resolved. (A
 * string, since Vitest would rewrite an `import()` written in a function handed to the page.)
 */
function callKit(page: Page, path: string, name: string, ...args: unknown[]): Promise<string> {
  return page.evaluate(
    `import(${JSON.stringify(path)}).then((kit) => kit[${JSON.stringify(name)}](...${JSON.stringify(args)})).then(() => '', (error) => \`\${error.name}: \${error.message}\`)`
  )
}

async function openPage(): Promise<{ page: Page; problems: string[]; scripts: string[] }> {
  const watched = await watchedPage(browser)
  await watched.page.goto(`${site.origin}/index.html`)
  await expect.poll(() => watched.page.locator('crew-access-pass [part~="name"]').textContent()).toBe('Ada Lovelace')
  await expect.poll(() => watched.page.locator('crew-access-pass-v3 [part~="name"]').textContent()).toBe('Grace Hopper')
  return watched
}

describe('examples/partner-two-versions', () => {
  it('installed the kit and a copy of it with another major version side by side, from the local registry', () => {
    const version = (path: string) =>
      (JSON.parse(readFileSync(join(example, path, 'package.json'), 'utf8')) as { version: string }).version
    expect(version('node_modules/@crew-portal/widgets')).toBe(current)
    expect(version('node_modules/crew-widgets-v3')).toBe(NEXT)
    expect(current).not.toBe(NEXT)
    expect(existsSync(join(example, 'node_modules/crew-widgets-v3/dist/crew-define.js'))).toBe(true)
    expect(readdirSync(join(example, 'node_modules/@crew-portal'))).toEqual(['widgets'])
  })

  it('its types serve a TypeScript partner: defineCrewElements, its options and the suffixed tag map', () => {
    const checks = join(example, 'node_modules/.types-check')
    mkdirSync(checks, { recursive: true })
    writeFileSync(
      join(checks, 'consumer.ts'),
      `import { configureCrewPortal, defineCrewElements, type CrewElementsOptions, type CrewSuffixedTagNameMap } from 'crew-widgets-v3/crew-define.js'
declare global {
  interface HTMLElementTagNameMap extends CrewSuffixedTagNameMap<'v3'> {}
}
const options: CrewElementsOptions = { suffix: 'v3' }
await defineCrewElements(options)
await configureCrewPortal({ locale: 'de', appearance: { radius: 12 } })
const pass = document.querySelector('crew-access-pass-v3')
if (pass) pass.pass = { id: 'P', holderName: 'Grace Hopper', airline: 'A', trainingCentre: 'T', eventName: 'E', validFrom: '2026-01-01T08:00:00Z', validUntil: '2099-01-01T18:00:00Z' }
const card: HTMLElementTagNameMap['crew-contact-card-v3'] = document.createElement('crew-contact-card-v3')
card.open = true
// @ts-expect-error the suffix is required
void defineCrewElements({})
export {}
`
    )
    const tsc = join(root, 'node_modules/typescript/bin/tsc')
    // --typeRoots: none of the repository's own @types (above this folder), as in a partner's project.
    const result = spawnSync(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2022',
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
        'false',
        '--typeRoots',
        'no-types',
        'consumer.ts'
      ],
      { cwd: checks, encoding: 'utf8' }
    )
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)

  it('shows both versions’ elements on one page, each in its own language and style, with no console error, warning or CSP violation', async () => {
    const { page, problems, scripts } = await openPage()
    const a = page.locator('crew-access-pass')
    const b = page.locator('crew-access-pass-v3')
    // Team A's look and words: radius 0, its surface, English; and the portal's CSS for crew-access-pass.
    await expect
      .poll(() => shown(a))
      .toMatchObject({ radius: '0px', surface: 'rgb(255, 248, 225)', nameColor: 'rgb(74, 20, 140)' })
    expect((await shown(a)).header).toContain('Access Pass')
    // Team B's: radius 12 (the card has twice the radius), its surface, German; the portal's CSS for team A's tag does not reach it.
    await expect.poll(() => shown(b)).toMatchObject({ radius: '24px', surface: 'rgb(224, 247, 250)' })
    await expect.poll(async () => (await shown(b)).header).toContain('Zutrittsausweis')
    expect((await shown(b)).nameColor).not.toBe('rgb(74, 20, 140)')
    await expect
      .poll(() => page.locator('crew-banner [part~="message"]').textContent())
      .toContain('Your recurrent training starts on Monday.')
    await expect
      .poll(() => page.locator('crew-banner-v3 [part~="message"]').textContent())
      .toContain('Ihre Wiederholungsschulung beginnt am Montag.')

    // Two definitions, one per version: the bare names are A's, the -v3 names B's.
    const definitions = await page.evaluate(() => ({
      distinct: customElements.get('crew-access-pass') !== customElements.get('crew-access-pass-v3'),
      // Loaded on first use only: no contact card is on the page.
      cards: [customElements.get('crew-contact-card'), customElements.get('crew-contact-card-v3')].filter(Boolean)
        .length
    }))
    expect(definitions).toEqual({ distinct: true, cards: 0 })
    // The events have the same names in both; their targets tell them apart.
    await expect
      .poll(async () => (await page.locator('#events li').allTextContents()).sort())
      .toEqual([
        'crew-ready from <crew-access-pass-v3>',
        'crew-ready from <crew-access-pass>',
        'crew-ready from <crew-banner-v3>',
        'crew-ready from <crew-banner>'
      ])

    // Each version loaded its own files: A through its loader, B through crew-define.js, and neither the other elements.
    const fetched = (dist: string) =>
      scripts
        .filter((path) => path.startsWith(`${dist}/`) && !path.includes('/chunks/'))
        .map((path) => path.slice(dist.length + 1))
        .sort()
    expect(fetched(A)).toEqual(['crew-access-pass.js', 'crew-banner.js', 'crew-loader.js'])
    expect(fetched(B)).toEqual(['crew-access-pass.js', 'crew-banner.js', 'crew-define.js'])
    expect(problems).toEqual([])
    await page.close()
  })

  it('a live update of one version changes its elements only', async () => {
    const { page, problems } = await openPage()
    const a = page.locator('crew-access-pass')
    const b = page.locator('crew-access-pass-v3')
    expect(
      await callKit(page, `${B}/crew-define.js`, 'updateCrewPortal', {
        locale: 'fr',
        appearance: { radius: 4, colorSurface: '#fce4ec' }
      })
    ).toBe('')
    await expect.poll(() => shown(b)).toMatchObject({ radius: '8px', surface: 'rgb(252, 228, 236)' })
    await expect.poll(async () => (await shown(b)).header).toContain('Badge d’accès')
    expect(await shown(a)).toMatchObject({ radius: '0px', surface: 'rgb(255, 248, 225)' })
    expect((await shown(a)).header).toContain('Access Pass')

    expect(await callKit(page, `${A}/crew-loader.js`, 'updateCrewPortal', { locale: 'es', appearance: null })).toBe('')
    await expect.poll(async () => (await shown(a)).header).toContain('Pase de acceso')
    await expect.poll(() => shown(a)).toMatchObject({ radius: '16px', surface: 'rgb(255, 255, 255)' })
    expect(await shown(b)).toMatchObject({ radius: '8px', surface: 'rgb(252, 228, 236)' })
    expect((await shown(b)).header).toContain('Badge d’accès')
    expect(problems).toEqual([])
    await page.close()
  })

  it('a bad suffix is refused with a TypeError naming it; a suffix another version took warns once, naming both, and defines nothing', async () => {
    const { page, problems } = await openPage()
    const suffixes = ['V3', 'team b', '<script>', '', 'v3 ']
    for (const suffix of suffixes) {
      expect(await callKit(page, `${B}/crew-define.js`, 'defineCrewElements', { suffix })).toBe(
        `TypeError: defineCrewElements: suffix ${JSON.stringify(suffix)} is not a custom-element name part: use lower-case letters a-z and digits, in parts joined by single hyphens, at most 32 characters (such as "v3")`
      )
    }
    expect(await callKit(page, `${B}/crew-define.js`, 'defineCrewElements', { suffix: 'v4', prefix: 'x' })).toBe(
      'TypeError: defineCrewElements has no option "prefix" (it takes: suffix)'
    )
    expect(await page.evaluate(() => customElements.get('crew-access-pass-v4'))).toBeUndefined()
    expect(problems).toEqual([])

    // Team A's copy asks for B's suffix: the first copy keeps it.
    expect(await callKit(page, `${A}/crew-define.js`, 'defineCrewElements', { suffix: 'v3' })).toBe('')
    await page.evaluate(() => document.body.append(document.createElement('crew-contact-card-v3')))
    await expect.poll(() => problems).toHaveLength(1)
    expect(problems[0]).toContain(
      `warning: Crew Portal widgets: a second copy of the kit (version ${current}) was loaded on a page that already has version ${NEXT} for the suffix "v3"`
    )
    // The contact card that appeared is B's (B's crew-define.js watches its suffix), and A defines bare names still.
    await expect.poll(() => page.evaluate(() => customElements.get('crew-contact-card-v3') !== undefined)).toBe(true)
    await page.evaluate(() => document.body.append(document.createElement('crew-contact-card')))
    await expect.poll(() => page.evaluate(() => customElements.get('crew-contact-card') !== undefined)).toBe(true)
    expect(problems).toHaveLength(1)
    await page.close()
  })

  it('the bare loader still warns on a true duplicate: 3.0.0 loaded bare beside the first copy warns once, naming both, and defines nothing', async () => {
    const { page, problems, scripts } = await watchedPage(browser)
    // A page of team A alone, then team B's loader without a suffix: the same bare names twice.
    await page.route(`${site.origin}/duplicate.html`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html', 'content-security-policy': PARTNER_CSP },
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Duplicate</title><link rel="icon" href="data:,">
<script type="module" src="${A}/crew-loader.js"></script></head><body><crew-banner kind="informative" hide-suffix message="Team A"></crew-banner></body></html>`
      })
    )
    await page.goto(`${site.origin}/duplicate.html`)
    await expect.poll(() => page.locator('crew-banner [part~="message"]').textContent()).toContain('Team A')
    await page.addScriptTag({ type: 'module', url: `${site.origin}${B}/crew-loader.js` })
    await expect.poll(() => scripts.filter((path) => path === `${B}/crew-banner.js`)).toHaveLength(1)
    await expect.poll(() => problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      new RegExp(
        `a second copy of the kit \\(version ${NEXT.replace(/\./g, '\\.')}\\) was loaded on a page that already has version ${current.replace(/\./g, '\\.')}`
      )
    )
    expect(problems[0]).toContain('defineCrewElements({ suffix })')
    // Still team A's element, and nothing of B's defined.
    expect(await page.locator('crew-banner [part~="message"]').textContent()).toContain('Team A')
    expect(await page.evaluate(() => customElements.get('crew-banner-v3'))).toBeUndefined()
    await page.close()
  })
})
