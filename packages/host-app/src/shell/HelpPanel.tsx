import { Dialog } from '@crew-portal/widgets'

export interface HelpPanelProps {
  open: boolean
  onClose: () => void
  customerCareUrl?: string | undefined
  helpUrl?: string | undefined
}

/** The help panel that the contact card's notes, the banner's "contact us." and Help open. */
export function HelpPanel({ open, onClose, customerCareUrl, helpUrl }: HelpPanelProps) {
  return (
    <Dialog open={open} size="medium" title="Help" closeLabel="Close" onClose={onClose}>
      <p>Questions about your training, documents or access pass? Customer Care is there for you.</p>
      <ul className="help-panel__links">
        {customerCareUrl ? (
          <li>
            <a href={customerCareUrl} target="_blank" rel="noreferrer">
              Customer Care page
            </a>
          </li>
        ) : null}
        {helpUrl ? (
          <li>
            <a href={helpUrl} target="_blank" rel="noreferrer">
              Help centre
            </a>
          </li>
        ) : null}
      </ul>
      <p>Your account executive's contact details are always here, under the help icon.</p>
    </Dialog>
  )
}
