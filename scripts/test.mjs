// `npm test`: every check and every test layer that exists, in the order a failure is cheapest.
// A layer whose configuration file is not there yet is reported as absent, never silently passed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { ensureSystemPackages } from './ensure-system-packages.mjs'

const BENCH_SMOKE = '.local/bench-smoke-scale.md'
// Rows of the ratio table and of the gate's table (docs/benchmarks.md) the bench must print. A run
// at scale prints every row of a pilot-sized run (the reload rows with the data set's size added to
// their labels) and rows of its own, so one run checks both tables.
const PILOT_ROWS = [
  'this app: reload `/training`',
  'this app: reload `/library`',
  'last answer kept',
  'this app: new tab `/training`',
  'this app: new tab `/library`',
  'new tab, last answers kept',
  'bare React + MSAL: new tab',
  'static HTML, one item, new tab',
  'static HTML, one item, after the app',
  'static HTML floor',
  '| first load |',
  'this app, signed out, `/`',
  'this app, signed in, `/training`',
  'bare React + MSAL, signed in',
  '`verifyPresentation` per code, Node',
  '`verifyPresentation` per code, Chromium',
  'a pasted code → its verdict painted on `/gate`'
]
const SCALE_ROWS = [
  '(1,000 events)',
  '(10,000 documents)',
  'library search (10,000 documents): input',
  'library search (10,000 documents), CPU slowed'
]

const steps = [
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'types', command: 'npm run --silent typecheck' },
  { name: 'build', command: 'npm run build' },
  {
    name: 'unit, integration and component tests with coverage',
    command: 'npx vitest run --coverage',
    after: reportCoreCoverage
  },
  {
    name: 'custom elements in Chromium',
    command: 'npx web-test-runner --config tests/embed/web-test-runner.config.js',
    needs: 'tests/embed/web-test-runner.config.js'
  },
  {
    name: 'end-to-end through the real sign-in',
    command: 'npx playwright test --config tests/e2e/playwright.config.ts',
    needs: 'tests/e2e/playwright.config.ts'
  },
  // The bench's timings are measurements, never pass/fail; what is checked is that it still runs
  // end to end and prints every row of its table (one run at scale, about two minutes). The slow
  // network's reloads are left out: at scale each takes up to half a minute.
  {
    name: 'the benchmark prints its tables',
    command: `node scripts/bench.mjs --scale --runs 1 --throttled-runs 0 --lighthouse-runs 1 --out ${BENCH_SMOKE}`,
    after: () => checkBenchTable(BENCH_SMOKE, [...PILOT_ROWS, ...SCALE_ROWS])
  }
]

/** Fails the run unless the bench's table holds every expected row and a ratio for each reload and new tab. */
function checkBenchTable(file, rows) {
  const table = readFileSync(file, 'utf8')
  const missing = rows.filter((row) => !table.includes(row))
  const count = (pattern) => [...table.matchAll(pattern)].length
  const ratios = count(/\| ratio of the medians \((?:app|kept) ÷ baseline\) \| (\d+\.\d\d) \|/g)
  const newTabRatios = count(
    /\| ratio of the medians \(new tab, last answers kept ÷ bare page, new tab\) \| (\d+\.\d\d) \|/g
  )
  if (missing.length > 0 || ratios < 5 || newTabRatios < 2) {
    const short = [
      ...missing,
      ...(ratios < 5 ? [`only ${ratios} reload ratios, 5 expected`] : []),
      ...(newTabRatios < 2 ? [`only ${newTabRatios} new-tab ratios, 2 expected`] : [])
    ]
    console.error(`\n✖ ${file} lacks ${short.join(', ')}`)
    process.exit(1)
  }
  console.log(`\n${file}: every row of the table printed (${ratios} reload ratios, ${newTabRatios} new-tab ratios)`)
}

/** The core's own line coverage, out of the summary Vitest wrote (the threshold itself is in vitest.config.ts). */
function reportCoreCoverage() {
  const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'))
  let covered = 0
  let total = 0
  for (const [file, entry] of Object.entries(summary)) {
    if (!file.includes('/packages/core/src/')) continue
    covered += entry.lines.covered
    total += entry.lines.total
  }
  console.log(
    `\ncore line coverage: ${((covered / total) * 100).toFixed(2)}% of ${total} lines (at least 95% required)`
  )
}

/** Each layer's wall time, printed at the end: the goal is the whole run under 25 minutes on 2 cores. */
const timings = []
const seconds = (since) => Math.round((Date.now() - since) / 1000)

ensureSystemPackages()
const started = Date.now()
for (const step of steps) {
  if (step.needs && !existsSync(step.needs)) {
    console.log(`\n▶ ${step.name}: not present (${step.needs})`)
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.command}`)
  const stepStarted = Date.now()
  const result = spawnSync(step.command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' }
  })
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
  step.after?.()
  timings.push(`${String(seconds(stepStarted)).padStart(6)} s  ${step.name}`)
}
console.log(`\n${timings.join('\n')}\n✔ every layer passed in ${seconds(started)} s`)
