import { atom, computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { $systemNotifications, flagsWiring } from '../flags/client.ts'
import type { SystemNotification } from '../flags/notifications.ts'
import { $failedLoads, queryWiring, retryFailedLoads } from '../query/query.ts'
import { logoutLater } from '../session/logout-later.ts'
import { bannerClosing, bannerItemKey, bannerItems } from './list.ts'
import type { BannerItem } from './list.ts'
import { $banner, bannerWiring, clearBanner } from './store.ts'
import type { BannerKind } from './store.ts'

const KINDS: readonly BannerKind[] = ['critical', 'informative', 'global']

/** A flag's variant as a banner kind; one the banner does not know reads as global. */
function notificationItem(notification: SystemNotification): BannerItem {
  const kind = KINDS.includes(notification.variant as BannerKind) ? (notification.variant as BannerKind) : 'global'
  return { kind, message: notification.message, reason: 'notification', hideSuffix: true, hideContactUs: false }
}

/** Keys of the notifications closed on this page. */
const $closedNotifications = atom<readonly string[]>([])

/** The banner area: the banner's message and the flags' notifications, less the closed ones. */
export const bannerAreaWiring: Wiring = {
  after: [bannerWiring, flagsWiring, queryWiring],
  reset: () => $closedNotifications.set([])
}

/** The banner area: the current message, then the system notifications not closed on this page. */
export const $bannerItems = computed(
  [$banner, $systemNotifications, $closedNotifications, $failedLoads],
  (banner, notifications, closed, failed) =>
    bannerItems(banner, notifications.map(notificationItem), closed, failed.length > 0)
)

/** The banner's Try again (R-BANNER-7): the message goes, and every watched load that failed asks again; a new failure says so anew. */
export function retryBannerItem(): void {
  clearBanner()
  retryFailedLoads()
}

/** Closes one entry of the banner area, by the rule of `bannerClosing` (may log out, R-BANNER-2). */
export async function closeBannerItem(item: Pick<BannerItem, 'kind' | 'message' | 'reason'>): Promise<void> {
  const closing = bannerClosing(item)
  if (closing.clears === 'notification') {
    $closedNotifications.set([...$closedNotifications.get(), bannerItemKey(item)])
    return
  }
  clearBanner()
  if (closing.logsOut) await logoutLater()
}

/** Closes the banner's message: closing clears it, and the access-denied one also logs out (R-BANNER-1, R-BANNER-2). */
export async function closeBanner(): Promise<void> {
  const banner = $banner.get()
  if (!banner.isVisible) return
  await closeBannerItem(banner)
}
