import { describe, expect, it } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import { OFFLINE_PASS_DAYS, offlinePassOwner, passesToKeep, usableOfflinePasses } from './offline.ts'

const NOW = new Date('2026-11-25T10:00:00Z')
const offline = passesToKeep([exampleAccessPass], 'bat.pilot@example.com', NOW)

describe('the offline pass', () => {
  it('belongs to the signed-in e-mail, in lower case; a signed-out page keeps nothing', () => {
    expect(offlinePassOwner({ email: ' Bat.Pilot@Example.com ' })).toBe('bat.pilot@example.com')
    expect(offlinePassOwner(null)).toBeUndefined()
    expect(passesToKeep([exampleAccessPass], undefined, NOW)).toBeNull()
    expect(offline).toEqual({ savedAt: NOW.toISOString(), owner: 'bat.pilot@example.com', passes: [exampleAccessPass] })
  })

  it(`is usable for its owner for ${OFFLINE_PASS_DAYS} days, not for another account, and not from the future`, () => {
    const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000)
    expect(usableOfflinePasses(offline, 'bat.pilot@example.com', later(OFFLINE_PASS_DAYS))).toBe(offline)
    expect(usableOfflinePasses(offline, 'bat.pilot@example.com', later(OFFLINE_PASS_DAYS + 0.001))).toBeNull()
    expect(usableOfflinePasses(offline, 'fto.pilot@example.com', NOW)).toBeNull()
    // A restarted browser knows no account until the pilot signs in again: the copy still shows.
    expect(usableOfflinePasses(offline, undefined, NOW)).toBe(offline)
    // Saved "tomorrow": a clock set back must not keep an old copy alive for ever.
    expect(usableOfflinePasses(offline, 'bat.pilot@example.com', later(-1))).toBeNull()
  })
})
