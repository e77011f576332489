import { $banner, $systemNotifications, closeBanner } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { Banner, type BannerItem } from './Banner.tsx'
import { toBannerKind } from './items.ts'

export interface ConnectedBannerProps {
  onContactUs(item: BannerItem): void
  /** Called after a message was closed (the core's banner: closeBanner, which may log out, SPEC §4). */
  onClosed(item: BannerItem): void
}

/** The banner area fed by the core: the current error banner, then the system notifications. */
export function ConnectedBanner({ onContactUs, onClosed }: ConnectedBannerProps) {
  const banner = useStore($banner)
  const notifications = useStore($systemNotifications)
  // Closing a notification hides it for this page; the flag service, not the user, retracts it.
  const [dismissed, setDismissed] = useState<readonly string[]>([])
  const listed: BannerItem[] = notifications
    .filter((notification) => !dismissed.includes(notification.message))
    // The global notification brings its own variant; one the view does not know reads as global.
    .map((notification) => ({ kind: toBannerKind(notification.variant, 'global'), message: notification.message, hideSuffix: true }))
  const messages: BannerItem[] = [...(banner.isVisible ? [banner] : []), ...listed]
  return (
    <Banner
      messages={messages}
      onContactUs={onContactUs}
      onClose={(item) => {
        if (banner.isVisible && item === messages[0]) void closeBanner()
        else setDismissed((previous) => [...previous, item.message])
        onClosed(item)
      }}
    />
  )
}
