import { isCrewPortalConfigured, resetCrewPortal } from '@crew-portal/core'
import { afterEach, describe, expect, it } from 'vitest'
import { $crewLocale } from '../i18n/translations.ts'
import { configureCrewPortal, updateCrewPortal } from './configure-lazy.ts'
import { kitOptionsOf } from './kit.ts'

afterEach(async () => {
  await updateCrewPortal({ locale: null })
  resetCrewPortal()
})

describe('updateCrewPortal', () => {
  it('sets the kit-wide locale in its canonical form, and null clears it', async () => {
    await updateCrewPortal({ locale: 'pt-br' })
    expect($crewLocale.get()).toBe('pt-BR')
    await updateCrewPortal({ locale: null })
    expect($crewLocale.get()).toBeUndefined()
  })

  it('refuses, with a TypeError naming it, an option it does not have or a locale that is no language tag, and changes nothing', async () => {
    await updateCrewPortal({ locale: 'de' })
    await expect(updateCrewPortal({ locale: 'fr', colour: 'red' } as never)).rejects.toThrow(/no option "colour"/)
    await expect(updateCrewPortal({ locale: 'Deutsch!' })).rejects.toThrow(/locale must be a language tag/)
    await expect(updateCrewPortal({ locale: 7 } as never)).rejects.toThrow(TypeError)
    await expect(updateCrewPortal(null as never)).rejects.toThrow(TypeError)
    expect($crewLocale.get()).toBe('de')
  })
})

describe('configureCrewPortal with the kit’s options', () => {
  it('sets only the locale when that is all it is given, and leaves connected mode unconfigured', async () => {
    await configureCrewPortal({ locale: 'es' })
    expect($crewLocale.get()).toBe('es')
    expect(isCrewPortalConfigured()).toBe(false)
  })

  it('configures connected mode with the rest, and a bad locale rejects before anything is configured', async () => {
    const connection = { apiBaseUrl: 'https://api.crew.example', getAccessToken: () => 'token' }
    await expect(configureCrewPortal({ ...connection, locale: '??' })).rejects.toThrow(TypeError)
    expect(isCrewPortalConfigured()).toBe(false)
    await configureCrewPortal({ ...connection, locale: 'fr' })
    expect(isCrewPortalConfigured()).toBe(true)
    expect($crewLocale.get()).toBe('fr')
  })

  it('still rejects connected mode’s bad options as before', async () => {
    await expect(configureCrewPortal({} as never)).rejects.toThrow(TypeError)
  })

  it('passes connected mode’s own options through untouched when there is no kit option', () => {
    const options = { apiBaseUrl: 'https://api.crew.example', getAccessToken: () => 'token' }
    expect(kitOptionsOf(options).connection).toBe(options)
    expect(kitOptionsOf({ ...options, locale: 'de' }).connection).toEqual(options)
    expect(kitOptionsOf({ locale: 'de' }).connection).toBeUndefined()
  })
})
