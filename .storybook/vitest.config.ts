import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { matrixScreenshot } from './matrix-command.ts'

const configDir = fileURLToPath(new URL('.', import.meta.url))

// Every story is a test: it renders in headless Chromium and fails on a render error, a failing
// play function, or any axe violation (preview.tsx sets `a11y: { test: 'error' }`). Then the story
// matrix (matrix.ts) shows it in each mode, with axe and a screenshot comparison for each.
export default defineProject({
  plugins: [storybookTest({ configDir })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'date-fns',
      'date-fns/locale/en-US',
      'nanostores',
      '@nanostores/react',
      'valibot',
      '@microsoft/applicationinsights-web',
      'launchdarkly-js-client-sdk',
      '@r2wc/react-to-web-component',
      'qrcode-generator',
      'axe-core'
    ]
  },
  test: {
    name: 'storybook',
    // STORY_MATRIX=off runs each story once, without the matrix (a quicker loop while writing stories).
    setupFiles: process.env.STORY_MATRIX === 'off' ? [] : [join(configDir, 'matrix.ts')],
    provide: { storyMatrixTimes: process.env.STORY_MATRIX_TIMES === '1' },
    globalSetup: [join(configDir, 'matrix-setup.ts')],
    // A story's test runs its eight modes in the afterEach hook (matrix.ts): more than a hook's usual 10 s on a busy machine.
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        // The page that holds the test frame is as large as the largest mode, so no frame is scaled down.
        contextOptions: { viewport: { width: 1440, height: 900 } }
      }),
      instances: [{ browser: 'chromium' }],
      // The story matrix's screenshot comparison (matrix-command.ts), called from matrix.ts.
      commands: { matrixScreenshot }
    }
  }
})
