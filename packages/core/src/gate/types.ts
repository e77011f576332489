import type { PassVerdict } from '../access-pass/verify.ts'
import type { GateKeys } from './knowledge.ts'

export type GateSync =
  | { state: 'idle' }
  | { state: 'syncing' }
  /**
   * The last sync failed: the device offline, no answer in time, the API answering with an error
   * status, or an answer that is not what the contract says (malformed or hostile).
   */
  | { state: 'failed'; reason: 'offline' | 'unreachable' | 'server' | 'invalid' }

export type GateCheck =
  /** The gate has never synced: it cannot check anything. */
  { kind: 'no-keys'; code: string } | { kind: 'verdict'; code: string; verdict: PassVerdict; checkedAt: string }

/** What the gate says of its keys. */
export interface GateKeysState {
  /** Whether the gate can check a code at all. */
  hasKeys: boolean
  /** "Keys and revocations as of 25-11-2026 14:02 UTC (2 hours ago).", or why there are none. */
  text: string
  /** No keys, or keys old enough that revocations since may be missing: shown as a warning. */
  warn: boolean
}

/** The verdict on screen, in words: never colour alone. */
export type GateVerdictView =
  | { outcome: 'waiting' }
  | {
      outcome: 'valid' | 'refused'
      word: 'Valid' | 'Refused'
      /** Why a code is refused; absent when it is valid. */
      reason?: string
      /** Whose pass it is, once the issuer's signature held. */
      holder?: { name: string; trainingCentre: string; validity: string; passId: string }
    }

/** What the gate page shows. */
export interface GateView {
  keys: GateKeys
  keysState: GateKeysState
  sync: GateSync
  /** The sync's state in words ('' when there is nothing to say). */
  syncWords: string
  check: GateCheck | undefined
  verdict: GateVerdictView
  /** Counts the verdicts shown, 0 while waiting: a new number is a new verdict, to be told anew. */
  verdictNumber: number
  /** Whether the gate sounds a tone at each verdict (`off`: muted), as the gate device remembers it. */
  sound: 'on' | 'off'
}
