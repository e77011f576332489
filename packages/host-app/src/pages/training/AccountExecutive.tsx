import { trackException } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { useState } from 'react'

/** The event's account executive, with a button that opens the layout's contact card. */
export function AccountExecutive({ event }: { event: TrainingEvent }) {
  const executive = event.reservationAccountExecutive
  const [opening, setOpening] = useState(false)
  const [unavailable, setUnavailable] = useState(false)

  async function openContactCard(): Promise<void> {
    setOpening(true)
    setUnavailable(false)
    try {
      // The card needs both e-mail and phone (R-CARD-4); without them the core opens nothing.
      const { showContactCardFor } = await import('./contact-card.ts')
      const contact = await showContactCardFor(event)
      setUnavailable(contact === undefined)
    } catch (error) {
      trackException(error, { source: 'training-event', step: 'contact-card' })
      setUnavailable(true)
    } finally {
      setOpening(false)
    }
  }

  return (
    <section className="training-card" aria-labelledby="event-executive">
      <h2 id="event-executive">Your account executive</h2>
      {executive ? (
        <>
          <p className="training-executive__name">{executive.accountExecutiveName}</p>
          <ul className="training-executive__links">
            <li>
              <a href={`mailto:${executive.accountExecutiveEmail}`}>{executive.accountExecutiveEmail}</a>
            </li>
            {executive.accountExecutivePhoneNumber ? (
              <li>
                <a href={`tel:${executive.accountExecutivePhoneNumber.replace(/[^\d+]/g, '')}`}>
                  {executive.accountExecutivePhoneNumber}
                </a>
              </li>
            ) : null}
          </ul>
          <button type="button" className="page-button" onClick={() => void openContactCard()} disabled={opening}>
            {opening ? 'Opening contact card…' : 'Show contact card'}
          </button>
          {unavailable ? (
            <p className="training-executive__unavailable" role="status">
              The full contact card is not available right now. You can still write or call using the details above.
            </p>
          ) : null}
        </>
      ) : (
        <p>No account executive is assigned to this training yet. Customer Care can help in the meantime (see Help).</p>
      )}
    </section>
  )
}
