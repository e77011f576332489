import { BANNER_MESSAGE_MAX_LENGTH, bannerClosing, bannerItemKey, $crewPortalConfigured } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { hostOf, type ElementViewProps } from '../elements/element-view.ts'
import { useCrewEvents } from '../elements/events.ts'
import { Banner, type BannerItem } from './Banner.tsx'
import { ConnectedBanner } from './ConnectedBanner.tsx'
import { toBannerItems, toBannerKind } from './items.ts'

export interface BannerElementProps extends ElementViewProps {
  message?: string
  kind?: string
  hideSuffix?: boolean
  hideContactUs?: boolean
  connected?: boolean
  notifications?: unknown
}

const keyOf = (item: BannerItem) => bannerItemKey({ ...item, reason: item.reason ?? 'other' })

/** What `<crew-banner>` renders: plain data from its attributes and properties, or the core. */
export function BannerElementView({
  container,
  message,
  kind,
  hideSuffix,
  hideContactUs,
  connected,
  notifications
}: BannerElementProps) {
  // A page may configure the core after the element rendered: it switches to connected then.
  const configured = useStore($crewPortalConfigured)
  const emit = useCrewEvents(container)
  const [closed, setClosed] = useState<readonly string[]>([])
  const onContactUs = (item: BannerItem) => emit('contact-us', { kind: item.kind, message: item.message })

  if (connected && configured) {
    return (
      <ConnectedBanner
        onContactUs={onContactUs}
        onClosed={(item) => emit('close', { kind: item.kind, message: item.message })}
      />
    )
  }

  // The `message` attribute is the page's own message; `notifications` are notifications.
  const own: BannerItem[] = message?.trim()
    ? [
        {
          kind: toBannerKind(kind, 'critical'),
          message: message.slice(0, BANNER_MESSAGE_MAX_LENGTH),
          reason: 'other',
          hideSuffix: hideSuffix === true,
          hideContactUs: hideContactUs === true
        }
      ]
    : []
  const listed = toBannerItems(notifications)
    .map((item): BannerItem => ({ ...item, reason: 'notification' }))
    .filter((item) => !closed.includes(keyOf(item)))

  const onClose = (item: BannerItem) => {
    emit('close', { kind: item.kind, message: item.message })
    // The core's rule: a message is cleared (R-BANNER-1), a notification hidden (R-BANNER-3).
    if (bannerClosing({ reason: item.reason ?? 'other' }).clears === 'message') {
      const host = hostOf(container)
      host?.removeAttribute('message')
      if (host) Reflect.set(host, 'message', undefined)
    } else {
      setClosed((previous) => [...previous, keyOf(item)])
    }
  }

  return <Banner messages={[...own, ...listed]} onContactUs={onContactUs} onClose={onClose} />
}
