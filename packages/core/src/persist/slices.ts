import * as v from 'valibot'
import type { UserProfile } from '../ports/auth.ts'
import { persistedSlice } from './slice.ts'

const MAX_ID = 200
const MAX_TEXT = 10_000
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID))
const shortText = v.pipe(v.string(), v.maxLength(512))

export const userSliceSchema = v.nullable(
  v.object({
    email: v.pipe(shortText, v.email()),
    givenName: shortText,
    lastName: shortText,
    userId: id,
    b2cId: id
  })
) satisfies v.GenericSchema<unknown, UserProfile | null>

export interface TrainingPackageState {
  selectedEventId: string | null
  selectedPackageId: string | null
}

export const trainingPackageSchema = v.object({
  selectedEventId: v.nullable(id),
  selectedPackageId: v.nullable(id)
}) satisfies v.GenericSchema<unknown, TrainingPackageState>

/** A flag's value: JSON as the flag service sends it (booleans, strings, `{ message, variant }` ...). */
export type FlagValue = null | boolean | number | string | FlagValue[] | { [key: string]: FlagValue }

const flagValueSchema: v.GenericSchema<FlagValue> = v.union([
  v.null(),
  v.boolean(),
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.maxLength(MAX_TEXT)),
  v.array(v.lazy(() => flagValueSchema)),
  v.record(
    v.string(),
    v.lazy(() => flagValueSchema)
  )
])

export type ToggleFeaturesState = Record<string, FlagValue>

export const toggleFeaturesSchema = v.record(id, flagValueSchema) satisfies v.GenericSchema<
  unknown,
  ToggleFeaturesState
>

export type PropertyBagState = Record<string, string | number | boolean>

export const propertyBagSchema = v.record(
  id,
  v.union([v.pipe(v.string(), v.maxLength(MAX_TEXT)), v.pipe(v.number(), v.finite()), v.boolean()])
) satisfies v.GenericSchema<unknown, PropertyBagState>

export interface CourseWareProgressEntry {
  coursewareId: string
  /** 0 to 100. */
  percent: number
  /** Where the learner stopped (a SCORM-like location string). */
  lastLocation: string
  /** ISO 8601 timestamp. */
  updatedAt: string
}

export const courseWareProgressSchema = v.pipe(
  v.array(
    v.object({
      coursewareId: id,
      percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      lastLocation: v.pipe(v.string(), v.maxLength(2048)),
      updatedAt: v.pipe(v.string(), v.isoTimestamp())
    })
  ),
  v.maxLength(1000)
) satisfies v.GenericSchema<unknown, CourseWareProgressEntry[]>

export const userSlice = persistedSlice<UserProfile | null>('User', 1, userSliceSchema, null)
export const trainingPackageSlice = persistedSlice<TrainingPackageState>('TrainingPackage', 1, trainingPackageSchema, {
  selectedEventId: null,
  selectedPackageId: null
})
export const toggleFeaturesSlice = persistedSlice<ToggleFeaturesState>('ToggleFeatures', 1, toggleFeaturesSchema, {})
export const propertyBagSlice = persistedSlice<PropertyBagState>('PropertyBagState', 1, propertyBagSchema, {})
export const courseWareProgressSlice = persistedSlice<CourseWareProgressEntry[]>(
  'CourseWareProgress',
  1,
  courseWareProgressSchema,
  []
)
