import { useCrewMessages } from '../i18n/language.ts'
import { contactCard as english } from '../i18n/en/contact-card.ts'
import { fill } from '../i18n/messages.ts'

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

const PICTURE = /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+|https?:\/\/\S+|blob:\S+)$/i

export function usablePicture(value: string | undefined): string | undefined {
  return value && PICTURE.test(value.trim()) ? value.trim() : undefined
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

// A lone surrogate (half of an emoji, as a server may send it) makes encodeURIComponent throw.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim().replace(LONE_SURROGATE, '\ufffd')).replace(/%40/g, '@')}?subject=Training%20Event%20Help`
}

function Placeholder({ label }: { label: string }) {
  return (
    <svg className="picture" part="picture" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label={label}>
      <rect width="96" height="96" rx="48" fill="#dde2ea" />
      <circle cx="48" cy="38" r="16" fill="#5b6475" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="#5b6475" />
    </svg>
  )
}

/**
 * The account executive: picture, name, availability (Mon. to Fri., UTC), phone and e-mail links.
 * The name and e-mail are isolated runs (`<bdi>`); the phone number is isolated left to right in CSS.
 * The contact card shows it, and so does the host's help panel ("always under the help icon").
 * It brings no styles: the card's shadow root and the host page style its class names.
 */
export function ContactPerson({ contact, label }: { contact: ContactCardPerson; label?: string }) {
  const t = useCrewMessages('contactCard', english)
  const picture = usablePicture(contact.picture)
  return (
    <section className="person" part="person" aria-label={label ?? t.contact}>
      {picture ? (
        <img className="picture" part="picture" src={picture} alt="" width={96} height={96} />
      ) : (
        <Placeholder label={t.noPicture} />
      )}
      <div className="details">
        <p className="name" part="name">
          <bdi>{contact.name}</bdi>
        </p>
        <p className="availability" part="availability">
          {fill(t.availability, { start: contact.availabilityStartTime, end: contact.availabilityEndTime })}
        </p>
        {contact.phoneNumber ? (
          <p>
            <a className="contact-link" part="phone" href={telHref(contact.phoneNumber)}>
              {contact.phoneNumber}
            </a>
          </p>
        ) : null}
        {contact.email ? (
          <p>
            <a className="contact-link" part="email" href={mailtoHref(contact.email)}>
              <bdi>{contact.email}</bdi>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
