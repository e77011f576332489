// The first thing a partner does: install the packed kit alone, in an empty folder, and show an
// access pass from a plain page through dist/crew-loader.js under a strict Content Security Policy.
// Reads the dist/ that `npm test` builds before Vitest; no file is copied, npm installs the tarball.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { requireBuilt } from '../perf/bundles.ts'
import { closeAll, launchChromium, serveFolder, watchedPage, type StaticSite } from './serve.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
// What a partner's page hands the element: an AccessPassData, valid whenever the test runs.
const PASS = {
  id: 'PASS-7731',
  holderName: 'Ada Lovelace',
  airline: 'Example Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'A320 Recurrent',
  validFrom: '2026-01-01T08:00:00Z',
  validUntil: '2099-01-01T18:00:00Z'
}
let folder = ''
let site: StaticSite
let browser: Browser

beforeAll(async () => {
  requireBuilt(join(root, 'packages/widgets/dist/crew-loader.js'))
  folder = mkdtempSync(join(tmpdir(), 'crew-partner-'))
  const npm = (args: string[], cwd: string) =>
    execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd,
      stdio: 'pipe',
      encoding: 'utf8'
    })
  npm(['pack', '-w', '@crew-portal/widgets', '--pack-destination', folder], root)
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new Error('npm pack wrote no tarball')
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'partner-portal', private: true }))
  // --offline: the kit must need nothing from a registry, no other @crew-portal/* package above all.
  npm(['install', '--offline', `./${tarball}`], folder)
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,">
<script type="module" src="/node_modules/@crew-portal/widgets/dist/crew-loader.js"></script>
<script type="module" src="/page.js"></script></head>
<body><crew-access-pass></crew-access-pass></body></html>`
  )
  writeFileSync(join(folder, 'page.js'), `document.querySelector('crew-access-pass').pass = ${JSON.stringify(PASS)}\n`)
  site = await serveFolder(folder)
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await closeAll(browser, site)
  if (folder) rmSync(folder, { recursive: true, force: true })
})

it('installs alone: no dependency, only built files, no sources, tests or stories', () => {
  const installed = join(folder, 'node_modules/@crew-portal')
  expect(readdirSync(installed)).toEqual(['widgets'])
  const packageJson = JSON.parse(readFileSync(join(installed, 'widgets/package.json'), 'utf8')) as Record<
    string,
    unknown
  >
  expect(packageJson.dependencies ?? {}).toEqual({})
  expect(readdirSync(join(installed, 'widgets')).sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'dist', 'package.json'])
  const files = readdirSync(join(installed, 'widgets/dist'), { recursive: true }).map(String)
  expect(files.filter((file) => /\.(tsx?|map)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(installed, 'widgets/dist', file), 'utf8')
    // Relative imports only, so dist/ works as a versioned CDN folder as it is; the React wrappers
    // alone import `react`, the partner's own (a peer dependency their bundler resolves).
    const bare = [...code.matchAll(/\bfrom\s*["']([^./"'][^"']*)["']/g)].map((match) => match[1])
    expect(bare, file).toEqual(file === 'react.js' ? ['react'] : [])
    expect(code, file).not.toMatch(/\bimport\s*\(\s*["'`](?![./])/)
  }
})

it('publint and Are the Types Wrong report nothing (the kit is ESM for browsers: no CommonJS resolution)', () => {
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz')) ?? ''
  const bin = (name: string) => join(root, 'node_modules/.bin', name)
  const publint = execFileSync(bin('publint'), ['packages/widgets', '--strict'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe'
  })
  expect(publint).toContain('All good!')
  // attw exits non-zero on any problem, which throws here with its report.
  execFileSync(bin('attw'), [join(folder, tarball), '--profile', 'esm-only', '--format', 'ascii'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe'
  })
}, 60_000)

