import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testUser } from '../test/index.ts'
import {
  ANONYMOUS_FLAG_CONTEXT,
  NOTIFICATION_MAX_LENGTH,
  defaultFeatures,
  featureFlag,
  flagContextFor,
  flagErrorKind,
  isFlagValueActive,
  parseNotificationValue,
  systemNotificationsFor
} from './index.ts'
import type { Features } from './index.ts'
import { launchDarklyError } from '../test/index.ts'

function features(values: Partial<Record<keyof Features, unknown>>): Features {
  const result = defaultFeatures()
  for (const [name, value] of Object.entries(values)) result[name as keyof Features] = featureFlag(name, value)
  return result
}

const bat = { message: 'BAT simulator closed Friday', variant: 'warning' }
const fto = { message: 'FTO briefing moved', variant: 'info' }
const global = { message: 'Maintenance tonight', variant: 'critical' }

describe('systemNotificationsFor', () => {
  it('shows BAT users the BAT notification as informative, plus the global one in its own variant', () => {
    const all = features({
      PilotWebAppSystemNotificationBat: bat,
      PilotWebAppSystemNotificationCatFto: fto,
      PilotWebGlobalNotification: global
    })
    expect(systemNotificationsFor(all, true)).toEqual([
      { flag: 'PilotWebAppSystemNotificationBat', message: bat.message, variant: 'informative' },
      { flag: 'PilotWebGlobalNotification', message: global.message, variant: 'critical' }
    ])
  })

  it('shows everyone else the CAT/FTO notification as informative', () => {
    const all = features({ PilotWebAppSystemNotificationBat: bat, PilotWebAppSystemNotificationCatFto: fto })
    expect(systemNotificationsFor(all, false)).toEqual([
      { flag: 'PilotWebAppSystemNotificationCatFto', message: fto.message, variant: 'informative' }
    ])
  })

  it('gives the global notification the global variant when its value names none (or a bad one)', () => {
    expect(systemNotificationsFor(features({ PilotWebGlobalNotification: { message: 'Hi' } }), false)).toEqual([
      { flag: 'PilotWebGlobalNotification', message: 'Hi', variant: 'global' }
    ])
    expect(
      systemNotificationsFor(
        features({ PilotWebGlobalNotification: { message: 'Hi', variant: '" onmouseover="x' } }),
        true
      )[0]?.variant
    ).toBe('global')
  })

  it('shows nothing for empty, off or malformed values', () => {
    for (const value of [
      null,
      false,
      '',
      '{}',
      '{"message":""}',
      '{"message":"   "}',
      '{not json',
      '[]',
      42,
      ['message'],
      { message: 7 },
      { text: 'x' }
    ]) {
      expect(
        systemNotificationsFor(
          features({ PilotWebAppSystemNotificationBat: value, PilotWebGlobalNotification: value }),
          true
        ),
        JSON.stringify(value)
      ).toEqual([])
    }
  })

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.boolean(), (audience, globalValue, isBat) => {
        const result = systemNotificationsFor(
          features({
            PilotWebAppSystemNotificationBat: audience,
            PilotWebAppSystemNotificationCatFto: audience,
            PilotWebGlobalNotification: globalValue
          }),
          isBat
        )
        for (const notification of result) expect(notification.message.trim()).not.toBe('')
      })
    )
  })
})

describe('parseNotificationValue', () => {
  it('reads JSON text and parsed objects alike, trimmed', () => {
    expect(parseNotificationValue('{"message":" Hi ","variant":"global"}')).toEqual({
      message: 'Hi',
      variant: 'global'
    })
    expect(parseNotificationValue({ message: 'Hi' })).toEqual({ message: 'Hi' })
  })

  it('keeps script text as text and ignores __proto__ keys', () => {
    const parsed = parseNotificationValue('{"__proto__":{"message":"polluted"},"message":"<script>alert(1)</script>"}')
    expect(parsed).toEqual({ message: '<script>alert(1)</script>' })
    expect(parseNotificationValue('{"__proto__":{"message":"polluted"}}')).toBeUndefined()
    expect(({} as { message?: string }).message).toBeUndefined()
  })

  it('caps a very long message', () => {
    expect(parseNotificationValue({ message: 'x'.repeat(5000) })?.message).toHaveLength(NOTIFICATION_MAX_LENGTH)
  })
})

describe('isFlagValueActive', () => {
  it('is true for values that ask for something', () => {
    for (const value of [true, 'on', 3, { message: 'Hi' }, { enabled: true }])
      expect(isFlagValueActive(value), String(value)).toBe(true)
  })

  it('is false for off, empty and missing values', () => {
    for (const value of [false, '', '  ', 0, Number.NaN, null, undefined, { message: '' }, { message: 5 }])
      expect(isFlagValueActive(value)).toBe(false)
  })
})

describe('flagContextFor', () => {
  it('identifies a signed-in user by e-mail with the full name', () => {
    expect(flagContextFor(testUser)).toEqual({
      kind: 'user',
      key: 'bat.pilot@example.com',
      name: 'Alex Morgan',
      email: 'bat.pilot@example.com',
      anonymous: false
    })
  })

  it('uses the anonymous key anon when signed out', () => {
    expect(flagContextFor(null)).toEqual({ key: 'anon', anonymous: true })
    expect(flagContextFor(undefined)).toBe(ANONYMOUS_FLAG_CONTEXT)
  })

  it('falls back to anon for a profile without an e-mail, and tolerates missing names', () => {
    expect(flagContextFor({ ...testUser, email: '  ' })).toBe(ANONYMOUS_FLAG_CONTEXT)
    expect(flagContextFor({ ...testUser, givenName: '', lastName: ' Park ' })).toMatchObject({ name: 'Park' })
  })
})

describe('flagErrorKind', () => {
  it.each([
    ['LaunchDarklyInvalidEnvironmentIdError', 'environment not found', 'invalid-environment-id'],
    ['LaunchDarklyFlagFetchError', 'Error fetching flag settings: 500', 'flag-fetch-failed'],
    [
      'LaunchDarklyFlagFetchError',
      'Expected application/json content type but got "text/html"',
      'invalid-content-type'
    ],
    ['LaunchDarklyFlagFetchError', 'network error (TypeError)', 'network-error'],
    ['LaunchDarklyInvalidUserError', 'Invalid context', 'invalid-context'],
    ['LaunchDarklyTimeoutError', 'timed out', 'initialization-timeout'],
    ['LaunchDarklyUnexpectedResponseError', 'received 503', 'unexpected-response'],
    ['LaunchDarklyInvalidDataError', 'Invalid data', 'invalid-data'],
    ['FlagOptionsError', 'bad', 'invalid-options'],
    ['TypeError', 'x', 'unknown'],
    ['__proto__', 'x', 'unknown']
  ])('classifies %s (%s) as %s', (name, message, kind) => {
    expect(flagErrorKind(launchDarklyError(name, message))).toBe(kind)
  })

  it('classifies a thrown non-error as unknown', () => {
    expect(flagErrorKind('boom')).toBe('unknown')
  })
})
