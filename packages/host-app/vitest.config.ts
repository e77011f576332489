import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'host-app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}']
  }
})
