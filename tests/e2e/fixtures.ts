import { type BrowserContext, test as base, expect } from '@playwright/test'
import { CspViolations } from './models/csp-violations.model.ts'
import { LocalServices } from './models/services.model.ts'
import { CrewPortal } from './models/portal.model.ts'

/** The running test's recorder (one worker runs one test at a time). */
let current: CspViolations | undefined

/**
 * Records the Content Security Policy violations of a context the test made itself (a second
 * context, a browser with a profile on disk) with those of its own page.
 */
export async function watchCspViolations(context: BrowserContext): Promise<BrowserContext> {
  if (!current) throw new Error('watchCspViolations runs inside a test')
  await current.watch(context)
  return context
}

/**
 * Each test gets the portal page model and clean local services (no faults, seeded flags and data),
 * and fails on any Content Security Policy violation (Trusted Types included) that it did not cause
 * on purpose: one seen by a page or frame of its context, or one a browser reported to the telemetry
 * sink meanwhile (a service worker's, another browser's). docs/security-trusted-types.md.
 */
export const test = base.extend<{ portal: CrewPortal; services: LocalServices; cspViolations: CspViolations }>({
  services: async ({ request }, use) => {
    const services = new LocalServices(request)
    await services.resetAll()
    await use(services)
    await services.resetAll()
  },
  portal: async ({ page, services: _services }, use) => {
    await use(new CrewPortal(page))
  },
  cspViolations: [
    async ({ context, services }, use) => {
      const violations = new CspViolations(services)
      await violations.start()
      await violations.watch(context)
      current = violations
      await use(violations)
      current = undefined
      const unexpected = await violations.finish()
      expect(
        unexpected,
        `Content Security Policy violations:\n${unexpected.map((violation) => JSON.stringify(violation)).join('\n')}`
      ).toEqual([])
    },
    { auto: true }
  ]
})

export { expect } from '@playwright/test'
