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
}

/** Identifies a notification the user closed, so it stays closed while its flag says the same. */
export function bannerItemKey(item: Pick<BannerItem, 'kind' | 'message' | 'reason'>): string {
  return `${item.reason}\u0000${item.kind}\u0000${item.message}`
}

/** What the banner area lists: the visible message, then every notification not closed on this page. */
export function bannerItems(
  banner: BannerMessage,
  notifications: readonly BannerItem[],
  closed: readonly string[]
): BannerItem[] {
  const listed = notifications.filter((item) => !closed.includes(bannerItemKey(item)))
  if (!banner.isVisible) return listed
  const { kind, message, reason, hideSuffix, hideContactUs } = banner
  return [{ kind, message, reason, hideSuffix, hideContactUs }, ...listed]
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
