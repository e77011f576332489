import { Dialog } from '@crew-portal/widgets/views'
import { HelpContent } from './HelpContent.tsx'

export interface HelpPanelProps {
  open: boolean
  onClose: () => void
}

/** The help panel that the contact card's notes, the banner's "contact us." and Help open. */
export function HelpPanel({ open, onClose }: HelpPanelProps) {
  return (
    <Dialog open={open} size="medium" title="Help" closeLabel="Close" onClose={onClose}>
      {open ? <HelpContent onNavigate={onClose} /> : null}
    </Dialog>
  )
}
