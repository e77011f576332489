// `npm run bench`: timings of the running product in Debian's Chromium, as a markdown table
// (docs/benchmarks.md). Not part of `npm test`: timings vary with the machine, budgets do not.
//
//   node scripts/bench.mjs [--runs 7] [--throttled-runs N] [--out file.md] [--scale]
//   --scale: the airline-sized data set (npm start -- --data large: 10,000 documents, 1,000 events for
//            the pilot), and the library search timed from the input to the list painted
//   CREW_PORT=4280 node scripts/bench.mjs     reuse an `npm start` already running on that block
//
// Without CREW_PORT it starts `node scripts/start.mjs --reset` on its own block (CREW_BENCH_PORT,
// default 6380) with its own data folder, and stops it, by its process group id, before exiting.
import { execFileSync, spawn } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { tsImport } from 'tsx/esm/api'
import { build } from 'vite'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const startLoad = loadavg()[0] ?? 0
const root = fileURLToPath(new URL('..', import.meta.url))
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'throttled-runs': { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    out: { type: 'string' },
    scale: { type: 'boolean', default: false }
  }
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be 1 to 50, got ${options.runs}`)
// The reloads on a slow network take seconds each, and at scale up to half a minute (the library's
// answer is megabytes): as many as --runs unless said otherwise; 0 leaves them out.
const throttledRuns = Number(options['throttled-runs'] ?? runs)
if (!Number.isInteger(throttledRuns) || throttledRuns < 0 || throttledRuns > 50)
  throw new Error(`--throttled-runs must be 0 (none) to 50, got ${options['throttled-runs']}`)
// Lighthouse's simulated mobile timings are bimodal (a page's score jumps as its model does or does
// not count a script before the first paint): the median of a few runs.
const lighthouseRuns = Number(options['lighthouse-runs'])
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1 || lighthouseRuns > 9)
  throw new Error(`--lighthouse-runs must be 1 to 9, got ${options['lighthouse-runs']}`)

// The FTO pilot: has training events and library documents, and no contact card opens over the list.
const ACCOUNT = { email: 'fto.pilot@example.com', password: 'crew-demo-1' }
const TRAINING_READY = 'article.training-event'
/** After a page shows its answer: time for the load plan's first tasks. */
const SETTLE_MS = 700
const LIBRARY_READY = '.library-list .library-doc'
const STEP_TIMEOUT = 30_000
// Everything, the start of the services included, ends within this or the script gives up and cleans up.
const OVERALL_TIMEOUT = 20 * 60_000

// A pilot's phone in a hotel: Lighthouse's mobile network, 150 ms round trip, 1.6 Mbit/s down and
// 750 kbit/s up (Chromium's network emulation, through the DevTools protocol).
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8
}

const reused = process.env.CREW_PORT !== undefined && process.env.CREW_PORT !== ''
// Where the services keep their data and certificates: the bench's own, or `npm start`'s when reused.
const localDir = reused
  ? (process.env.CREW_LOCAL_DIR ?? `${root}.local`)
  : `${root}.local/${options.scale ? 'bench-large' : 'bench'}`

/**
 * Chromium trusts the local services' certificate by its public key, as a pilot's browser trusts
 * production's: a page whose certificate error was merely ignored (--ignore-certificate-errors)
 * keeps nothing in the HTTP cache, so every new tab and reload would download every script again,
 * which no returning pilot's browser does. Read once the services have made the certificate.
 */
function certificateArgs() {
  const pem = join(localDir, 'certs', 'localhost.pem')
  if (!existsSync(pem)) return ['--ignore-certificate-errors']
  const key = new X509Certificate(readFileSync(pem)).publicKey.export({ type: 'spki', format: 'der' })
  return [`--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`]
}
const basePort = Number(reused ? process.env.CREW_PORT : (process.env.CREW_BENCH_PORT ?? 6380))
const origins = { app: `https://localhost:${basePort}`, identity: `https://localhost:${basePort + 1}` }

// The bare React + MSAL page (bench/baseline), built and served beside the app's build for the run.
const baselineDir = join(root, 'packages/host-app/dist/bench-baseline')
const BASELINE_PATH = '/bench-baseline/index.html'
const baselineBuildAssets = join(root, 'bench/baseline/dist/assets')
const appAssets = join(root, 'packages/host-app/dist/assets')
/** The baseline's scripts copied among the app's, to remove at the end. */
const baselineAssetNames = []
// The floor for a first paint: static HTML, no script (bench/floor), served the same way.
const floorDir = join(root, 'packages/host-app/dist/bench-floor')
const FLOOR_PATH = '/bench-floor/index.html'
// The floor for a reload: static HTML with one item of each list (bench/floor/card.html).
const FLOOR_CARD_PATH = '/bench-floor/card.html'

/** @type {import('node:child_process').ChildProcess | undefined} */
let services
/** @type {import('playwright-core').BrowserServer | undefined} */
let browserServer

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms).unref())
  ])

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the process group started with `detached: true` (start.mjs and a possible build child). */
async function stopGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name)
    } catch {
      // already gone
    }
  }
  signal('SIGINT')
  for (let waited = 0; waited < 10_000 && alive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100))
  signal('SIGKILL')
}

async function cleanUp() {
  rmSync(baselineDir, { recursive: true, force: true })
  for (const name of baselineAssetNames.splice(0)) rmSync(join(appAssets, name), { force: true })
  rmSync(floorDir, { recursive: true, force: true })
  if (browserServer) {
    const server = browserServer
    browserServer = undefined
    const pid = server.process().pid
    await withTimeout(server.close(), 10_000, 'closing Chromium').catch(() =>
      withTimeout(server.kill(), 5_000, 'killing Chromium')
    )
    if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGKILL')
  }
  if (services?.pid !== undefined) {
    const { pid } = services
    services = undefined
    await stopGroup(pid)
  }
}

