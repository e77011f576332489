import { describe, expect, it } from 'vitest'
import { SignInThrottle, delayBeforeTry, recentFailures } from './throttle.ts'

const policy = { windowMs: 60_000, freeTries: 5, slowdownMs: 3_000 }

describe('sign-in throttle', () => {
  it('keeps only failures inside the last minute', () => {
    expect(recentFailures([0, 1_000, 1_001, 59_999, 61_000], 61_000, policy)).toEqual([1_001, 59_999, 61_000])
  })

  it('slows from the fifth failure on', () => {
    expect(delayBeforeTry(4, policy)).toBe(0)
    expect(delayBeforeTry(5, policy)).toBe(3_000)
  })

  it('counts per account and address, forgets after the window and on success', () => {
    let now = 0
    const throttle = new SignInThrottle(policy, () => now)
    const key = SignInThrottle.key(' Bat.Pilot@example.com', '127.0.0.1')
    expect(key).toBe(SignInThrottle.key('bat.pilot@example.com', '127.0.0.1'))
    const slowedAfter = [1, 2, 3, 4, 5].map(() => throttle.recordFailure(key))
    expect(slowedAfter).toEqual([false, false, false, false, true])
    expect(throttle.delayFor(key)).toBe(3_000)
    expect(throttle.delayFor(SignInThrottle.key('bat.pilot@example.com', '10.0.0.2'))).toBe(0)
    now = 60_001
    expect(throttle.delayFor(key)).toBe(0)
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(key)
    throttle.recordSuccess(key)
    expect(throttle.delayFor(key)).toBe(0)
  })
})
