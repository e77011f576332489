import { describe, expect, it } from 'vitest'
import { createTestEnvironment } from '../test/index.ts'
import {
  CrewPortalNotConfiguredError,
  configureCrewPortal,
  getEnvironment,
  isCrewPortalConfigured,
  resetCrewPortal,
  wire
} from './index.ts'
import type { Wiring } from './index.ts'

describe('configureCrewPortal', () => {
  it('refuses use before configuration with a clear error', () => {
    resetCrewPortal()
    expect(isCrewPortalConfigured()).toBe(false)
    expect(() => getEnvironment()).toThrow(CrewPortalNotConfiguredError)
    expect(() => getEnvironment()).toThrow(/configureCrewPortal/)
  })

  it('hands every area the configured environment', () => {
    const env = createTestEnvironment()
    configureCrewPortal(env)
    expect(getEnvironment()).toBe(env)
    expect(isCrewPortalConfigured()).toBe(true)
  })

  it('resets the wired areas before a new configuration', () => {
    let resets = 0
    wire({ reset: () => (resets += 1) })
    configureCrewPortal(createTestEnvironment())
    configureCrewPortal(createTestEnvironment())
    expect(resets).toBe(2)
  })

  it('seeds the wired areas from each new environment', () => {
    resetCrewPortal()
    const seen: string[] = []
    wire({ configure: (environment) => seen.push(environment.settings.buildNumber) })
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'first' } }))
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'second' } }))
    expect(seen).toEqual(['first', 'second'])
  })

  it('seeds an area wired after the configuration (a page chunk on demand) at once', () => {
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'already' } }))
    const seen: string[] = []
    wire({ configure: (environment) => seen.push(environment.settings.buildNumber) })
    expect(seen).toEqual(['already'])
  })
})

describe('wire', () => {
  it('wires the areas an area reads first, each once, and starts its listeners once', () => {
    resetCrewPortal()
    const order: string[] = []
    const slice: Wiring = { listen: () => order.push('slice listens'), configure: () => order.push('slice') }
    const store: Wiring = {
      after: [slice],
      listen: () => order.push('store listens'),
      configure: () => order.push('store')
    }
    const page: Wiring = { after: [store, slice], configure: () => order.push('page') }
    wire(page, store)
    wire(page)
    expect(order).toEqual(['slice listens', 'store listens'])
    configureCrewPortal(createTestEnvironment())
    expect(order.slice(2)).toEqual(['slice', 'store', 'page'])
  })

  it('wires areas that read each other without looping', () => {
    const seen: string[] = []
    const a: { after: Wiring[]; configure: () => number } = { after: [], configure: () => seen.push('a') }
    const b: Wiring = { after: [a], configure: () => seen.push('b') }
    a.after.push(b)
    wire(a)
    configureCrewPortal(createTestEnvironment())
    expect(seen.slice(-2)).toEqual(['b', 'a'])
  })
})
