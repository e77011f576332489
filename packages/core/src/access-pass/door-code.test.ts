import { describe, expect, it } from 'vitest'
import { presentationNotice } from './door-code.ts'

describe('presentationNotice', () => {
  it('names why a pass shows no door code, for the element to say in its language', () => {
    expect(presentationNotice({ status: 'preparing' })).toBe('preparing')
    expect(presentationNotice({ status: 'unavailable', reason: 'not-prepared' })).toBe('not-prepared')
    expect(presentationNotice({ status: 'unavailable', reason: 'other-device' })).toBe('other-device')
    expect(presentationNotice({ status: 'unavailable', reason: 'failed' })).toBe('failed')
  })

  it('has nothing to say with a code, or with no pass to present', () => {
    expect(presentationNotice({ status: 'none' })).toBeUndefined()
    expect(
      presentationNotice({ status: 'ready', code: 'c', window: 1, windowStart: 0, windowMs: 15_000, signedAt: 0 })
    ).toBeUndefined()
  })
})
