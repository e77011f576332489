export { MAX_SLICE_CHARS, PERSIST_KEY_PREFIX, persistedSlice, readEnvelope, reloadPersistedSlices } from './slice.ts'
export type { PersistedSlice } from './slice.ts'
export {
  courseWareProgressSchema,
  courseWareProgressSlice,
  propertyBagSchema,
  propertyBagSlice,
  toggleFeaturesSchema,
  toggleFeaturesSlice,
  trainingPackageSchema,
  trainingPackageSlice,
  userSlice,
  userSliceSchema
} from './slices.ts'
export type {
  CourseWareProgressEntry,
  FlagValue,
  PropertyBagState,
  ToggleFeaturesState,
  TrainingPackageState
} from './slices.ts'
export { FORM_DRAFTS_KEY, formDraft, formDraftsSlice } from './drafts.ts'
export type { DraftFields, FormDraft, FormDraftsState } from './drafts.ts'
