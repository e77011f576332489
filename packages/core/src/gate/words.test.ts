import { describe, expect, it } from 'vitest'
import { testPassHolder } from '../test/index.ts'
import type { GateKeys } from './knowledge.ts'
import {
  NO_KEYS_WORDS,
  REFUSAL_WORDS,
  gateInstant,
  gateKeysState,
  gateSyncWords,
  gateVerdictView,
  keysAge
} from './words.ts'

const NOW = new Date('2026-11-22T09:00:00Z')
const keysOf = (syncedAt: string): GateKeys => ({
  keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' }],
  revocations: { asOf: syncedAt, revoked: [] },
  syncedAt
})
const holder = testPassHolder

describe('the gate in words', () => {
  it('says every refusal plainly', () => {
    expect(REFUSAL_WORDS.tampered).toContain('altered')
    expect(REFUSAL_WORDS['unknown-issuer']).toContain('does not know')
    expect(REFUSAL_WORDS.stale).toContain('screenshot')
    expect(REFUSAL_WORDS.replayed).toContain('already let in')
  })

  it('says an instant as dd-MM-yyyy HH:mm UTC, whatever the zone it was written in', () => {
    expect(gateInstant('2026-11-25T14:02:30Z')).toBe('25-11-2026 14:02 UTC')
    expect(gateInstant('2026-11-25T23:30:00-05:00')).toBe('26-11-2026 04:30 UTC')
    expect(gateInstant('yesterday')).toBe('')
  })

  it('says how old the keys are', () => {
    expect(keysAge('2026-11-22T08:30:00Z', NOW)).toBe('less than an hour ago')
    expect(keysAge('2026-11-22T08:00:00Z', NOW)).toBe('1 hour ago')
    expect(keysAge('2026-11-22T07:00:00Z', NOW)).toBe('2 hours ago')
    expect(keysAge('2026-11-19T07:00:00Z', NOW)).toBe('3 days ago')
    // A gate whose clock was set back since: not a negative age.
    expect(keysAge('2026-11-23T07:00:00Z', NOW)).toBe('just now')
  })

  it('says whether it has keys, as of when, and warns when they are a day old', () => {
    expect(gateKeysState(null, NOW)).toEqual({ hasKeys: false, text: NO_KEYS_WORDS, warn: true })
    expect(gateKeysState(keysOf('2026-11-22T07:00:00Z'), NOW)).toEqual({
      hasKeys: true,
      text: 'Keys and revocations as of 22-11-2026 07:00 UTC (2 hours ago).',
      warn: false
    })
    const old = gateKeysState(keysOf('2026-11-21T08:00:00Z'), NOW)
    expect(old).toMatchObject({ hasKeys: true, warn: true })
    expect(old.text).toContain('learn of passes revoked since')
  })

  it('says what the last sync did, and that a gate with keys goes on with them', () => {
    expect(gateSyncWords({ state: 'idle' }, true)).toBe('')
    expect(gateSyncWords({ state: 'syncing' }, true)).toBe('Updating the keys…')
    expect(gateSyncWords({ state: 'failed', reason: 'offline' }, true)).toBe('Offline: checking with the keys above.')
    expect(gateSyncWords({ state: 'failed', reason: 'offline' }, false)).toBe('Offline.')
    expect(gateSyncWords({ state: 'failed', reason: 'unreachable' }, true)).toContain('no answer')
    expect(gateSyncWords({ state: 'failed', reason: 'server' }, true)).toContain('server had an error')
    expect(gateSyncWords({ state: 'failed', reason: 'invalid' }, false)).toBe(
      'The keys could not be updated (the answer was not valid keys).'
    )
  })

  it('shows Valid with the holder, Refused with the reason (and the holder once the signature held)', () => {
    expect(gateVerdictView(undefined)).toEqual({ outcome: 'waiting' })
    expect(gateVerdictView({ kind: 'no-keys', code: 'c' })).toEqual({
      outcome: 'refused',
      word: 'Refused',
      reason: NO_KEYS_WORDS
    })
    const shownHolder = {
      name: 'Alex Morgan',
      trainingCentre: 'Miami Training Center',
      validity: '20-11-2026 00:00 UTC – 05-12-2026 23:59 UTC',
      passId: 'PASS-1001'
    }
    expect(
      gateVerdictView({
        kind: 'verdict',
        code: 'c',
        checkedAt: NOW.toISOString(),
        verdict: { valid: true, holder, window: 1, replayKey: 'PASS-1001@1' }
      })
    ).toEqual({ outcome: 'valid', word: 'Valid', holder: shownHolder })
    expect(
      gateVerdictView({
        kind: 'verdict',
        code: 'c',
        checkedAt: NOW.toISOString(),
        verdict: { valid: false, reason: 'revoked', holder }
      })
    ).toEqual({
      outcome: 'refused',
      word: 'Refused',
      reason: REFUSAL_WORDS.revoked,
      holder: shownHolder
    })
    expect(
      gateVerdictView({
        kind: 'verdict',
        code: 'c',
        checkedAt: NOW.toISOString(),
        verdict: { valid: false, reason: 'tampered' }
      })
    ).toEqual({ outcome: 'refused', word: 'Refused', reason: REFUSAL_WORDS.tampered })
  })
})
