// The gate's speaker (R-GATE-3): plays the core's tones through Web Audio. A browser lets a page
// sound only after a gesture on it, so the audio context is made (or woken) at a key press, a click
// or a tap, and a verdict that comes later plays on it. Nothing here ever throws: a gate without
// sound still shows its verdict.
import { TONE_GAP_MS, type GateTone } from '@crew-portal/core'

type AudioContextClass = new () => AudioContext

/** Loud enough for a door, soft enough not to startle: the notes' peak gain. */
const PEAK_GAIN = 0.25
/** Each note fades in and out over this long, so it starts and stops without a click. */
const RAMP_SECONDS = 0.01

let context: AudioContext | undefined

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }
  return scope.AudioContext ?? scope.webkitAudioContext
}

/** Makes the audio context, or wakes it: call it from a gesture's own handler. */
export function wakeTone(): void {
  try {
    const Context = audioContextClass()
    if (!Context) return
    context ??= new Context()
    // Promise.resolve: an older WebKit's resume() returns nothing.
    if (context.state === 'suspended') Promise.resolve(context.resume()).catch(() => undefined)
  } catch {
    context = undefined
  }
}

/** Plays `tone` at once, if a gesture has woken the audio; otherwise, or on any failure, stays silent. */
export function playTone(tone: GateTone): void {
  try {
    if (context?.state !== 'running') return
    let at = context.currentTime
    for (const note of tone.notes) {
      const seconds = note.ms / 1000
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = note.wave
      oscillator.frequency.setValueAtTime(note.hz, at)
      gain.gain.setValueAtTime(0, at)
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, at + RAMP_SECONDS)
      gain.gain.setValueAtTime(PEAK_GAIN, at + seconds - RAMP_SECONDS)
      gain.gain.linearRampToValueAtTime(0, at + seconds)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(at + seconds)
      at += seconds + TONE_GAP_MS / 1000
    }
  } catch {
    // A gate without sound still shows its verdict.
  }
}

/** Closes the audio context when the gate's page goes. */
export function closeTone(): void {
  const closing = context
  context = undefined
  try {
    if (closing) Promise.resolve(closing.close()).catch(() => undefined)
  } catch {
    // Nothing to close: the page goes all the same.
  }
}
