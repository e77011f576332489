import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { tabbableElements } from '../dialog/focusable.ts'
import { deepActiveElement, wrapTabFocus } from '../elements/focus.ts'
import { safeLinkUrl } from '../elements/url.ts'

/** The contact as the card shows it: times already formatted (`--:--` when unknown). */
export interface ContactCardPerson {
  name: string
  email: string
  phoneNumber: string
  /** An image URL or data URL; the placeholder shows when missing or unusable. */
  picture?: string
  availabilityStartTime: string
  availabilityEndTime: string
}

/** Where and when the training is, once the contact's reservation matched an event. */
export interface ContactCardMeeting {
  location: string
  /** A long US-English date, e.g. "November 27, 2026". */
  date: string
}

export type HelpTopic = 'help-icon' | 'customer-care'

export interface ContactCardProps {
  open: boolean
  firstName: string
  contact: ContactCardPerson
  meeting?: ContactCardMeeting
  customerCareUrl?: string
  onClose(): void
  /** Both notes open the help panel; returns true when the page handled it (no navigation then). */
  onOpenHelp(topic: HelpTopic): boolean
}

const PICTURE = /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+|https?:\/\/\S+|blob:\S+)$/i

export function usablePicture(value: string | undefined): string | undefined {
  return value && PICTURE.test(value.trim()) ? value.trim() : undefined
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}?subject=Training%20Event%20Help`
}

function Placeholder() {
  return (
    <svg className="picture" part="picture" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="No picture">
      <rect width="96" height="96" rx="48" fill="#dde2ea" />
      <circle cx="48" cy="38" r="16" fill="#5b6475" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="#5b6475" />
    </svg>
  )
}

function HelpIcon() {
  return (
    <svg className="help-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.3Z" />
    </svg>
  )
}

/**
 * The contact-card modal (medium) on the native `<dialog>`: showModal() makes the page behind it
 * inert; focus moves in, Tab wraps, Escape and the cross ask to close, focus returns to the opener.
 * Shadow-DOM aware, as it runs inside `<crew-contact-card>`.
 */
export function ContactCard({ open, firstName, contact, meeting, customerCareUrl, onClose, onOpenHelp }: ContactCardProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = deepActiveElement()
    if (!dialog.open && typeof dialog.showModal === 'function') dialog.showModal()
    ;(tabbableElements(dialog)[0] ?? dialog).focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    wrapTabFocus(event.currentTarget, event)
  }

  function openHelp(topic: HelpTopic) {
    return (event: MouseEvent) => {
      if (onOpenHelp(topic)) event.preventDefault()
    }
  }

  if (!open) return null
  const picture = usablePicture(contact.picture)
  const careUrl = safeLinkUrl(customerCareUrl)
  return (
    <dialog
      ref={dialogRef}
      className="dialog root"
      part="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
    >
      <header className="header" part="header">
        <h2 id={titleId} className="title" part="title">
          Hello {firstName}!
        </h2>
        <button type="button" className="close" part="close" aria-label="Close" onClick={() => onCloseRef.current()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="body" part="body">
        {meeting && (
          <p className="meeting" part="meeting">
            We look forward to seeing you at {meeting.location} on {meeting.date}.
          </p>
        )}
        <p>If you have any questions or need support before your training, feel free to reach out to your customer care contact.</p>
        <section className="person" part="person" aria-label="Your customer care contact">
          {picture ? <img className="picture" part="picture" src={picture} alt="" width={96} height={96} /> : <Placeholder />}
          <div className="details">
            <p className="name" part="name">
              {contact.name}
            </p>
            <p className="availability" part="availability">
              Mon. to Fri. {contact.availabilityStartTime} – {contact.availabilityEndTime} UTC
            </p>
            <p>
              <a className="contact-link" part="phone" href={telHref(contact.phoneNumber)}>
                {contact.phoneNumber}
              </a>
            </p>
            <p>
              <a className="contact-link" part="email" href={mailtoHref(contact.email)}>
                {contact.email}
              </a>
            </p>
          </div>
        </section>
        <p className="note" part="note">
          <button type="button" className="link help" part="help" onClick={openHelp('help-icon')}>
            <HelpIcon />
            This information is always available under the help icon.
          </button>
        </p>
        <p className="note" part="note">
          Do you have more upcoming trainings? Visit our{' '}
          {careUrl ? (
            <a className="link" part="customer-care" href={careUrl} onClick={openHelp('customer-care')}>
              Customer Care page
            </a>
          ) : (
            <button type="button" className="link" part="customer-care" onClick={openHelp('customer-care')}>
              Customer Care page
            </button>
          )}
          .
        </p>
      </div>
    </dialog>
  )
}