it('its types serve a TypeScript partner (the element classes, the tag map, the data types) and a React one (lang and dir on a component, the kit-wide locale and appearance through updateCrewPortal)', () => {
  writeFileSync(
    join(folder, 'consumer.ts'),
    `import type { AccessPassData, CrewContactCardElementEventMap } from '@crew-portal/widgets'
import { loadCrewElement } from '@crew-portal/widgets/crew-loader.js'
const data: AccessPassData = ${JSON.stringify(PASS)}
const pass = document.createElement('crew-access-pass')
pass.pass = data
pass.offline = true
const closed: keyof CrewContactCardElementEventMap = 'crew-close'
void loadCrewElement('crew-contact-card').then(() => document.querySelector('crew-contact-card')?.addEventListener(closed, () => undefined))
// @ts-expect-error a pass needs its holder
pass.pass = { id: 'x' }
`
  )
  // The partner's own React types (a peer dependency): the workspace's, linked in as npm would install them.
  mkdirSync(join(folder, 'node_modules/@types'), { recursive: true })
  symlinkSync(join(root, 'node_modules/@types/react'), join(folder, 'node_modules/@types/react'), 'dir')
  writeFileSync(
    join(folder, 'consumer-react.tsx'),
    `import { CrewAccessPass, CrewContactCard, updateCrewPortal, type CrewAppearance } from '@crew-portal/widgets/react'
const appearance: CrewAppearance = { colorScheme: 'dark', radius: 4 }
void updateCrewPortal({ locale: 'ar', appearance })
export const portal = (
  <>
    <CrewAccessPass lang="de" dir="rtl" onCrewError={(event) => event.detail.code.toUpperCase()} />
    <CrewContactCard open dir="auto" onCrewClose={() => undefined} />
    {/* @ts-expect-error dir is ltr, rtl or auto */}
    <CrewAccessPass dir="sideways" />
  </>
)
// @ts-expect-error colorScheme is light, dark or auto
void updateCrewPortal({ appearance: { colorScheme: 'dim' } })
`
  )
  // One compiler run for both: each run reads the DOM's types again, which is slow.
  const tsc = join(root, 'node_modules/typescript/bin/tsc')
  const result = spawnSync(
    process.execPath,
    [
      tsc,
      '--noEmit',
      '--strict',
      '--jsx',
      'react-jsx',
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
      'consumer.ts',
      'consumer-react.tsx'
    ],
    { cwd: folder, encoding: 'utf8' }
  )
  expect(result.stdout + result.stderr).toBe('')
  expect(result.status).toBe(0)
}, 60_000)

it('the loader shows an access pass under a strict CSP, fetching nothing of the other elements', async () => {
  const { page, problems, scripts: paths } = await watchedPage(browser)
  await page.goto(`${site.origin}/index.html`)
  const pass = page.locator('crew-access-pass')
  await expect.poll(() => pass.locator('[part~="name"]').textContent()).toBe(PASS.holderName)
  await expect.poll(() => pass.locator('[part~="qr"]').count()).toBe(1)
  expect(await pass.locator('[part~="pass-id"]').textContent()).toContain(PASS.id)
  expect(problems).toEqual([])
  const scripts = paths.map((path) => path.replace(/^.*\/dist\//, ''))
  expect(scripts).toContain('crew-loader.js')
  expect(scripts).toContain('crew-access-pass.js')
  for (const other of [
    'crew-contact-card.js',
    'crew-banner.js',
    'crew-user-menu.js',
    'crew-side-nav.js',
    'crew-elements.js'
  ])
    expect(scripts).not.toContain(other)
  await page.close()
})

it('defines a tag inserted after the page loaded', async () => {
  const page = await browser.newPage()
  await page.goto(`${site.origin}/index.html`)
  await page.evaluate(() => document.body.append(document.createElement('crew-contact-card')))
  await expect.poll(() => page.evaluate(() => customElements.get('crew-contact-card') !== undefined)).toBe(true)
  await page.close()
})
