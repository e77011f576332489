import { defineProject } from 'vitest/config'
import { widgetsSource } from './widgets-source.ts'

export default defineProject({
  resolve: { alias: widgetsSource },
  test: {
    name: 'host-app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts']
  }
})
