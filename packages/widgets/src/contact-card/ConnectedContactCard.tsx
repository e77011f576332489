import type { HelpTopic } from './ContactCard.tsx'

export interface ConnectedContactCardProps {
  onOpenHelp(topic: HelpTopic): boolean
  onClosed(): void
}

/** The contact card fed by the core's contact-card area. PENDING: the core area has no exports yet. */
export function ConnectedContactCard(_props: ConnectedContactCardProps) {
  return null
}
