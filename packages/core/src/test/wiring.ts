// Every area of the core, wired, for tests and stories: a test may use any area without loading it
// the way the app does. The product wires each area when it loads it (docs/architecture.md, "The
// start order"); tests/lint/wiring.test.ts proves this list reaches every area's wiring.
import { accessPassPageWiring } from '../pages/access-pass.ts'
import { appStartWiring } from '../app/start.ts'
import { bannerAreaWiring } from '../banner/close.ts'
import { formDraftsWiring } from '../persist/drafts.ts'
import { gateWiring } from '../gate/store.ts'
import { keptAnswersWiring } from '../query/kept.ts'
import { layoutWiring } from '../shell/layout.ts'
import { learningPageWiring } from '../pages/learning.ts'
import { libraryPageWiring } from '../pages/library.ts'
import { preCheckInPageWiring } from '../pages/pre-check-in.ts'
import { preCheckInSubmitWiring } from '../pre-check-in/submit.ts'
import { productWiring } from '../app/product.ts'
import { readingDocumentWiring } from '../reading/document.ts'
import { trainingPageWiring } from '../pages/training.ts'
import { userPageWiring } from '../pages/user.ts'
import { wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'

export const EVERY_AREA: readonly Wiring[] = [
  productWiring,
  layoutWiring,
  bannerAreaWiring,
  appStartWiring,
  trainingPageWiring,
  preCheckInPageWiring,
  preCheckInSubmitWiring,
  libraryPageWiring,
  readingDocumentWiring,
  learningPageWiring,
  userPageWiring,
  accessPassPageWiring,
  formDraftsWiring,
  gateWiring,
  keptAnswersWiring
]

/** Wires every area (each once; a second call does nothing). */
export function wireEveryArea(): void {
  wire(...EVERY_AREA)
}
