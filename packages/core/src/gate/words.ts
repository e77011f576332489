// What the gate says, in words: the verdict's reasons and how old its keys are.
import type { PassRefusal } from '../access-pass/verify.ts'
import { formatDate } from '../format/calendar.ts'
import { formatUtcTime } from '../format/time.ts'

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

/** Keys older than this are worth a word of warning: revocations since then are unknown. */
export const KEYS_STALE_HOURS = 24
