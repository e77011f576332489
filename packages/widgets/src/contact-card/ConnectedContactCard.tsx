import { $contactCard, $contactCardMeeting, $remoteConfiguration, $user, closeContactCard } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { ContactCard, type HelpTopic } from './ContactCard.tsx'

export interface ConnectedContactCardProps {
  onOpenHelp(topic: HelpTopic): boolean
  /** Called after the core closed the card. */
  onClosed(): void
}

/** The contact card fed by the core: open while `$contactCard` holds a contact (SPEC §4). */
export function ConnectedContactCard({ onOpenHelp, onClosed }: ConnectedContactCardProps) {
  const card = useStore($contactCard)
  const meeting = useStore($contactCardMeeting)
  const user = useStore($user)
  const { customerCareUrl } = useStore($remoteConfiguration)
  if (!card) return null
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
