// The access-pass page: `/access-pass`.
import { computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { $accessPass, $accessPasses, accessPassWiring, refreshAccessPass } from '../access-pass/store.ts'
import type { AccessPassView } from '../access-pass/store.ts'
import { retryFailedOnNavigation } from './model.ts'
import type { PageModel } from './model.ts'

export const accessPassPageWiring: Wiring = { after: [accessPassWiring] }

/**
 * `/access-pass`: the pass to show at the door (or none yet). Offline it is the offline pass stored on
 * this device, with since when; only without one is a failure the page's error.
 */
export const $accessPassPage = computed($accessPass, (view): PageModel<AccessPassView> => {
  if (view.status === 'ready') return { status: 'ready', value: view, refreshing: false, retry: refreshAccessPass }
  if (view.status === 'error') return { status: 'error', message: view.error?.message ?? '', retry: refreshAccessPass }
  return { status: 'loading' }
})

retryFailedOnNavigation($accessPassPage, [$accessPasses])
