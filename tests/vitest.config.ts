import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'cross-package',
    environment: 'node',
    include: [
      'lint/**/*.test.ts',
      'contract/**/*.test.ts',
      'perf/**/*.test.ts',
      'deploy/**/*.test.ts',
      'partner/**/*.test.ts'
    ],
    testTimeout: 60_000
  }
})
