import { atom, computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { onRequestFailed } from '../http/events.ts'
import { propertyBagSlice } from '../persist/slices.ts'

/** Set by a 401 (or a token that cannot be renewed); opens the session-expired dialog. */
export const $sessionExpired = atom(false)
export const $online = atom(true)
/** The No Internet Connection dialog. */
export const $noInternetOpen = atom(false)
/**
 * Whether the user is in the BAT audience; decided once per page, from the first event loaded.
 * Until then it shows the session's last decision (PropertyBagState `isBat`), so that after a
 * reload the audience notification is right before the events arrive.
 */
export const $isBat = atom(false)

/** The session dialog gives way to No Internet: offline, its Log In could not reach anyone. */
export const $sessionDialogOpen = computed(
  [$sessionExpired, $noInternetOpen],
  (expired, noInternet) => expired && !noInternet
)

/** The No Internet dialog's Escape: the user dismissed it (TRY AGAIN reloads instead). */
export function closeNoInternetDialog(): void {
  $noInternetOpen.set(false)
}

let isBatDecided = false

export const IS_BAT_PROPERTY = 'isBat'

/** A failed request that ends the session opens its dialog; the BAT audience starts from the session's last decision. */
export const sessionStateWiring: Wiring = {
  after: [propertyBagSlice.wiring],
  listen() {
    // R-SESSION-2: a 401 ends the session whichever call heard it, but for a call that shows nothing (R-ERRORS-5).
    onRequestFailed(({ shows, situation }) => {
      if (shows !== 'nothing' && situation === 'sessionEnded') $sessionExpired.set(true)
    })
  },
  configure() {
    const stored = propertyBagSlice.get()[IS_BAT_PROPERTY]
    if (typeof stored === 'boolean') $isBat.set(stored)
  },
  reset() {
    $sessionExpired.set(false)
    $online.set(true)
    $noInternetOpen.set(false)
    $isBat.set(false)
    isBatDecided = false
  }
}

const BAT_PROGRAM_TYPES = new Set(['BAT', 'BATTCM'])

export function isBatProgramType(programType: unknown): boolean {
  return typeof programType === 'string' && BAT_PROGRAM_TYPES.has(programType.trim().toUpperCase())
}

/**
 * R-SESSION-5: set once from the first event's program type. An empty list decides nothing, so the
 * first list that has an event decides; later lists never change it.
 */
export function setIsBatFromEvents(events: readonly { orderProgramType?: string | null }[]): void {
  if (isBatDecided) return
  const first = events[0]
  if (!first) return
  isBatDecided = true
  const isBat = isBatProgramType(first.orderProgramType)
  $isBat.set(isBat)
  propertyBagSlice.set({ ...propertyBagSlice.get(), [IS_BAT_PROPERTY]: isBat })
}