/** `npm start` on its own port block and data folder, resolved once it prints that it listens. */
function startServices() {
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--reset', ...(options.scale ? ['--data', 'large'] : [])],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CREW_PORT: String(basePort),
        CREW_LOCAL_DIR: localDir
      }
    }
  )
  services = child
  let output = ''
  return withTimeout(
    new Promise((resolve, reject) => {
      const read = (chunk) => {
        output += chunk
        if (output.includes('Crew Portal runs on this machine')) resolve(undefined)
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.on('exit', (code) =>
        reject(new Error(`npm start exited (${code}) before listening:\n${output.slice(-2000)}`))
      )
    }),
    180_000,
    'npm start'
  )
}

/** Waits in the page until `selector` is rendered and visible; answers the page's clock at that frame. */
function renderedAt(page, selector, timeout = STEP_TIMEOUT) {
  return page
    .waitForFunction(
      (css) => {
        const element = document.querySelector(css)
        return element && element.checkVisibility() ? Date.now() : false
      },
      selector,
      { polling: 'raf', timeout }
    )
    .then((handle) => handle.jsonValue())
}

async function newPage(browser, options = {}) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
    ...options
  })
  return { context, page: await context.newPage() }
}

/**
 * Builds the baseline page and puts it beside the app's build, where the app server serves it: its
 * page in dist/bench-baseline/, its hashed scripts in dist/assets/ beside the app's (removed again
 * by `cleanUp`), cached as the app's are.
 */
function deployBaseline() {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/baseline/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' }
  )
  mkdirSync(baselineDir, { recursive: true })
  cpSync(join(root, 'bench/baseline/dist/index.html'), join(baselineDir, 'index.html'))
  for (const name of readdirSync(baselineBuildAssets)) {
    cpSync(join(baselineBuildAssets, name), join(appAssets, name))
    baselineAssetNames.push(name)
  }
  cpSync(join(root, 'bench/floor'), floorDir, { recursive: true })
}

/** First contentful paint of a page in a fresh (signed-out) context, without waiting for anything else. */
async function measurePaint(browser, path) {
  const { context, page } = await newPage(browser)
  await page.goto(`${origins.app}${path}`)
  const fcp = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
    undefined,
    { polling: 'raf', timeout: STEP_TIMEOUT }
  )
  const value = await fcp.jsonValue()
  await context.close()
  return value
}

/**
 * Watches every document of the tab from its start: in each animation frame, until both are seen,
 * whether the first training event and the first library document are rendered and visible, and
 * reports `performance.now()` at the first frame that shows each, with the document's time origin,
 * through a binding (`__benchSeen`) to `seen`, which `measureReload` reads. Nothing of the driver
 * runs in the page meanwhile: a `waitForFunction` would make Playwright compile its injected script
 * in each new document, on the main thread in the middle of the page's start.
 */
async function watchFirstItems(page) {
  const seen = { listeners: new Set() }
  await page.exposeBinding('__benchSeen', ({ frame }, css, at, timeOrigin) => {
    if (frame !== page.mainFrame()) return
    for (const listener of seen.listeners) listener({ css, at, timeOrigin })
  })
  await page.addInitScript(
    ([selectors]) => {
      if (window !== window.top) return
      const shown = new Set()
      const look = () => {
        for (const css of selectors) {
          if (shown.has(css)) continue
          const element = document.querySelector(css)
          if (!element?.checkVisibility()) continue
          shown.add(css)
          void globalThis.__benchSeen(css, performance.now(), performance.timeOrigin)
        }
        if (shown.size < selectors.length) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    },
    [[TRAINING_READY, LIBRARY_READY]]
  )
  return seen
}

/**
 * From the start of a navigation to `path` to the first frame that shows `selector` rendered and
 * visible, in a signed-in tab watched by `watchFirstItems` (its `seen`), on the page's own clock (it
 * counts from the navigation's start). Timed from Node around `page.goto`, the driver's round trips
 * would count in every row; timed by a poll the driver starts after the navigation commits, a page
 * that paints early would be seen only once the poll began.
 */
async function measureReload(page, seen, path, selector, timeout = STEP_TIMEOUT) {
  const leftAt = Date.now()
  // Only a document started by this navigation: the page left may report the same selector.
  const fresh = (report) => report.css === selector && report.timeOrigin >= leftAt - 1
  let found
  const shown = new Promise((resolve) => {
    found = (report) => fresh(report) && resolve(report)
    seen.listeners.add(found)
  })
  try {
    await page.goto(`${origins.app}${path}`, { waitUntil: 'commit', timeout })
    const report = await withTimeout(shown, timeout, `${path}: ${selector} shown`)
    return Math.round(report.at)
  } finally {
    seen.listeners.delete(found)
  }
}

/**
 * JavaScript, gzip, a browser fetches before the first render: the app's first load (index.html's
 * module script and preloads with their static imports: what decides whether the visitor stays), the
 * same plus the routed app and the training page's chunk (boot asks for both once the visitor stays),
 * and the baseline's whole build. Read by the budget test's own helpers.
 */
async function firstLoadBytes() {
  const bundles = await tsImport('../tests/perf/bundles.ts', import.meta.url)
  const closureOf = (dist) => {
    const { module, preload } = bundles.pageScripts(dist, 'index.html')
    return bundles.staticClosure([...module, ...preload])
  }
  const app = closureOf(join(root, 'packages/host-app/dist'))
  const lazy = bundles.lazyTargets(app)
  // Boot asks for the routed app and the page's chunk side by side once the visitor stays.
  const firstPage = ['/src/App.tsx', '/src/pages/training/index.tsx']
    .map((source) => bundles.chunkWithSource(lazy, source))
    .filter(Boolean)
  const baseline = readdirSync(baselineBuildAssets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(baselineBuildAssets, name))
  return {
    app: bundles.gzipSize(app),
    appFirstPage: bundles.gzipSize(bundles.staticClosure([...app, ...firstPage])),
    baseline: bundles.gzipSize(baseline)
  }
}

/** First paint and first contentful paint of the signed-out app document, before it sends to sign in. */
async function measureShellPaint(browser) {
  const { context, page } = await newPage(browser)
  const paints = {}
  await page.exposeBinding('__benchPaint', ({ frame }, name, startTime) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin === origins.app) paints[name] ??= startTime
  })
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__benchPaint(entry.name, entry.startTime)
    }).observe({ type: 'paint', buffered: true })
  })
  await page.goto(`${origins.app}/`)
  await page.waitForURL((url) => url.origin === origins.identity, { timeout: STEP_TIMEOUT })
  await context.close()
  if (paints['first-paint'] === undefined || paints['first-contentful-paint'] === undefined) {
    throw new Error(`The app document sent to sign-in before painting (paints seen: ${JSON.stringify(paints)})`)
  }
  return { fp: paints['first-paint'], fcp: paints['first-contentful-paint'] }
}

