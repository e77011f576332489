// What the gate says, in words: its keys and their age, the sync, the verdict and its reason.
import type { PassRefusal } from '../access-pass/verify.ts'
import { formatDate } from '../format/day.ts'
import { formatUtcTime } from '../format/time.ts'
import type { GateKeys } from './knowledge.ts'
import type { GateCheck, GateKeysState, GateSync, GateVerdictView } from './types.ts'

/** Why a code is refused, for whoever guards the door. */
export const REFUSAL_WORDS: Record<PassRefusal, string> = {
  tampered: 'This code has been altered, or it is not a Crew Portal door code.',
  'unknown-issuer': 'This pass was signed by a key this gate does not know. Connect the gate and update its keys.',
  revoked: 'This device’s pass has been revoked.',
  'not-yet-valid': 'This pass is not valid yet.',
  expired: 'This pass has expired.',
  stale: 'This code is out of date: it may be a screenshot. Ask to see the live pass on the phone.',
  replayed: 'This pass was already let in with this code at this gate.'
}

export const NO_KEYS_WORDS = 'This gate has no keys yet: connect it to the network once.'

/** Keys older than this are worth a word of warning: revocations since then are unknown. */
export const KEYS_STALE_HOURS = 24

/** "25-11-2026 14:02 UTC" */
export function gateInstant(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : `${formatDate(at)} ${formatUtcTime(at.toISOString())} UTC`
}

/** How old the gate's keys are, in words a guard can act on. */
export function keysAge(syncedAt: string, now: Date): string {
  const hours = (now.getTime() - Date.parse(syncedAt)) / 3_600_000
  if (!(hours >= 0)) return 'just now'
  if (hours < 1) return 'less than an hour ago'
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? '' : 's'} ago`
  return `${Math.floor(hours / 24)} days ago`
}

/** The keys' state: as of when, how old, and whether that calls for a warning. */
export function gateKeysState(keys: GateKeys, now: Date): GateKeysState {
  if (!keys) return { hasKeys: false, text: NO_KEYS_WORDS, warn: true }
  const old = (now.getTime() - Date.parse(keys.syncedAt)) / 3_600_000 > KEYS_STALE_HOURS
  const text = `Keys and revocations as of ${gateInstant(keys.syncedAt)} (${keysAge(keys.syncedAt, now)}).`
  return { hasKeys: true, text: old ? `${text} Connect the gate to learn of passes revoked since.` : text, warn: old }
}

const SYNC_FAILURE_WORDS: Record<Extract<GateSync, { state: 'failed' }>['reason'], string> = {
  offline: 'Offline',
  unreachable: 'The keys could not be updated (no answer from the network)',
  server: 'The keys could not be updated (the server had an error)',
  invalid: 'The keys could not be updated (the answer was not valid keys)'
}

/** The last sync in words; '' when it went well or has not run. A gate with keys goes on with them. */
export function gateSyncWords(sync: GateSync, hasKeys: boolean): string {
  if (sync.state === 'syncing') return 'Updating the keys…'
  if (sync.state !== 'failed') return ''
  return `${SYNC_FAILURE_WORDS[sync.reason]}${hasKeys ? ': checking with the keys above.' : '.'}`
}

/** The verdict to show for the last check: Valid with the holder, or Refused with the reason. */
export function gateVerdictView(check: GateCheck | undefined): GateVerdictView {
  if (!check) return { outcome: 'waiting' }
  if (check.kind === 'no-keys') return { outcome: 'refused', word: 'Refused', reason: NO_KEYS_WORDS }
  const { verdict } = check
  const holder = verdict.holder && {
    name: verdict.holder.holderName,
    trainingCentre: verdict.holder.trainingCentre,
    validity: `${gateInstant(verdict.holder.validFrom)} – ${gateInstant(verdict.holder.validUntil)}`,
    passId: verdict.holder.passId
  }
  const shown = verdict.valid
    ? { outcome: 'valid' as const, word: 'Valid' as const }
    : { outcome: 'refused' as const, word: 'Refused' as const, reason: REFUSAL_WORDS[verdict.reason] }
  return holder ? { ...shown, holder } : shown
}
