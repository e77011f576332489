// `npm test`: every check and every test layer that exists, in the order a failure is cheapest.
// A layer whose configuration file is not there yet is reported as absent, never silently passed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { ensureSystemPackages } from './ensure-system-packages.mjs'

const steps = [
  { name: 'lint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'types', command: 'npx tsc -b && npx tsc -p .storybook' },
  { name: 'build', command: 'npm run build --workspaces --if-present' },
  { name: 'unit, integration and component tests with coverage', command: 'npx vitest run --coverage', after: reportCoreCoverage },
  { name: 'custom elements in Chromium', command: 'npx web-test-runner --config tests/embed/web-test-runner.config.js', needs: 'tests/embed/web-test-runner.config.js' },
  { name: 'end-to-end through the real sign-in', command: 'npx playwright test --config tests/e2e/playwright.config.ts', needs: 'tests/e2e/playwright.config.ts' }
]

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
  console.log(`\ncore line coverage: ${((covered / total) * 100).toFixed(2)}% of ${total} lines (at least 95% required)`)
}

ensureSystemPackages()
const started = Date.now()
for (const step of steps) {
  if (step.needs && !existsSync(step.needs)) {
    console.log(`\n▶ ${step.name}: not present (${step.needs})`)
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.command}`)
  const result = spawnSync(step.command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } })
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
  step.after?.()
}
console.log(`\n✔ every layer passed in ${Math.round((Date.now() - started) / 1000)} s`)