/** Opens `path`, signs the FTO pilot in on the identity provider, waits for the way back; answers when Sign in was clicked. */
async function signInOn(page, path) {
  await page.goto(`${origins.app}${path}`)
  await page.waitForURL((url) => url.origin === origins.identity, { timeout: STEP_TIMEOUT })
  await page.getByLabel('E-mail').fill(ACCOUNT.email)
  await page.getByLabel('Password').fill(ACCOUNT.password)
  const submitted = Date.now()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.origin === origins.app && url.pathname === path, { timeout: STEP_TIMEOUT })
  return submitted
}

/** From the Sign in click on the identity provider to the first training event rendered in the app. */
async function measureSignIn(browser, contextOptions = {}) {
  const { context, page } = await newPage(browser, contextOptions)
  const submitted = await signInOn(page, '/training')
  const visible = await renderedAt(page, TRAINING_READY)
  return { context, page, signIn: visible - submitted }
}

/** A phone's CPU, as Lighthouse's mobile audit slows it: Chromium's CPU throttling rate. */
const SLOW_CPU_RATE = 4

/** Runs `measure` with the page's CPU slowed SLOW_CPU_RATE times (the DevTools protocol), and speeds it up again. */
async function withSlowCpu(page, measure) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU_RATE })
  try {
    return await measure()
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await session.detach()
  }
}

/**
 * On the library page: a search put in the field as typing would (its value, then an input event),
 * timed in the page from that event to the frame after the list shows its result. All of it runs in
 * the page, so nothing of Playwright's own (its fill, its polling) is on the main thread meanwhile.
 */
