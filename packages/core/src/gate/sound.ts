// The gate's tone at each verdict (R-GATE-3): what it sounds like, and whether it sounds at all.
import * as v from 'valibot'
import { persistedSlice } from '../persist/slice.ts'

/** One note of a tone: its pitch, its length and its shape. */
export interface ToneNote {
  hz: number
  ms: number
  wave: 'sine' | 'square' | 'triangle'
}

/** A tone: its notes, one after the other, each followed by a short silence. */
export interface GateTone {
  outcome: 'valid' | 'refused'
  notes: readonly ToneNote[]
}

/** The silence between two notes of a tone. */
export const TONE_GAP_MS = 60

/**
 * Told apart by more than pitch: Valid is two short rising chimes, Refused one long low buzz, so a
 * guard who hears only one of the two pitches well still tells them apart.
 */
export const GATE_TONES: Readonly<Record<GateTone['outcome'], GateTone>> = {
  valid: {
    outcome: 'valid',
    notes: [
      { hz: 880, ms: 90, wave: 'sine' },
      { hz: 1320, ms: 140, wave: 'sine' }
    ]
  },
  refused: { outcome: 'refused', notes: [{ hz: 196, ms: 420, wave: 'square' }] }
}

/** The tone's length, its silences included. */
export function toneLength(tone: GateTone): number {
  return tone.notes.reduce((total, note) => total + note.ms, 0) + TONE_GAP_MS * (tone.notes.length - 1)
}

/**
 * In local storage: whether the gate sounds its tones (`on`, the default) or is muted (`off`). A
 * stored value that is anything else is dropped, and the gate sounds.
 */
export const gateSoundSlice = persistedSlice('GateSound', 1, v.picklist(['on', 'off']), 'on', 'local')
