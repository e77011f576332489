import { $helpContact, $remoteConfiguration, openPath, serverLinkUrl } from '@crew-portal/core'
import { ContactPerson } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import type { MouseEvent } from 'react'

/**
 * A link of the remote configuration, once it passed the core's link rule (https, or this origin):
 * in-app when it points at this origin, a new tab otherwise.
 */
function ConfiguredLink({
  href,
  children,
  onNavigate
}: {
  href: string
  children: string
  onNavigate?: (() => void) | undefined
}) {
  const link = serverLinkUrl(href)
  if (!link) return null
  const url = new URL(link, window.location.origin)
  if (url.origin !== window.location.origin) {
    return (
      <a href={url.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  const inApp = `${url.pathname}${url.search}${url.hash}`
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onNavigate?.()
    openPath(inApp)
  }
  return (
    <a href={inApp} onClick={follow}>
      {children}
    </a>
  )
}

/**
 * What the help icon always holds (the contact card promises it): the pilot's account executive for
 * the next event, as on the contact card, and the way to Customer Care. The help panel and the
 * /help page show it.
 */
export function HelpContent({ onNavigate, headingLevel = 3 }: { onNavigate?: () => void; headingLevel?: 2 | 3 }) {
  const { status, contact } = useStore($helpContact)
  const { customerCareUrl, helpUrl } = useStore($remoteConfiguration)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <div className="help-content">
      <section aria-labelledby="help-executive">
        <Heading id="help-executive">Your account executive</Heading>
        {contact ? (
          <>
            <p>For your next training: questions, changes, documents or your access pass.</p>
            <ContactPerson contact={{ ...contact, picture: contact.profilePicture }} label="Your account executive" />
          </>
        ) : status === 'ready' ? (
          <p>When you are booked on a training event, your account executive’s details show here.</p>
        ) : (
          <p role="status">Looking up your account executive…</p>
        )}
      </section>
      <section id="customer-care" aria-labelledby="help-customer-care">
        <Heading id="help-customer-care">Customer Care</Heading>
        <p>
          More upcoming trainings, a booking to change, or a question about a document: Customer Care is there for you.
        </p>
        <ul className="help-content__links">
          {customerCareUrl ? (
            <li>
              <ConfiguredLink href={customerCareUrl} onNavigate={onNavigate}>
                Customer Care page
              </ConfiguredLink>
            </li>
          ) : null}
          {helpUrl ? (
            <li>
              <ConfiguredLink href={helpUrl} onNavigate={onNavigate}>
                Help centre
              </ConfiguredLink>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  )
}
