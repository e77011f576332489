import { $crewPortalConfigured } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { lazy, Suspense } from 'react'
import { hostOf, type ElementViewProps } from '../elements/element-view.ts'
import { useCrewEvents } from '../elements/events.ts'
import { useCrewLanguage } from '../i18n/language.ts'
import { ContactCard, type HelpTopic } from './ContactCard.tsx'
import { meetingFor, toContactCardPerson } from './data.ts'

// Loaded only in connected mode: a partner passing data never downloads the core's API client.
const ConnectedContactCard = lazy(async () => ({
  default: (await import('./ConnectedContactCard.tsx')).ConnectedContactCard
}))

export interface ContactCardElementProps extends ElementViewProps {
  open?: boolean
  firstName?: string
  customerCareUrl?: string
  connected?: boolean
  contact?: unknown
  events?: unknown
}

/** What `<crew-contact-card>` renders: plain data from its properties, or the core's contact card. */
export function ContactCardElementView({
  container,
  open,
  firstName,
  customerCareUrl,
  connected,
  contact,
  events
}: ContactCardElementProps) {
  // A page may configure the core after the element rendered: it switches to connected then.
  const configured = useStore($crewPortalConfigured)
  const emit = useCrewEvents(container)
  const { dateLocale } = useCrewLanguage()
  // A listener that opened its help panel cancels the event, so the Customer Care link does not navigate.
  const onOpenHelp = (topic: HelpTopic) => !emit('open-help', { topic }, true)

  if (connected && configured) {
    return (
      <Suspense fallback={null}>
        <ConnectedContactCard onOpenHelp={onOpenHelp} onClosed={() => emit('close')} />
      </Suspense>
    )
  }

  const person = toContactCardPerson(contact)
  if (!person) return null
  return (
    <ContactCard
      open={open === true}
      firstName={firstName ?? ''}
      contact={person}
      meeting={meetingFor(contact, events, dateLocale)}
      customerCareUrl={customerCareUrl}
      onOpenHelp={onOpenHelp}
      onClose={() => {
        emit('close')
        // The card closes itself, like a native dialog: `open` reflects that.
        const host = hostOf(container)
        host?.removeAttribute('open')
        if (host) Reflect.set(host, 'open', false)
      }}
    />
  )
}
