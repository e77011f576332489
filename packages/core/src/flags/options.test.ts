import { describe, expect, it } from 'vitest'
import { testSettings } from '../test/index.ts'
import {
  FLAG_APPLICATION_ID,
  FLAG_OPTION_DEFAULTS,
  FlagOptionsError,
  applicationVersionTag,
  flagOptionsFromSettings,
  validateFlagOptions
} from './index.ts'
import type { FlagOptions } from './index.ts'

function rejection(options: FlagOptions): FlagOptionsError {
  try {
    validateFlagOptions(options)
  } catch (error) {
    if (error instanceof FlagOptionsError) return error
    throw error
  }
  throw new Error('expected a FlagOptionsError')
}

describe('validateFlagOptions', () => {
  it('accepts the minimums of R-FLAGS-5', () => {
    const options = { eventCapacity: 1, flushInterval: 2000 }
    expect(validateFlagOptions(options)).toBe(options)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '100', null])(
    'rejects event capacity %s, naming the option',
    (value) => {
      const error = rejection({ eventCapacity: value as number })
      expect(error.option).toBe('eventCapacity')
      expect(error.message).toMatch(/eventCapacity.*at least 1/)
    }
  )

  it.each([1999, 0, -2000, 2000.5, '2000'])('rejects flush interval %s', (value) => {
    const error = rejection({ flushInterval: value as number })
    expect(error.option).toBe('flushInterval')
    expect(error.message).toContain('at least 2000 ms')
  })

  it.each(['crew-portal', 'v1.2.3_rc-1', 'a', 'x'.repeat(64)])('accepts the application tag %s', (tag) => {
    expect(() => validateFlagOptions({ application: { id: tag, version: tag } })).not.toThrow()
  })

  it.each(['', 'x'.repeat(65), 'crew portal', 'v1+sha', 'é', '<script>', 'a/b', 'a\nb'])(
    'rejects the application id and version %j',
    (tag) => {
      expect(rejection({ application: { id: tag } }).option).toBe('application.id')
      expect(rejection({ application: { version: tag } }).option).toBe('application.version')
    }
  )

  it('rejects application tags of the wrong type and a non-object application', () => {
    expect(rejection({ application: { id: 7 as unknown as string } }).message).toContain('got 7')
    expect(rejection({ application: 'crew' as unknown as FlagOptions['application'] }).option).toBe('application')
    expect(rejection({ application: null as unknown as FlagOptions['application'] }).option).toBe('application')
  })

  it('rejects URLs that are not http(s) and negative delays', () => {
    expect(rejection({ baseUrl: 'javascript:alert(1)' }).option).toBe('baseUrl')
    expect(rejection({ streamUrl: 'not a url' }).option).toBe('streamUrl')
    expect(rejection({ eventsUrl: 42 as unknown as string }).option).toBe('eventsUrl')
    expect(rejection({ streamReconnectDelay: -1 }).option).toBe('streamReconnectDelay')
    expect(rejection({ diagnosticRecordingInterval: Number.NaN }).option).toBe('diagnosticRecordingInterval')
  })

  it('shows a long bad value shortened', () => {
    expect(rejection({ application: { id: 'y'.repeat(500) } }).message.length).toBeLessThan(200)
  })

  it('is an Error with its own name', () => {
    const error = rejection({ eventCapacity: 0 })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('FlagOptionsError')
  })
})

describe('flagOptionsFromSettings', () => {
  it('uses the R-FLAGS-4 defaults, the flag-service URLs and the build as version tag', () => {
    const settings = testSettings({
      buildNumber: '2026.11.1',
      featureFlags: {
        apiKey: 'env',
        isEnabled: true,
        baseUrl: 'https://localhost:4283',
        streamUrl: 'https://localhost:4283',
        eventsUrl: 'https://localhost:4283'
      }
    })
    expect(flagOptionsFromSettings(settings)).toEqual({
      eventCapacity: 100,
      flushInterval: 2000,
      diagnosticRecordingInterval: 900000,
      streamReconnectDelay: 1000,
      baseUrl: 'https://localhost:4283',
      streamUrl: 'https://localhost:4283',
      eventsUrl: 'https://localhost:4283',
      streaming: true,
      application: { id: FLAG_APPLICATION_ID, version: '2026.11.1' }
    })
    expect(FLAG_OPTION_DEFAULTS).toEqual({
      eventCapacity: 100,
      flushInterval: 2000,
      diagnosticRecordingInterval: 900000,
      streamReconnectDelay: 1000
    })
  })

  it('leaves the URLs to the SDK when settings name none', () => {
    const options = flagOptionsFromSettings(testSettings())
    expect(options).not.toHaveProperty('baseUrl')
    expect(options).not.toHaveProperty('streamUrl')
    expect(options).not.toHaveProperty('eventsUrl')
  })

  it('validates overrides, including an explicit application version', () => {
    expect(() => flagOptionsFromSettings(testSettings(), { flushInterval: 500 })).toThrow(FlagOptionsError)
    expect(() => flagOptionsFromSettings(testSettings(), { application: { version: '1.0.0+sha.abc' } })).toThrow(
      /application\.version/
    )
  })
})

describe('applicationVersionTag', () => {
  it('keeps a tag-safe build number as it is', () => {
    expect(applicationVersionTag('1.4.0-rc.1_b7')).toBe('1.4.0-rc.1_b7')
  })

  it('turns semver build metadata and other characters into tag-safe text, at most 64 long', () => {
    expect(applicationVersionTag('0.1.0+b7e1d98-dirty')).toBe('0.1.0-b7e1d98-dirty')
    expect(applicationVersionTag('x'.repeat(80))).toHaveLength(64)
    expect(applicationVersionTag('+++')).toBeUndefined()
  })

  it('lets settings with such a build number start the flag client', () => {
    const options = flagOptionsFromSettings({
      featureFlags: { apiKey: 'env', isEnabled: true },
      buildNumber: '0.1.0+b7e1d98'
    })
    expect(options.application?.version).toBe('0.1.0-b7e1d98')
  })
})