async function measureSearch(page) {
  const field = page.getByLabel('Search documents')
  const took = await field.evaluate(
    (input, [css, text]) =>
      new Promise((resolve, reject) => {
        const before = document.querySelector(css)?.textContent
        if (before === undefined) return reject(new Error(`no ${css}`))
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
        const start = performance.now()
        setValue.call(input, text)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        const frame = () => {
          if (document.querySelector(css)?.textContent !== before) return resolve(performance.now() - start)
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
    ['.library-main', 'hydraulic system briefing']
  )
  await field.fill('')
  return took
}

/** A side-nav click to the other page rendered, timed in the page from the click event. */
async function measureRouteChange(page, linkName, selector) {
  await page.evaluate(() => {
    document.addEventListener('click', () => (globalThis.__benchClickAt = Date.now()), { capture: true, once: true })
  })
  await page.locator('crew-side-nav').getByRole('link', { name: linkName, exact: true }).click()
  const visible = await renderedAt(page, selector)
  return visible - (await page.evaluate(() => globalThis.__benchClickAt))
}

/**
 * Lighthouse (mobile, performance only) in its own Chromium, reached by the DevTools port.
 * Signed out: a fresh profile, the identity provider blocked so that the app's redirect to sign in
 * does not leave the page under audit. Signed in: a profile signed in first by Playwright (the real
 * sign-in), audited with its storage kept, so MSAL finds its account and token as a pilot's browser
 * does. A returning pilot's browser has the app's service worker active: the app's signed-in audit
 * waits for it (seconds after the first sign-in it may still be precaching, the page not controlled
 * yet, and Lighthouse, which turns the HTTP cache off, would model a first download instead).
 * The bare page has no service worker: its profile drops the app's, which would otherwise answer
 * the bare page's navigation with the app.
 */
async function lighthouseScore(path, { signedIn = false, serviceWorker = false } = {}) {
  const port = 9300 + Math.floor(Math.random() * 600)
  const profile = mkdtempSync(join(tmpdir(), 'crew-bench-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...certificateArgs(), `--remote-debugging-port=${port}`],
    ignoreHTTPSErrors: true
  })
  try {
    if (signedIn) {
      const page = context.pages()[0] ?? (await context.newPage())
      await signInOn(page, '/training')
      // The app registers its worker after the first paint and activates it once it has precached.
      await withTimeout(
        page.evaluate(async (keep) => {
          await navigator.serviceWorker.ready
          if (!keep)
            for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
        }, serviceWorker),
        STEP_TIMEOUT,
        'the service worker'
      )
      await page.goto('about:blank')
    }
    const result = await lighthouse(`${origins.app}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
      blockedUrlPatterns: signedIn ? [] : [`${origins.identity}/*`]
    })
    const { lhr } = result
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

// The gate at the door (docs/access-pass.md). Its goal: it keeps up with a queue of pilots,
// at least GATE_GOAL_PER_SECOND codes a second verified. Each code is a pilot of its own (a device
// and a credential from an issuer made for the run), so none is a second showing of another.
const GATE_CODES = 300
const GATE_PASTES = 40
const GATE_GOAL_PER_SECOND = 20
/** Codes timed before the counted ones: the first calls pay for compiling and warming WebCrypto. */
const GATE_WARM_UP = 20
const PASS_WINDOW_MS = 15_000

/** `count` pilots with a credential valid today and a device to sign its codes, and the issuer's key. */
async function gatePilots(count) {
  const { testDevice, testPassIssuer } = await tsImport('../packages/core/src/test/pass.ts', import.meta.url)
  const issuer = await testPassIssuer('bench-issuer')
  const now = Math.floor(Date.now() / 1000)
  const pilots = []
  for (let index = 0; index < count; index++) {
    const device = await testDevice()
    const name = `Bench Pilot ${String(index + 1).padStart(3, '0')}`
    const credential = await issuer.issue(device.publicKey, {
      pid: `PASS-B${index + 1}`,
      name,
      ctr: 'Bench Training Centre',
      nbf: now - 86_400,
      exp: now + 86_400,
      did: `dev-bench-${index + 1}`
    })
    pilots.push({ name, code: () => device.present(credential, Math.floor(Date.now() / PASS_WINDOW_MS)) })
  }
  return { key: issuer.key, pilots }
}

/** `verifyPresentation`'s time for each code in Node (the warm-up's left out); every code must be Valid. */
async function verifyInNode(key, codes) {
  const { verifyPresentation } = await tsImport('../packages/core/src/access-pass/verify.ts', import.meta.url)
  const times = []
  for (const [index, code] of codes.entries()) {
    const gate = { keys: [key], now: new Date(), seen: new Set(), revoked: new Set() }
    const start = performance.now()
    const verdict = await verifyPresentation(code, gate)
    const took = performance.now() - start
    if (!verdict.valid) throw new Error(`the gate refused a bench code in Node: ${verdict.reason}`)
    if (index >= GATE_WARM_UP) times.push(took)
  }
  return times
}

/** The same in Chromium, on a page of the app's origin, with the core's `verify.ts` bundled for it. */
async function verifyInChromium(browser, key, codes) {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      lib: { entry: join(root, 'packages/core/src/access-pass/verify.ts'), formats: ['iife'], name: 'benchGate' }
    }
  })
  const script = (Array.isArray(built) ? built[0] : built).output[0].code
  // The bundle goes in as an inline script, which the app's origin forbids: its policy is off for this page.
  const { context, page } = await newPage(browser, { bypassCSP: true })
  try {
    await page.goto(`${origins.app}/privacy.html`)
    await page.addScriptTag({ content: script })
    const { times, refused } = await page.evaluate(
      async ([issuerKey, all, warmUp]) => {
        const { verifyPresentation } = globalThis.benchGate
        const measured = []
        for (const [index, code] of all.entries()) {
          const gate = { keys: [issuerKey], now: new Date(), seen: new Set(), revoked: new Set() }
          const start = performance.now()
          const verdict = await verifyPresentation(code, gate)
          const took = performance.now() - start
          if (!verdict.valid) return { times: measured, refused: verdict.reason }
          if (index >= warmUp) measured.push(took)
        }
        return { times: measured, refused: undefined }
      },
      [key, codes, GATE_WARM_UP]
    )
    if (refused) throw new Error(`the gate refused a bench code in Chromium: ${refused}`)
    return times
  } finally {
    await context.close()
  }
}

/**
 * A code pasted into `/gate`'s Code field with a line break after it (R-GATE-1), timed in the page from
 * the paste to the first animation frame that shows its verdict. The gate syncs the run's issuer key
 * (the API's own would refuse the run's codes); revocations come from the API.
 */
async function pasteToVerdict(browser, key, pilots) {
  const { context, page } = await newPage(browser, { serviceWorkers: 'block' })
  try {
    await context.route('**/api/v1/accesspass/keys', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ keys: [key] })
      })
    )
    await page.goto(`${origins.app}/gate`)
    await page.getByText(/Keys and revocations as of/).waitFor({ timeout: STEP_TIMEOUT })
    const times = []
    for (const [index, pilot] of pilots.entries()) {
      const took = await page.evaluate(
        ([code, name]) =>
          new Promise((resolve, reject) => {
            const field = document.querySelector('.gate__entry input')
            const told = document.querySelector('[data-testid="gate-verdict"] [role="status"]')
            const clipboardData = new DataTransfer()
            clipboardData.setData('text/plain', `${code}\n`)
            const start = performance.now()
            field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
            const look = () => {
              const text = told.textContent ?? ''
              if (!text.includes(name)) return void requestAnimationFrame(look)
              if (text.includes('Valid')) resolve(performance.now() - start)
              else reject(new Error(`the gate refused a bench code: ${text}`))
            }
            requestAnimationFrame(look)
          }),
        [await pilot.code(), pilot.name]
      )
      if (index >= Math.min(5, pilots.length - 1)) times.push(took)
    }
    return times
  } finally {
    await context.close()
  }
}

