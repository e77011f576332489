import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

const configDir = fileURLToPath(new URL('.', import.meta.url))

// Every story is a test: it renders in headless Chromium and fails on a render error, a failing
// play function, or any axe violation (preview.tsx sets `a11y: { test: 'error' }`).
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
      'qrcode-generator'
    ]
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }]
    }
  }
})
