import { isCrewPortalConfigured } from '@crew-portal/core'
import { useState } from 'react'
import type { ElementHostProps } from '../elements/define.ts'
import { hostOf, useCrewEvents } from '../elements/events.ts'
import { Banner, type BannerItem } from './Banner.tsx'
import { ConnectedBanner } from './ConnectedBanner.tsx'
import { toBannerItems, toBannerKind } from './items.ts'

export interface BannerElementProps extends ElementHostProps {
  message?: string
  kind?: string
  hideSuffix?: boolean
  hideContactUs?: boolean
  connected?: boolean
  notifications?: unknown
}

/** What `<crew-banner>` renders: plain data from its attributes and properties, or the core. */
export function BannerHost({ container, message, kind, hideSuffix, hideContactUs, connected, notifications }: BannerElementProps) {
  const emit = useCrewEvents(container)
  const [dismissed, setDismissed] = useState<readonly BannerItem[]>([])
  const onContactUs = (item: BannerItem) => emit('contact-us', { kind: item.kind, message: item.message })

  if (connected && isCrewPortalConfigured()) {
    return <ConnectedBanner onContactUs={onContactUs} onClosed={(item) => emit('close', { kind: item.kind, message: item.message })} />
  }

  const own: BannerItem[] = message?.trim()
    ? [{ kind: toBannerKind(kind, 'critical'), message, hideSuffix: hideSuffix === true, hideContactUs: hideContactUs === true }]
    : []
  const listed = toBannerItems(notifications).filter(
    (item) => !dismissed.some((gone) => gone.kind === item.kind && gone.message === item.message)
  )

  const onClose = (item: BannerItem) => {
    emit('close', { kind: item.kind, message: item.message })
    if (own.includes(item)) {
      // Closing clears the message (SPEC §4), as `message` is what makes the banner visible.
      const host = hostOf(container)
      host?.removeAttribute('message')
      if (host) Reflect.set(host, 'message', undefined)
    } else {
      setDismissed((previous) => [...previous, item])
    }
  }

  return <Banner messages={[...own, ...listed]} onContactUs={onContactUs} onClose={onClose} />
}
