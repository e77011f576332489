import { $bannerItems, bannerAreaWiring, closeBannerItem, retryBannerItem, wire } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { Banner, type BannerItem } from './Banner.tsx'

// The banner area listens for failed requests and the flags' notifications from the moment this view loads.
wire(bannerAreaWiring)

export interface ConnectedBannerProps {
  onContactUs(item: BannerItem): void
  /** Called after an entry was closed; what closing does (clear, hide, log out) is the core's rule. */
  onClosed(item: BannerItem): void
}

/**
 * The banner area fed by the core: the current error banner, then the system notifications. A failed
 * load's message offers Try again, which the core answers by asking again (R-BANNER-7).
 */
export function ConnectedBanner({ onContactUs, onClosed }: ConnectedBannerProps) {
  const items = useStore($bannerItems)
  return (
    <Banner
      messages={items}
      onContactUs={onContactUs}
      onClose={(item) => {
        const listed = items.find((entry) => entry === item)
        if (listed) void closeBannerItem(listed)
        onClosed(item)
      }}
      onRetry={() => retryBannerItem()}
    />
  )
}
