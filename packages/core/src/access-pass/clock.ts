import { passWindow, passWindowStart } from '@crew-portal/contract'
import type { Timers } from '../environment/types.ts'

/**
 * The pass's one clock: it ticks now and at every window boundary (every PASS_WINDOW_SECONDS) while
 * the pass is watched. The status (valid, expired) and the rotating code both read it, in the app,
 * in a connected element and in an element given plain data. Returns the function that stops it.
 */
export function startPassClock(now: () => Date, timers: Timers, tick: (at: Date) => void): () => void {
  let handle: unknown
  const run = () => {
    const at = now()
    tick(at)
    handle = timers.setTimeout(run, passWindowStart(passWindow(at) + 1) - at.getTime())
  }
  run()
  return () => timers.clearTimeout(handle)
}
