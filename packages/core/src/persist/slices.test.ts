import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { configureCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal, createTestEnvironment, testUser } from '../test/index.ts'
import type { PersistedSlice } from './slice.ts'
import {
  courseWareProgressSlice,
  propertyBagSlice,
  toggleFeaturesSlice,
  trainingPackageSlice,
  userSlice
} from './slices.ts'
import type { FlagValue } from './slices.ts'

beforeEach(() => {
  configureTestCrewPortal()
})

const id = fc.string({ minLength: 1, maxLength: 200 })
const isoTimestamp = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString())
// Keys named __proto__, constructor or prototype are never stored (see the hostile cases below).
const noForbiddenKeys = (value: unknown) => !/"(__proto__|constructor|prototype)":/.test(JSON.stringify(value))
const flagValue = fc.jsonValue({ maxDepth: 3 }).filter(noForbiddenKeys) as fc.Arbitrary<FlagValue>

const valid = {
  User: fc.oneof(
    fc.constant(null),
    fc.record({
      email: fc.constantFrom('bat.pilot@example.com', 'fto.pilot@example.com', 'a.b-c@crew.example.org'),
      givenName: fc.string({ maxLength: 512 }),
      lastName: fc.string({ maxLength: 512 }),
      userId: id,
      b2cId: id
    })
  ),
  TrainingPackage: fc.record({
    selectedEventId: fc.option(id, { nil: null }),
    selectedPackageId: fc.option(id, { nil: null })
  }),
  ToggleFeatures: fc.dictionary(id, flagValue, { maxKeys: 10 }).filter(noForbiddenKeys),
  PropertyBagState: fc
    .dictionary(
      id,
      fc.oneof(fc.string({ maxLength: 500 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()),
      {
        maxKeys: 10
      }
    )
    .filter(noForbiddenKeys),
  CourseWareProgress: fc.array(
    fc.record({
      coursewareId: id,
      percent: fc.double({ min: 0, max: 100, noNaN: true }),
      lastLocation: fc.string({ maxLength: 2048 }),
      updatedAt: isoTimestamp
    }),
    { maxLength: 20 }
  )
}

const slices = [
  userSlice,
  trainingPackageSlice,
  toggleFeaturesSlice,
  propertyBagSlice,
  courseWareProgressSlice
] as PersistedSlice<unknown>[]
const bySliceName = (name: keyof typeof valid) => slices.find((slice) => slice.name === name)!

/** What a reload would see: a fresh environment whose session storage holds `raw`. */
function reloadWith(slice: PersistedSlice<unknown>, raw: string) {
  const env = createTestEnvironment()
  env.sessionStorage.setItem(slice.key, raw)
  configureCrewPortal(env)
  return env
}

describe('the five session-storage slices', () => {
  it('are User, TrainingPackage, ToggleFeatures, PropertyBagState and CourseWareProgress, each under its own key', () => {
    expect(slices.map((slice) => slice.name)).toEqual([
      'User',
      'TrainingPackage',
      'ToggleFeatures',
      'PropertyBagState',
      'CourseWareProgress'
    ])
    expect(new Set(slices.map((slice) => slice.key)).size).toBe(5)
  })

  it('start empty', () => {
    expect(userSlice.get()).toBeNull()
    expect(trainingPackageSlice.get()).toEqual({ selectedEventId: null, selectedPackageId: null })
    expect(toggleFeaturesSlice.get()).toEqual({})
    expect(propertyBagSlice.get()).toEqual({})
    expect(courseWareProgressSlice.get()).toEqual([])
  })

  it('the User slice holds a user profile', () => {
    expect(userSlice.set(testUser)).toBe(true)
    expect(userSlice.set({ ...testUser, email: 'not-an-email' })).toBe(false)
  })

  it('CourseWareProgress refuses a percent outside 0..100 and a non-ISO date', () => {
    const entry = { coursewareId: 'c1', percent: 50, lastLocation: 'page-3', updatedAt: '2026-11-22T09:00:00Z' }
    expect(courseWareProgressSlice.set([entry])).toBe(true)
    expect(courseWareProgressSlice.set([{ ...entry, percent: 101 }])).toBe(false)
    expect(courseWareProgressSlice.set([{ ...entry, percent: -1 }])).toBe(false)
    expect(courseWareProgressSlice.set([{ ...entry, updatedAt: 'yesterday' }])).toBe(false)
  })

  it('PropertyBagState holds only strings, numbers and booleans', () => {
    expect(propertyBagSlice.set({ a: 'x', b: 1, c: true })).toBe(true)
    expect(propertyBagSlice.set({ a: { nested: true } } as never)).toBe(false)
    expect(propertyBagSlice.set({ a: Number.POSITIVE_INFINITY })).toBe(false)
  })

  it('ToggleFeatures holds flag values, including { message, variant } notifications', () => {
    const flags = { PilotWebGlobalNotification: { message: 'Maintenance', variant: 'global' }, SomeToggle: true }
    expect(toggleFeaturesSlice.set(flags)).toBe(true)
    reloadWith(toggleFeaturesSlice, JSON.stringify({ v: 1, data: flags }))
    expect(toggleFeaturesSlice.get()).toEqual(flags)
  })

  for (const name of Object.keys(valid) as (keyof typeof valid)[]) {
    it(`${name}: every valid value survives a reload unchanged`, () => {
      const slice = bySliceName(name)
      fc.assert(
        fc.property(valid[name] as fc.Arbitrary<unknown>, (value) => {
          const writer = configureTestCrewPortal()
          expect(slice.set(value)).toBe(true)
          reloadWith(slice, writer.sessionStorage.getItem(slice.key)!)
          // Equal as JSON: JSON itself turns -0 into 0, nothing else may change.
          expect(slice.get()).toEqual(JSON.parse(JSON.stringify(value)))
        }),
        { numRuns: 60 }
      )
    })

    it(`${name}: hostile stored values are dropped and logged, never thrown`, () => {
      const slice = bySliceName(name)
      const initial = (() => {
        configureTestCrewPortal()
        return slice.get()
      })()
      const hostileData = fc.oneof(
        fc.anything(),
        fc.jsonValue(),
        fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue(), { minKeys: 1 }),
        fc.string({ maxLength: 20 }).map((text) => `<script>${text}</script>`)
      )
      fc.assert(
        fc.property(hostileData, fc.boolean(), (data, asJson) => {
          let raw: string
          try {
            raw = asJson ? (JSON.stringify({ v: 1, data }) ?? 'undefined') : String(data)
          } catch {
            raw = '{'
          }
          const env = reloadWith(slice, raw)
          const value = slice.get()
          if (env.sessionStorage.getItem(slice.key) === null) {
            expect(value).toEqual(initial)
            expect(
              env.telemetry.records.some((record) => record.kind === 'trace' && record.properties?.slice === name)
            ).toBe(true)
          } else {
            // Not dropped: then it must be a value the slice itself would accept.
            expect(slice.set(value)).toBe(true)
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        }),
        { numRuns: 150 }
      )
    })
  }

  it('a huge stored string is dropped', () => {
    reloadWith(propertyBagSlice, JSON.stringify({ v: 1, data: { note: 'x'.repeat(600_000) } }))
    expect(propertyBagSlice.get()).toEqual({})
  })

  it('a value stored by an older version of the app is dropped', () => {
    reloadWith(userSlice, JSON.stringify({ v: 0, data: testUser }))
    expect(userSlice.get()).toBeNull()
  })
})
