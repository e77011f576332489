import { describe, expect, it } from 'vitest'
import { decodeContext, parseContext } from './context.ts'
import { FLAG_DEFINITIONS, validateFlagUpdate } from './definitions.ts'
import { evaluateFlag, type FlagState } from './evaluate.ts'

const state: FlagState = { value: { message: 'Bays closed', variant: 'informative' }, version: 3, deleted: false }
const bat = FLAG_DEFINITIONS.PilotWebAppSystemNotificationBat
const global = FLAG_DEFINITIONS.PilotWebGlobalNotification

describe('targeting', () => {
  it('gives the BAT notice to the BAT pilot by context key, e-mail attribute or multi-context', () => {
    for (const context of [
      { kind: 'user', key: 'bat.pilot@example.com' },
      { kind: 'user', key: 'b2c-id-1', email: 'BAT.Pilot@example.com' },
      { kind: 'multi', user: { key: 'bat.pilot@example.com' }, device: { key: 'd1' } },
      { key: 'bat.pilot@example.com' }
    ]) {
      expect(evaluateFlag(bat, state, context, true)).toEqual({
        value: state.value,
        variation: 0,
        version: 3,
        flagVersion: 3,
        trackEvents: false,
        reason: { kind: 'TARGET_MATCH' }
      })
    }
  })

  it('gives everyone else (and anonymous users) an empty message, which shows no banner', () => {
    for (const context of [
      { kind: 'user', key: 'fto.pilot@example.com' },
      { kind: 'user', key: 'bat.pilot@example.com', anonymous: true },
      { kind: 'device', key: 'bat.pilot@example.com' }
    ]) {
      const evaluated = evaluateFlag(bat, state, context, false)
      expect(evaluated.value).toEqual({ message: '', variant: 'informative' })
      expect(evaluated.variation).toBe(1)
      expect(evaluated.reason).toBeUndefined()
    }
  })

  it('gives the global notice to everybody', () => {
    expect(evaluateFlag(global, state, { kind: 'user', key: 'anyone' }, true)).toMatchObject({
      value: state.value,
      reason: { kind: 'FALLTHROUGH' }
    })
  })
})

describe('contexts', () => {
  it('decodes the base64url context of the path', () => {
    const encoded = Buffer.from(JSON.stringify({ kind: 'user', key: 'k' })).toString('base64url')
    expect(decodeContext(encoded)).toEqual({ ok: true, value: { kind: 'user', key: 'k' } })
  })

  it.each([
    ['not base64url', '!!!'],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['no key', Buffer.from('{"kind":"user"}').toString('base64url')],
    ['bad kind', Buffer.from('{"kind":"a b","key":"k"}').toString('base64url')],
    ['empty multi', Buffer.from('{"kind":"multi"}').toString('base64url')],
    ['array', Buffer.from('[1]').toString('base64url')]
  ])('refuses a context that is %s', (_, encoded) => {
    expect(decodeContext(encoded).ok).toBe(false)
  })

  it('refuses a multi-context with a broken part', () => {
    expect(parseContext('{"kind":"multi","user":{"name":"x"}}')).toEqual({
      ok: false,
      message: 'The user context needs a non-empty string key.'
    })
  })
})

describe('flag updates', () => {
  it('accepts exactly { value: { message, variant } }, script-like text included (the app renders text)', () => {
    expect(validateFlagUpdate({ value: { message: '<script>alert(1)</script>', variant: 'informative' } }).ok).toBe(
      true
    )
  })

  it.each([
    [{}],
    [{ value: 'text' }],
    [{ value: { message: 1, variant: 'informative' } }],
    [{ value: { message: 'x', variant: 'Not A Variant' } }],
    [{ value: { message: 'x', variant: 'informative', extra: true } }],
    [{ value: { message: 'x'.repeat(2001), variant: 'informative' } }],
    [{ value: { message: 'x', variant: 'global' }, targets: [] }],
    [[]]
  ])('refuses %j with a message', (body) => {
    const result = validateFlagUpdate(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
  })
})
