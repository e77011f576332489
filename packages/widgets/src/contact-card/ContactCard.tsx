import { useEffect, useId, useRef, type MouseEvent } from 'react'
import { useDialogOpen } from '../dialog/useDialogOpen.ts'
import { dialogKeyDown } from '../elements/focus.ts'
import { safeLinkUrl } from '../elements/url.ts'
import { fillNodes, useCrewMessages } from '../i18n/language.ts'
import { contactCard as english } from '../i18n/en/contact-card.ts'
import { ContactPerson, type ContactCardPerson } from './ContactPerson.tsx'

export type { ContactCardPerson }
export { mailtoHref, telHref, usablePicture } from './ContactPerson.tsx'

/** Where and when the training is, once the contact's reservation matched an event. */
export interface ContactCardMeeting {
  location: string
  /** A long date in the card's language: in English (US), e.g. "November 27, 2026". */
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

function HelpIcon() {
  return (
    <svg className="help-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.3Z"
      />
    </svg>
  )
}

/**
 * The contact-card modal (medium) on the native `<dialog>`: showModal() makes the page behind it
 * inert; focus moves in, Tab wraps, Escape and the cross ask to close, focus returns to the opener.
 * The cross leads the header, at the inline start (the left in English, the right in Arabic), as a
 * full-screen dialog's dismiss does in Material and iOS: it is the first thing a keyboard reaches.
 * Shadow-DOM aware, as it runs inside `<crew-contact-card>`. The first name, the place and the date
 * are isolated runs (`<bdi>`) inside their sentences, so a value in another script keeps its
 * neighbours in place.
 */
export function ContactCard({
  open,
  firstName,
  contact,
  meeting,
  customerCareUrl,
  onClose,
  onOpenHelp
}: ContactCardProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const t = useCrewMessages('contactCard', english)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useDialogOpen(dialogRef, open)

  function openHelp(topic: HelpTopic) {
    return (event: MouseEvent) => {
      if (onOpenHelp(topic)) event.preventDefault()
    }
  }

  if (!open) return null
  const careUrl = safeLinkUrl(customerCareUrl)
  return (
    <dialog
      ref={dialogRef}
      className="dialog root"
      part="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => dialogKeyDown(event, onCloseRef.current)}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
    >
      <header className="header" part="header">
        <button type="button" className="close" part="close" aria-label={t.close} onClick={() => onCloseRef.current()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="title" part="title">
          {fillNodes(t.hello, { firstName: <bdi>{firstName}</bdi> })}
        </h2>
      </header>
      <div className="body" part="body">
        {meeting && (
          <p className="meeting" part="meeting">
            {fillNodes(t.meeting, { location: <bdi>{meeting.location}</bdi>, date: <bdi>{meeting.date}</bdi> })}
          </p>
        )}
        <p>{t.intro}</p>
        <ContactPerson contact={contact} />
        <p className="note" part="note">
          <button type="button" className="link help" part="help" onClick={openHelp('help-icon')}>
            <HelpIcon />
            {t.helpNote}
          </button>
        </p>
        <p className="note" part="note">
          {fillNodes(t.moreTrainings, {
            link: careUrl ? (
              <a className="link" part="customer-care" href={careUrl} onClick={openHelp('customer-care')}>
                {t.customerCarePage}
              </a>
            ) : (
              <button type="button" className="link" part="customer-care" onClick={openHelp('customer-care')}>
                {t.customerCarePage}
              </button>
            )
          })}
        </p>
      </div>
    </dialog>
  )
}