/** The gate's three rows: `verifyPresentation` in Node and in Chromium, and a pasted code's verdict on `/gate`. */
async function measureGate(browser) {
  const { key, pilots } = await gatePilots(GATE_CODES)
  const codes = () => Promise.all(pilots.map((pilot) => pilot.code()))
  const node = await verifyInNode(key, await codes())
  const chromium = await verifyInChromium(browser, key, await codes())
  const paste = await pasteToVerdict(browser, key, pilots.slice(0, GATE_PASTES))
  console.error(
    `gate: verifyPresentation ${median(node).toFixed(2)} ms in Node, ${median(chromium).toFixed(2)} ms in Chromium; paste → verdict ${median(paste).toFixed(1)} ms`
  )
  return { node, chromium, paste }
}

function table(results, browserVersion) {
  const row = (label, samples) => {
    const rounded = samples.map((ms) => Math.round(ms))
    return `| ${label} | ${Math.round(median(samples))} | ${Math.min(...rounded)} | ${Math.max(...rounded)} | ${samples.length} |`
  }
  const ratio = (samples, baseline) => (median(samples) / median(baseline)).toFixed(2)
  /**
   * The app's row, the baseline's, any others, then the ratio of the first two medians (and of a kept
   * answer's row to the baseline's, and of the floor's rows, static HTML, to the baseline's).
   */
  const comparison = (rows, kept, floor) => [
    '| timing (ms) | median | min | max | runs |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([label, samples]) => row(label, samples)),
    ...(kept ? [row(kept[0], kept[1])] : []),
    ...(floor ?? []).map(([label, samples]) => row(label, samples)),
    `| ratio of the medians (app ÷ baseline) | ${ratio(rows[0][1], rows[1][1])} | | | |`,
    ...(kept ? [`| ratio of the medians (kept ÷ baseline) | ${ratio(kept[1], rows[1][1])} | | | |`] : []),
    ...(floor ?? []).map(
      ([, samples, name]) => `| ratio of the medians (${name} ÷ baseline) | ${ratio(samples, rows[1][1])} | | | |`
    )
  ]
  /** The floor's rows of one list: static HTML with its first item, after the settled app and after itself. */
  const floorRows = (afterApp, itself, network) => [
    [`static HTML, one item, after the app${network}`, afterApp, 'floor after the app'],
    [`static HTML, one item, after itself${network}`, itself, 'floor after itself']
  ]
  const size = (what) => (options.scale ? ` (${what})` : '')
  /** A gate row: to a hundredth of a millisecond, the codes a second at its median, and the goal. */
  const gateRow = (label, samples) => {
    const at = median(samples)
    return `| ${label} | ${at.toFixed(2)} | ${Math.min(...samples).toFixed(2)} | ${Math.max(...samples).toFixed(2)} | ${samples.length} | ${Math.floor(1000 / at)} | ≥ ${GATE_GOAL_PER_SECOND} a second (≤ ${1000 / GATE_GOAL_PER_SECOND} ms) |`
  }
  /**
   * A page opened in a new tab: the app with its last answers kept, the bare page and the floor, each
   * opened the same way, and the ratios of the app's and the floor's medians to the bare page's.
   */
  const newTabRows = (page, app, bare, floor, network) => [
    row(`this app: new tab ${page}, last answers kept${network}`, app),
    row(`bare React + MSAL: new tab${network}`, bare),
    row(`static HTML, one item, new tab${network}`, floor),
    `| ratio of the medians (new tab, last answers kept ÷ bare page, new tab) | ${ratio(app, bare)} | | | |`,
    `| ratio of the medians (floor, new tab ÷ bare page, new tab) | ${ratio(floor, bare)} | | | |`
  ]
  /** The comparisons of one network: `/training` and `/library`, each reloaded cold and with the last answer kept, and in a new tab. */
  const reloads = (of, network = '') => {
    const training = `\`/training\`${size('1,000 events')}`
    const library = `\`/library\`${size('10,000 documents')}`
    return [
      ...comparison(
        [
          [`this app: reload ${training}${network}`, of.appReload],
          [`bare React + MSAL: reload${network}`, of.baselineReload]
        ],
        [`this app: reload ${training}, last answer kept${network}`, of.appReloadKept],
        floorRows(of.floorAfterApp, of.floor, network)
      ),
      ...newTabRows(training, of.appNewTab, of.baselineNewTab, of.floorNewTab, network),
      '',
      ...comparison(
        [
          [`this app: reload ${library}${network}`, of.appLibraryReload],
          [`bare React + MSAL: reload${network}`, of.baselineLibraryReload]
        ],
        [`this app: reload ${library}, last answer kept${network}`, of.appLibraryReloadKept],
        floorRows(of.floorLibraryAfterApp, of.floorLibrary, network)
      ),
      ...newTabRows(library, of.appLibraryNewTab, of.baselineLibraryNewTab, of.floorLibraryNewTab, network)
    ]
  }
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, Chromium ${browserVersion} headless, 1440×900, ` +
      `local services ${reused ? 'reused' : 'started by the script'} on port ${basePort}${options.scale ? ' with the large data set (--scale)' : ''}; one warm-up run discarded; ` +
      `load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]?.toFixed(1)} at the end (other work on the machine slows every row).`,
    '',
    '| timing (ms) | median | min | max | runs |',
    '|---|---:|---:|---:|---:|',
    row('signed-out app shell: first paint', results.fp),
    row('signed-out app shell: first contentful paint', results.fcp),
    row('sign-in submit → training list visible', results.signIn),
    row('training → library, first visit (lazy chunk)', results.libraryFirst),
    row('training → library, again', results.toLibrary),
    row('library → training', results.toTraining),
    ...(options.scale
      ? [
          row('library search (10,000 documents): input → list painted', results.search),
          row(
            `library search (10,000 documents), CPU slowed ${SLOW_CPU_RATE} ×: input → list painted`,
            results.searchSlowCpu
          )
        ]
      : []),
    '',
    'Signed in, reload → first training event (or library document) visible, the app and the bare React + MSAL page',
    '(`bench/baseline`: same settings file, token cache, API call and list; with `?list=library` the documents call and',
    'their first 50, as the app shows), in one tab with service workers blocked, each page reloaded from itself as a pilot',
    'reloads (it pays its own unload). "Reload" is cold: nothing is kept (the last answers\' IndexedDB database is deleted',
    'before it, and the tab\'s kept answers removed before its scripts run); "last answer kept" is the reload after it, showing',
    'the answers kept (R-STORE-3) while the API is asked again. "New tab": once the app has shown the page and kept its answers,',
    'the page opened in a new tab of the same browser context (session storage empty; local storage, IndexedDB and the HTTP',
    'cache kept; the API answering as usual), and beside it the bare page and the floor opened the same way. Timed on the',
    "page's clock, from the navigation's start to the first animation frame that shows the item, watched from the document's",
    'start. The floor: a static page with that one item and no script (`bench/floor/card.html`), reloaded after the settled',
    'app (what leaving the app costs any page) and after itself (what the browser needs):',
    '',
    ...reloads(results),
    '',
    ...(throttledRuns === 0 || results.throttledFailure !== undefined
      ? [
          `The same reloads and new tabs on a slow network: not measured (${results.throttledFailure ?? '`--throttled-runs 0`'}).`
        ]
      : [
          `The same reloads and new tabs on a slow network (Chromium's emulation: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), after them, ${throttledRuns} run${throttledRuns === 1 ? '' : 's'}:`,
          '',
          ...reloads(results.throttled, ', slow network')
        ]),
    '',
    `The gate (\`/gate\`, docs/access-pass.md): \`verifyPresentation\` on ${GATE_CODES} codes of as many pilots, one at a time,`,
    `in Node and in Chromium on the app's origin; then ${GATE_PASTES} of them pasted into the gate's Code field with a line break`,
    'after the code (R-GATE-1), each timed in the page from the paste to the first animation frame that shows its verdict. The',
    `first codes of each are a warm-up, left out. Goal: the gate keeps up with a queue of pilots, at least ${GATE_GOAL_PER_SECOND} codes a second:`,
    '',
    '| gate timing (ms) | median | min | max | runs | codes a second at the median | goal |',
    '|---|---:|---:|---:|---:|---:|---|',
    gateRow('`verifyPresentation` per code, Node', results.gate.node),
    gateRow('`verifyPresentation` per code, Chromium', results.gate.chromium),
    gateRow('a pasted code → its verdict painted on `/gate`', results.gate.paste),
    '',
    'JavaScript fetched before the first render, gzip (the budgets of `tests/perf/budgets.test.ts` read the same):',
    '',
    '| bytes | this app | bare React + MSAL | ratio |',
    '|---|---:|---:|---:|',
    `| first load | ${results.bytes.app} | ${results.bytes.baseline} | ${(results.bytes.app / results.bytes.baseline).toFixed(2)} |`,
    `| first load, the routed app and the \`/training\` page's chunk | ${results.bytes.appFirstPage} | ${results.bytes.baseline} | ${(results.bytes.appFirstPage / results.bytes.baseline).toFixed(2)} |`,
    '',
    'Signed out, first contentful paint of a fresh visit: the app (the row above), the baseline (which says to sign in first)',
    'and the floor, static HTML with no script (`bench/floor`):',
    '',
    ...comparison([
      ['this app: `/`', results.fcp],
      ['bare React + MSAL', results.baselineFcp],
      ['static HTML floor', results.floorFcp]
    ]),
    '',
    `Lighthouse 12, mobile, performance, medians of ${lighthouseRuns} interleaved runs each (signed out: the identity provider blocked;`,
    'signed in: a profile signed in first, its storage kept, the service worker of the app active or dropped as the row says; the bare',
    'page has none):',
    '',
    '| page | score | scores of the runs | LCP (ms) | TBT (ms) | CLS |',
    '|---|---:|---|---:|---:|---:|',
    ...results.lighthouse.map(
      ({ label, score, scores, lcp, tbt, cls }) =>
        `| ${label} | ${score.toFixed(2)} | ${scores.map((each) => each.toFixed(2)).join(', ')} | ${Math.round(lcp)} | ${Math.round(tbt)} | ${cls.toFixed(3)} |`
    ),
    ''
  ].join('\n')
}

