import { describe, expect, it } from 'vitest'
import { createTestEnvironment } from '../test/index.ts'
import { CrewPortalNotConfiguredError, configureCrewPortal, getEnvironment, isCrewPortalConfigured, onConfigure, onReset, resetCrewPortal } from './index.ts'

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

  it('resets registered module state before a new configuration', () => {
    let resets = 0
    onReset(() => {
      resets += 1
    })
    configureCrewPortal(createTestEnvironment())
    configureCrewPortal(createTestEnvironment())
    expect(resets).toBe(2)
  })

  it('lets areas seed their stores from each new environment', () => {
    resetCrewPortal()
    const seen: string[] = []
    onConfigure((environment) => seen.push(environment.settings.buildNumber))
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'first' } }))
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'second' } }))
    expect(seen).toEqual(['first', 'second'])
  })

  it('seeds an area loaded after the configuration (a page chunk on demand) at once', () => {
    configureCrewPortal(createTestEnvironment({ settings: { buildNumber: 'already' } }))
    const seen: string[] = []
    onConfigure((environment) => seen.push(environment.settings.buildNumber))
    expect(seen).toEqual(['already'])
  })
})
