import { $banner, closeBanner } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { Banner, type BannerItem } from './Banner.tsx'

export interface ConnectedBannerProps {
  onContactUs(item: BannerItem): void
  /** Called after the core closed the critical banner (which may log out, SPEC §4). */
  onClosed(item: BannerItem): void
}

/** The banner area fed by the core: the current error banner and the system notifications. */
export function ConnectedBanner({ onContactUs, onClosed }: ConnectedBannerProps) {
  const banner = useStore($banner)
  const messages: BannerItem[] = banner.isVisible ? [banner] : []
  return (
    <Banner
      messages={messages}
      onContactUs={onContactUs}
      onClose={(item) => {
        void closeBanner()
        onClosed(item)
      }}
    />
  )
}