/** Waits until the app shows its page with its answer, and a moment more for what runs after (the load plan's first tasks). */
async function appSettled(page, timeout) {
  await page.waitForFunction(
    () => {
      const shown = document.querySelector('#root .page')
      return shown !== null && shown.getAttribute('aria-busy') !== 'true'
    },
    undefined,
    { timeout }
  )
  await page.waitForTimeout(SETTLE_MS)
}

/** What the app stores in the tab for the next load (R-STORE-3): the kept answers. */
const LAST_VISIT_KEYS = ['crew-portal:slice:KeptAnswers']
/** Where the app keeps the last answers for every tab (R-STORE-3): a cold row deletes it first (`forgetLastAnswers`). */
const LAST_ANSWERS_DATABASE = 'crew-portal-last-answers'
/** Session storage: set before a navigation that must find no kept answer (`forgetLastVisitOnCold`). */
const COLD_MARK = 'bench:cold'

/**
 * In every document of the tab, before its scripts: when the page left marked the navigation cold,
 * removes the kept answers, so the app starts as a tab without them does. The page left still pays
 * its own unload; what it saves as it goes is then gone.
 */
function forgetLastVisitOnCold(page) {
  return page.addInitScript(
    ([mark, keys]) => {
      if (window !== window.top || sessionStorage.getItem(mark) === null) return
      for (const key of [mark, ...keys]) sessionStorage.removeItem(key)
    },
    [COLD_MARK, LAST_VISIT_KEYS]
  )
}

