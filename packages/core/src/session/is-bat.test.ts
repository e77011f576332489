import { beforeEach, describe, expect, it } from 'vitest'
import { configureCrewPortal } from '../environment/configure.ts'
import { propertyBagSlice } from '../persist/slices.ts'
import { configureTestCrewPortal, createTestEnvironment } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $isBat, isBatProgramType, setIsBatFromEvents } from './state.ts'

beforeEach(() => {
  configureTestCrewPortal()
})

describe('$isBat (R-SESSION-5)', () => {
  it.each(['BAT', 'bat', 'Bat', 'BATTCM', 'battcm', 'BatTcm', ' BAT '])('%j is BAT', (type) => {
    expect(isBatProgramType(type)).toBe(true)
  })

  it.each(['FTO', 'BATT', 'TCM', '', 'BAT-TCM', undefined, null, 7])('%j is not BAT', (type) => {
    expect(isBatProgramType(type)).toBe(false)
  })

  it('is set from the first event’s program type', () => {
    setIsBatFromEvents([{ orderProgramType: 'battcm' }, { orderProgramType: 'FTO' }])
    expect($isBat.get()).toBe(true)
  })

  it('looks at the first event only', () => {
    setIsBatFromEvents([{ orderProgramType: 'FTO' }, { orderProgramType: 'BAT' }])
    expect($isBat.get()).toBe(false)
  })

  it('is set once: later event lists do not change it', () => {
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    setIsBatFromEvents([{ orderProgramType: 'FTO' }])
    expect($isBat.get()).toBe(true)
    configureTestCrewPortal()
    setIsBatFromEvents([{ orderProgramType: 'FTO' }])
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    expect($isBat.get()).toBe(false)
  })

  it('an empty list decides nothing', () => {
    setIsBatFromEvents([])
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    expect($isBat.get()).toBe(true)
  })

  it('an event without a program type is not BAT', () => {
    setIsBatFromEvents([{}])
    expect($isBat.get()).toBe(false)
  })

  it('starts again with a new configuration', () => {
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    configureTestCrewPortal()
    expect($isBat.get()).toBe(false)
  })
})

describe('$isBat across a reload (PropertyBagState slice, R-SESSION-5)', () => {
  /** A reload: a fresh environment whose session storage holds what `from` stored. */
  function reloadFrom(from: TestEnvironment): TestEnvironment {
    const next = createTestEnvironment()
    for (const [key, value] of from.sessionStorage.data) next.sessionStorage.setItem(key, value)
    configureCrewPortal(next)
    return next
  }

  it.each([true, false])(
    'the decision (%s) is stored under isBat and shown again after a reload, before events load',
    (isBat) => {
      const env = configureTestCrewPortal()
      propertyBagSlice.set({ other: 'kept' })
      setIsBatFromEvents([{ orderProgramType: isBat ? 'BAT' : 'FTO' }])
      expect(propertyBagSlice.get()).toEqual({ other: 'kept', isBat })
      reloadFrom(env)
      expect($isBat.get()).toBe(isBat)
    }
  )

  it('a later list in the same page does not change what is stored', () => {
    const env = configureTestCrewPortal()
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    setIsBatFromEvents([{ orderProgramType: 'FTO' }])
    reloadFrom(env)
    expect($isBat.get()).toBe(true)
  })

  it('after a reload the first event list of the new page still decides, once', () => {
    const env = configureTestCrewPortal()
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    reloadFrom(env)
    setIsBatFromEvents([{ orderProgramType: 'FTO' }])
    setIsBatFromEvents([{ orderProgramType: 'BAT' }])
    expect($isBat.get()).toBe(false)
    expect(propertyBagSlice.get().isBat).toBe(false)
  })

  it('a stored isBat that is not a boolean is ignored', () => {
    const env = configureTestCrewPortal()
    propertyBagSlice.set({ isBat: 'true' })
    reloadFrom(env)
    expect($isBat.get()).toBe(false)
  })
})
