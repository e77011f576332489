import { defineConfig } from 'vitest/config'

// Unit tests of every package run as projects of one Vitest run, so coverage is reported once.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tests/vitest.config.ts', '.storybook/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'packages/core/src/**': { lines: 95 }
      }
    }
  }
})