/**
 * Deletes the last answers' database from the page about to be left, and waits until it is gone: the
 * next document must find nothing, and its open would otherwise race the deletion. The app closes its
 * connection when another deletes the database, so the deletion is not blocked for long.
 */
function forgetLastAnswers(page, timeout) {
  return withTimeout(
    page.evaluate(
      (name) =>
        new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = () => resolve(undefined)
          request.onerror = () => reject(request.error)
        }),
      LAST_ANSWERS_DATABASE
    ),
    timeout,
    `deleting ${LAST_ANSWERS_DATABASE}`
  )
}

/** A reload of `path` that finds no last answers, in IndexedDB or in the tab (`forgetLastVisitOnCold`). */
async function measureColdReload(page, seen, path, ready, timeout) {
  await forgetLastAnswers(page, timeout)
  await page.evaluate((mark) => sessionStorage.setItem(mark, '1'), COLD_MARK)
  return measureReload(page, seen, path, ready, timeout)
}

/**
 * `path` opened in a new tab of the signed-in context, as a pilot opens the app each morning and as
 * the installed app opens: its session storage empty; local storage, IndexedDB, cookies and the HTTP
 * cache the context's. Timed as a reload is (`measureReload`), on the new tab's clock from its
 * navigation's start; the tab is closed after, and `back` brought to the front again. On the slow
 * network the new tab gets the same emulation before it navigates.
 */
async function measureNewTab(back, path, ready, { timeout, network }) {
  const page = await back.context().newPage()
  try {
    if (network) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', network)
    }
    const seen = await watchFirstItems(page)
    return await measureReload(page, seen, path, ready, timeout)
  } finally {
    await page.close()
    await back.bringToFront()
  }
}

/**
 * The app and the baseline reloaded in one signed-in tab, `/training` then `/library`, each timed on
 * a reload of itself, as a pilot reloads: leaving a page costs its unload, and the app's (MSAL's and
 * the SDKs' handlers) is larger than the bare page's. Were the pages to take turns,
 * every bare reload would pay the app's unload and no app reload would: the ratios would read low
 * (docs/benchmarks.md, "Findings that still matter"). Per page: the baseline twice, the
 * second counted; the app cold twice, the second counted, each after the page settled; then the
 * app with the answer its last cold reload kept; then, the app settled, a new tab each of the bare
 * page, the app (its last answers kept) and the floor. After one discarded round unless `warmUp` is
 * false. The samples go to `into`.
 */
async function measureReloads(
  page,
  seen,
  count,
  into,
  label,
  { warmUp = true, timeout = STEP_TIMEOUT, network = undefined } = {}
) {
  for (let run = warmUp ? -1 : 0; run < count; run++) {
    const round = []
    for (const [name, path, baselinePath, ready] of [
      ['', '/training', BASELINE_PATH, TRAINING_READY],
      ['Library', '/library', `${BASELINE_PATH}?list=library`, LIBRARY_READY]
    ]) {
      // The first of each pair leaves the other page: not counted.
      await measureReload(page, seen, baselinePath, ready, timeout)
      round.push([`baseline${name}Reload`, await measureReload(page, seen, baselinePath, ready, timeout)])
      await measureColdReload(page, seen, path, ready, timeout)
      // A pilot who reloads has seen the page: it has its answer and has kept it (the kept answers,
      // R-STORE-3), as it does once settled, before the app is left.
      await appSettled(page, timeout)
      round.push([`app${name}Reload`, await measureColdReload(page, seen, path, ready, timeout)])
      await appSettled(page, timeout)
      round.push([`app${name}ReloadKept`, await measureReload(page, seen, path, ready, timeout)])
      // New tabs, once the app has shown the page and kept its answers: the bare page, the app, the
      // floor, each in a tab of its own while this one stays on the settled app.
      await appSettled(page, timeout)
      const newTab = { timeout, network }
      round.push([`baseline${name}NewTab`, await measureNewTab(page, baselinePath, ready, newTab)])
      round.push([`app${name}NewTab`, await measureNewTab(page, path, ready, newTab)])
      round.push([`floor${name}NewTab`, await measureNewTab(page, FLOOR_CARD_PATH, ready, newTab)])
      // The floor: a static page with one item, after the settled app (what leaving the app costs any
      // page), then after itself (what the browser needs). The next pair's first reload leaves it.
      round.push([`floor${name}AfterApp`, await measureReload(page, seen, FLOOR_CARD_PATH, ready, timeout)])
      round.push([`floor${name}`, await measureReload(page, seen, FLOOR_CARD_PATH, ready, timeout)])
    }
    if (run >= 0) for (const [key, ms] of round) into[key].push(ms)
    console.error(
      `${run >= 0 ? `run ${run + 1}/${count}` : 'warm-up'}, ${label}: ${round.map(([key, ms]) => `${key} ${ms} ms`).join(', ')}`
    )
  }
}

