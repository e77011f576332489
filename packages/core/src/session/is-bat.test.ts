import { beforeEach, describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import { $isBat, isBatProgramType, setIsBatFromEvents } from './state.ts'

beforeEach(() => {
  configureTestCrewPortal()
})

describe('$isBat (SPEC 4)', () => {
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
