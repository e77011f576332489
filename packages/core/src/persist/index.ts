export { MAX_SLICE_CHARS, PERSIST_KEY_PREFIX, persistedSlice, readEnvelope, reloadPersistedSlices } from './slice.ts'
export type { PersistedSlice } from './slice.ts'
export * from './slices.ts'
export * from './drafts.ts'