/** The samples `measureReloads` takes, by row: the app's, the bare page's and the floor's. */
const RELOAD_ROWS = [
  'appReload',
  'appReloadKept',
  'baselineReload',
  'floorAfterApp',
  'floor',
  'appNewTab',
  'baselineNewTab',
  'floorNewTab',
  'appLibraryReload',
  'appLibraryReloadKept',
  'baselineLibraryReload',
  'floorLibraryAfterApp',
  'floorLibrary',
  'appLibraryNewTab',
  'baselineLibraryNewTab',
  'floorLibraryNewTab'
]
const reloadSamples = () => Object.fromEntries(RELOAD_ROWS.map((key) => [key, []]))

async function main() {
  if (!reused) await startServices()
  browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...certificateArgs()]
  })
  const browser = await chromium.connect(browserServer.wsEndpoint())
  deployBaseline()
  const measured = {
    fp: [],
    fcp: [],
    signIn: [],
    libraryFirst: [],
    toLibrary: [],
    toTraining: [],
    ...reloadSamples(),
    baselineFcp: [],
    floorFcp: [],
    search: [],
    searchSlowCpu: [],
    throttled: reloadSamples()
  }
  // One discarded run first: the servers' first answers (JIT, key loading, file reads) are not what a pilot waits for.
  for (let run = -1; run < runs; run++) {
    const counted = run >= 0
    const results = counted ? measured : Object.fromEntries(Object.keys(measured).map((key) => [key, []]))
    const paint = await measureShellPaint(browser)
    results.fp.push(paint.fp)
    results.fcp.push(paint.fcp)
    const { context, page, signIn } = await measureSignIn(browser)
    results.signIn.push(signIn)
    results.libraryFirst.push(await measureRouteChange(page, 'Library', LIBRARY_READY))
    results.toTraining.push(await measureRouteChange(page, 'Training', TRAINING_READY))
    results.toLibrary.push(await measureRouteChange(page, 'Library', LIBRARY_READY))
    if (options.scale) {
      results.search?.push(await measureSearch(page))
      results.searchSlowCpu?.push(await withSlowCpu(page, () => measureSearch(page)))
    }
    results.toTraining.push(await measureRouteChange(page, 'Training', TRAINING_READY))
    await context.close()
    results.baselineFcp?.push(await measurePaint(browser, BASELINE_PATH))
    results.floorFcp?.push(await measurePaint(browser, FLOOR_PATH))
    console.error(
      `${counted ? `run ${run + 1}/${runs}` : 'warm-up'}: sign-in ${signIn} ms, FCP ${Math.round(paint.fcp)} ms`
    )
  }
  // The ratio: one signed-in tab, service workers blocked (the app's would answer the baseline's
  // navigation with the app), the app and the baseline reloaded in turn after one discarded pair.
  const signedIn = await measureSignIn(browser, { serviceWorkers: 'block' })
  const seen = await watchFirstItems(signedIn.page)
  await forgetLastVisitOnCold(signedIn.page)
  await measureReloads(signedIn.page, seen, runs, measured, 'reload')
  // The same reloads and new tabs on a slow network, from the same tab: the bare page shows nothing
  // before its call returns; what the app shows first is the point of the comparison.
  if (throttledRuns > 0) {
    const network = await signedIn.context.newCDPSession(signedIn.page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', SLOW_NETWORK)
    try {
      await measureReloads(signedIn.page, seen, throttledRuns, measured.throttled, 'slow network, reload', {
        warmUp: false,
        timeout: 4 * STEP_TIMEOUT,
        network: SLOW_NETWORK
      })
    } catch (error) {
      // The rest of the table still counts: the slow network's rows say why they are missing.
      measured.throttledFailure = error instanceof Error ? error.message.split('\n')[0] : String(error)
      console.error(`slow network: ${measured.throttledFailure}`)
    }
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1
    })
  }
  await signedIn.context.close()
  measured.gate = await measureGate(browser)
  const audits = [
    { label: 'this app, signed out, `/`', path: '/' },
    { label: 'bare React + MSAL, signed out', path: BASELINE_PATH },
    {
      label: 'this app, signed in, `/training` (its service worker active)',
      path: '/training',
      signedIn: true,
      serviceWorker: true
    },
    { label: 'this app, signed in, `/training`, its service worker dropped', path: '/training', signedIn: true },
    { label: 'bare React + MSAL, signed in', path: BASELINE_PATH, signedIn: true }
  ].map((audit) => ({ ...audit, runs: [] }))
  // Interleaved like the timings: the machine's load falls on every page alike.
  for (let run = 0; run < lighthouseRuns; run++) {
    for (const audit of audits) audit.runs.push(await lighthouseScore(audit.path, audit))
    console.error(
      `Lighthouse run ${run + 1}/${lighthouseRuns}: ${audits.map(({ runs }) => runs.at(-1).score.toFixed(2)).join(', ')}`
    )
  }
  measured.lighthouse = audits.map(({ label, runs: results }) => {
    const of = (key) => median(results.map((result) => result[key]))
    return {
      label,
      score: of('score'),
      scores: results.map(({ score }) => score),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls')
    }
  })
  measured.bytes = await firstLoadBytes()
  const markdown = table(measured, browser.version())
  await browser.close()
  console.log(markdown)
  if (options.out) {
    mkdirSync(dirname(options.out), { recursive: true })
    writeFileSync(options.out, markdown)
  }
}

const deadline = setTimeout(() => {
  console.error(`bench: still running after ${OVERALL_TIMEOUT / 60_000} minutes; stopping.`)
  void cleanUp().finally(() => process.exit(1))
}, OVERALL_TIMEOUT)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp().finally(() => process.exit(130)))

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
  clearTimeout(deadline)
}
