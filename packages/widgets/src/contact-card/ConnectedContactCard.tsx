import {
  $contactCard,
  $contactCardEvents,
  $remoteConfiguration,
  $user,
  authWiring,
  closeContactCard,
  contactCardMeeting,
  contactCardWiring,
  remoteConfigurationWiring,
  wire
} from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useCrewLanguage } from '../i18n/language.ts'
import { ContactCard, type HelpTopic } from './ContactCard.tsx'

// What this view reads, wired when it loads: seeded by the configuration, reset with the next one.
wire(contactCardWiring, authWiring, remoteConfigurationWiring)

export interface ConnectedContactCardProps {
  onOpenHelp(topic: HelpTopic): boolean
  /** Called after the core closed the card. */
  onClosed(): void
}

/** The contact card fed by the core: open while `$contactCard` holds a contact (R-CARD-4), in the element's language. */
export function ConnectedContactCard({ onOpenHelp, onClosed }: ConnectedContactCardProps) {
  const card = useStore($contactCard)
  const events = useStore($contactCardEvents)
  const { dateLocale } = useCrewLanguage()
  const user = useStore($user)
  const { customerCareUrl } = useStore($remoteConfiguration)
  if (!card) return null
  const meeting = contactCardMeeting(card, events, dateLocale)
  return (
    <ContactCard
      open
      firstName={user?.givenName ?? ''}
      contact={{ ...card, picture: card.profilePicture }}
      meeting={meeting}
      customerCareUrl={customerCareUrl}
      onOpenHelp={onOpenHelp}
      onClose={() => {
        closeContactCard()
        onClosed()
      }}
    />
  )
}
