// What the fault matrix (matrix.ts) asks of a surface it runs its cases on, and what it tells the
// surface about each case: the product's pages (pages.ts) and a partner's page (partner.ts) each give one.
import type { Page } from '@playwright/test'
import type { CatalogueContext, ErrorOutcome } from '../../../packages/core/src/http/catalogue.ts'
import type { RecordedCall } from './calls.ts'
import type { Fault, FaultResult } from './kinds.ts'

/** What one case knows once the faulted call went out. */
export interface CaseFacts {
  call: RecordedCall
  fault: Fault
  /** What the core holds for the faulted call; `undefined` when the answer must be taken as good. */
  result: FaultResult | undefined
  /** The catalogue's answer (R-ERRORS-1) that the pilot must see. */
  outcome: ErrorOutcome
}

/** Where the cases run: the product's pages, or a partner's page of connected elements. */
export interface Surface {
  name: string
  path: string
  /** The catalogue's words on this surface (the remote configuration's, or the partner's own). */
  words: Pick<CatalogueContext, 'accessDeniedMessage' | 'defaultErrorMessage'>
  /** Waits until the surface shows what it shows when nothing fails (the recording, a case with a good answer). */
  expectAsUsual(page: Page): Promise<void>
  /** Waits until the surface has done all it does after its calls answered (beyond the API going quiet). */
  expectSettled?(page: Page): Promise<void>
  /** The surface's own checks of a case: the catalogue's answer, something on screen. */
  expectCase(page: Page, facts: CaseFacts): Promise<void>
  /** With the fault gone, the surface works again (the app navigates; a partner page shows its data). */
  expectRecovered(page: Page, facts: CaseFacts): Promise<void>
}
