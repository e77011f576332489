import { defineConfig, devices } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { chromiumArgs, headlessShellPath } from '../../scripts/chromium.mjs'

// The suite runs against the real local services (`npm start`) on their own port block and data
// folder, so it never touches a developer's running demo or their saved data.
const basePort = Number(process.env.CREW_E2E_PORT ?? 5280)
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const origins = {
  app: `https://localhost:${basePort}`,
  identity: `https://localhost:${basePort + 1}`,
  api: `https://localhost:${basePort + 2}`,
  flags: `https://localhost:${basePort + 3}`,
  telemetry: `https://localhost:${basePort + 4}`
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Another port block writes its own results: a run beside it never deletes its traces.
  outputDir: `../../test-results/e2e${process.env.CREW_E2E_PORT ? `-${basePort}` : ''}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the tests share one API and one flag service whose faults and flags are global.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL: origins.app,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium's headless shell (scripts/chromium.mjs); security-headers.spec.ts launches the full browser for its reports.
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs }
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node scripts/start.mjs --reset --no-build',
    cwd: repoRoot,
    // Another port block gets a data folder of its own, so two runs side by side never share state.
    env: {
      CREW_PORT: String(basePort),
      CREW_LOCAL_DIR: `${repoRoot}.local/e2e${process.env.CREW_E2E_PORT ? `-${basePort}` : ''}`
    },
    url: `${origins.app}/settings.json`,
    ignoreHTTPSErrors: true,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe'
  }
})
