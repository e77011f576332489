import { defineProject } from 'vitest/config'

// Unit tests of the views run in happy-dom; the stories run in real Chromium (.storybook/vitest.config.ts).
export default defineProject({
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/docs/**/*.test.{ts,tsx}']
  }
})
