export { accessPassPhotoSrc, accessPassStatus, selectAccessPass } from './pass.ts'
export type { AccessPassStatus } from './pass.ts'
export { $accessPass, $accessPasses, ACCESS_PASS_TICK_MS, accessPassOfflineSlice, refreshAccessPass } from './store.ts'
export type { AccessPassView } from './store.ts'
