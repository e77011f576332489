// The banner area as a list (the error message first, then the system notifications) and the one
// rule for what closing an entry does. Pure, so the connected banner and an element fed plain data
// by a partner decide alike.
import type { BannerKind, BannerMessage, BannerReason } from './store.ts'

/** One entry of the banner area. */
export interface BannerItem {
  kind: BannerKind
  message: string
  /** Why it is shown; closing decides on this, never on the words. */
  reason: BannerReason
  hideSuffix: boolean
  hideContactUs: boolean
  /** Offers Try again: the message is a failed load's, and a watched query can ask again (R-BANNER-7). */
  retry?: boolean
}

/** Identifies a notification the user closed, so it stays closed while its flag says the same. */
export function bannerItemKey(item: Pick<BannerItem, 'kind' | 'message' | 'reason'>): string {
  return `${item.reason}\u0000${item.kind}\u0000${item.message}`
}

/**
 * What the banner area lists: the visible message, then every notification not closed on this page.
 * The catalogue's message for any other error (`serverError`: another status, no answer in time, no
 * connection, an unreadable answer) offers Try again while a load that failed can be asked again
 * (`canRetry`); access denied (closing logs out) and the records' 404 do not.
 */
export function bannerItems(
  banner: BannerMessage,
  notifications: readonly BannerItem[],
  closed: readonly string[],
  canRetry = false
): BannerItem[] {
  const listed = notifications.filter((item) => !closed.includes(bannerItemKey(item)))
  if (!banner.isVisible) return listed
  const { kind, message, reason, hideSuffix, hideContactUs } = banner
  const retry = canRetry && reason === 'serverError'
  return [{ kind, message, reason, hideSuffix, hideContactUs, ...(retry ? { retry } : {}) }, ...listed]
}

export interface BannerClosing {
  /** `message`: the message is cleared (R-BANNER-1). `notification`: hidden for this page (R-BANNER-3); its flag still says it. */
  clears: 'message' | 'notification'
  /** R-BANNER-2: closing the access-denied message also logs the user out. */
  logsOut: boolean
}

export function bannerClosing(item: Pick<BannerItem, 'reason'>): BannerClosing {
  if (item.reason === 'notification') return { clears: 'notification', logsOut: false }
  return { clears: 'message', logsOut: item.reason === 'accessDenied' }
}
