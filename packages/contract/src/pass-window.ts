// The door code's time windows (docs/access-pass.md): a module of its own, so a clock that ticks at
// each window carries none of the formats.

/** A presentation is signed for one window of this many seconds; the QR changes with it. */
export const PASS_WINDOW_SECONDS = 15

/** How many windows either side of the gate's own a code is still accepted in (clock drift, a slow scan). */
export const PASS_WINDOW_TOLERANCE = 1

/** The window a moment falls in: whole PASS_WINDOW_SECONDS since the Unix epoch. */
export function passWindow(at: Date | number): number {
  return Math.floor((typeof at === 'number' ? at : at.getTime()) / (PASS_WINDOW_SECONDS * 1000))
}

/** When a window starts, in milliseconds since the epoch. */
export function passWindowStart(window: number): number {
  return window * PASS_WINDOW_SECONDS * 1000
}
