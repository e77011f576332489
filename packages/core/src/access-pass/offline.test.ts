import { describe, expect, it } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import { KEPT_PASS_DAYS, keptPassOwner, passesToKeep, usableKeptPasses } from './kept.ts'

const NOW = new Date('2026-11-25T10:00:00Z')
const kept = passesToKeep([exampleAccessPass], 'bat.pilot@example.com', NOW)

describe('the kept access pass', () => {
  it('belongs to the signed-in e-mail, in lower case; a signed-out page keeps nothing', () => {
    expect(keptPassOwner({ email: ' Bat.Pilot@Example.com ' })).toBe('bat.pilot@example.com')
    expect(keptPassOwner(null)).toBeUndefined()
    expect(passesToKeep([exampleAccessPass], undefined, NOW)).toBeNull()
    expect(kept).toEqual({ savedAt: NOW.toISOString(), owner: 'bat.pilot@example.com', passes: [exampleAccessPass] })
  })

  it(`is usable for its owner for ${KEPT_PASS_DAYS} days, not for another account, and not from the future`, () => {
    const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000)
    expect(usableKeptPasses(kept, 'bat.pilot@example.com', later(KEPT_PASS_DAYS))).toBe(kept)
    expect(usableKeptPasses(kept, 'bat.pilot@example.com', later(KEPT_PASS_DAYS + 0.001))).toBeNull()
    expect(usableKeptPasses(kept, 'fto.pilot@example.com', NOW)).toBeNull()
    // A restarted browser knows no account until the pilot signs in again: the copy still shows.
    expect(usableKeptPasses(kept, undefined, NOW)).toBe(kept)
    // Saved "tomorrow": a clock set back must not keep an old copy alive for ever.
    expect(usableKeptPasses(kept, 'bat.pilot@example.com', later(-1))).toBeNull()
  })
})
