import { beforeEach, describe, expect, it } from 'vitest'
import { MemoryStorage, configureTestCrewPortal, fakeFetch, json, testSettings } from '../test/index.ts'
import { SettingsError } from './errors.ts'
import { SAVED_SETTINGS_KEY, loadAppSettings, parseAppSettings } from './parse.ts'

/** The settings file as JSON would give it: a plain, mutable object. */
function validFile(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(testSettings())) as Record<string, unknown>
}

function withField(path: string[], value: unknown): Record<string, unknown> {
  const file = validFile()
  let target = file
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
  const last = path.at(-1)!
  if (value === undefined) delete target[last]
  else target[last] = value
  return file
}

describe('parseAppSettings', () => {
  it('accepts a valid file', () => {
    expect(parseAppSettings(validFile())).toEqual(testSettings())
  })

  it('accepts the optional fields', () => {
    const file = { ...validFile(), helpUrl: 'https://help.test', customerCareUrl: 'https://care.test' }
    expect(parseAppSettings(file)).toMatchObject({ helpUrl: 'https://help.test', customerCareUrl: 'https://care.test' })
  })

  it.each([
    [['featureFlags', 'isEnabled'], 'yes', 'settings.featureFlags.isEnabled must be a boolean'],
    [['apiBaseUrl'], undefined, 'settings.apiBaseUrl is missing'],
    [['b2cSettings'], undefined, 'settings.b2cSettings is missing'],
    [['b2cSettings', 'clientId'], undefined, 'settings.b2cSettings.clientId is missing'],
    [['apiBaseUrl'], 'api.example.com', 'settings.apiBaseUrl must be an absolute URL'],
    [['defaultErrorMessage'], '  ', 'settings.defaultErrorMessage must not be empty'],
    [['featureFlags'], 'on', 'settings.featureFlags must be an object'],
    [['featureFlags'], [true], 'settings.featureFlags must be an object'],
    [['logger', 'level'], 'verbose', 'settings.logger.level must be one of debug, info, warn, error, off'],
    [['b2cSettings', 'apiScopes'], [], 'settings.b2cSettings.apiScopes must name at least one scope'],
    [['b2cSettings', 'apiScopes'], ['crew.api', 7], 'settings.b2cSettings.apiScopes[1] must be a string'],
    [['b2cSettings', 'knownAuthorities'], 'id.test', 'settings.b2cSettings.knownAuthorities must be a list of strings'],
    [['b2cSettings', 'redirectUri'], 'javascript', 'settings.b2cSettings.redirectUri must be an absolute URL'],
    [
      ['appInsights', 'showAppInsightComponent'],
      1,
      'settings.appInsights.showAppInsightComponent must be a boolean or a string'
    ]
  ])('names the field: %j = %j', (path, value, message) => {
    expect(() => parseAppSettings(withField(path, value))).toThrow(
      new SettingsError(message.split(' ')[0]!, message.slice(message.indexOf(' ') + 1))
    )
    expect(() => parseAppSettings(withField(path, value))).toThrow(message)
  })

  it.each([[null], ['settings'], [42], [[]], [undefined]])('refuses a file that is not an object: %j', (raw) => {
    expect(() => parseAppSettings(raw)).toThrow('settings must be an object')
  })

  it('accepts the string "true" for showAppInsightComponent (the feature guard reads it)', () => {
    expect(
      parseAppSettings(withField(['appInsights', 'showAppInsightComponent'], 'true')).appInsights
        .showAppInsightComponent
    ).toBe('true')
  })

  it('drops unknown and __proto__ keys without polluting anything', () => {
    const raw = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(validFile()).slice(1)}`) as unknown
    const settings = parseAppSettings(raw)
    expect(Object.keys(settings)).not.toContain('__proto__')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((settings as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('exposes the field path on the error', () => {
    try {
      parseAppSettings(withField(['survey', 'scriptUrl'], false))
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError)
      expect((error as SettingsError).path).toBe('settings.survey.scriptUrl')
    }
  })
})

describe('loadAppSettings', () => {
  beforeEach(() => {
    // Configured with a signed-in user: proves the settings fetch ignores the auth port anyway.
    configureTestCrewPortal()
  })

  it('fetches and validates the file, without a token', async () => {
    const fetch = fakeFetch(() => json(validFile()))
    await expect(loadAppSettings('https://app.test/settings.json', fetch)).resolves.toEqual(testSettings())
    expect(fetch.requests).toHaveLength(1)
    expect(fetch.requests[0]?.url).toBe('https://app.test/settings.json')
    expect(fetch.requests[0]?.headers.get('authorization')).toBeNull()
  })

  it('a missing file is a clear startup error', async () => {
    const fetch = fakeFetch(() => json({}, 404))
    await expect(loadAppSettings('https://app.test/settings.json', fetch)).rejects.toThrow(
      'settings could not be fetched from https://app.test/settings.json: HTTP 404'
    )
  })

  it('keeps the file that validated, and starts from it when the network is gone (the pass at the door)', async () => {
    const storage = new MemoryStorage()
    await loadAppSettings(
      'https://app.test/settings.json',
      fakeFetch(() => json(validFile())),
      storage
    )
    expect(storage.getItem(SAVED_SETTINGS_KEY)).not.toBeNull()
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(loadAppSettings('https://app.test/settings.json', offline, storage)).resolves.toEqual(testSettings())
    // An answer of the server that is not the file is still an error, not a reason to use the copy.
    await expect(
      loadAppSettings(
        'https://app.test/settings.json',
        fakeFetch(() => json({}, 500)),
        storage
      )
    ).rejects.toThrow(/HTTP 500/)
  })

  it('drops saved settings that no longer validate, and reports the network error', async () => {
    const storage = new MemoryStorage()
    storage.setItem(SAVED_SETTINGS_KEY, '{"apiBaseUrl":"javascript:alert(1)"}')
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(loadAppSettings('https://app.test/settings.json', offline, storage)).rejects.toThrow(/Failed to fetch/)
    expect(storage.getItem(SAVED_SETTINGS_KEY)).toBeNull()
  })

  it('an unreachable file is a clear startup error', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(loadAppSettings('https://app.test/settings.json', fetch)).rejects.toThrow(
      /could not be fetched.*Failed to fetch/
    )
  })

  it('a file that is not JSON is a clear startup error', async () => {
    const fetch = fakeFetch(() => new Response('<html>', { status: 200 }))
    await expect(loadAppSettings('https://app.test/settings.json', fetch)).rejects.toThrow(
      'settings at https://app.test/settings.json is not valid JSON'
    )
  })

  it('an invalid file names the field', async () => {
    const fetch = fakeFetch(() => json(withField(['featureFlags', 'isEnabled'], 'true')))
    await expect(loadAppSettings('https://app.test/settings.json', fetch)).rejects.toThrow(
      'settings.featureFlags.isEnabled must be a boolean'
    )
  })
})
