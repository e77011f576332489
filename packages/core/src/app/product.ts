// The product app's own start of the core: what its first load reads is wired before the
// configuration, so each area is seeded from it. Everything else is wired by the code that loads it
// (docs/architecture.md, "The start order").
import { authWiring } from '../auth/store.ts'
import { configureCrewPortal, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import type { Environment } from '../environment/types.ts'
import { loadingWiring } from '../http/loading.ts'
import { appUpdateWiring } from './update.ts'

/**
 * The first load: the signed-in account, the loading overlay, a deployment waiting to be applied.
 * The pages' kept answers load beside it (query/kept-start.ts).
 */
export const productWiring: Wiring = { after: [authWiring, loadingWiring, appUpdateWiring] }

/** Configures the core for the product app, its first load's areas wired. Call once, before the first render. */
export function configureProductApp(environment: Environment): void {
  wire(productWiring)
  configureCrewPortal(environment)
}
