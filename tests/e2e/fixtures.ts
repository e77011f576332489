import { test as base } from '@playwright/test'
import { LocalServices } from './models/services.model.ts'
import { CrewPortal } from './models/portal.model.ts'

/** Each test gets the portal page model and clean local services (no faults, seeded flags and data). */
export const test = base.extend<{ portal: CrewPortal; services: LocalServices }>({
  services: async ({ request }, use) => {
    const services = new LocalServices(request)
    await services.resetAll()
    await use(services)
    await services.resetAll()
  },
  portal: async ({ page, services: _services }, use) => {
    await use(new CrewPortal(page))
  }
})

export { expect } from '@playwright/test'
