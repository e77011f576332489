import {
  $outboxRefused,
  $outboxWaiting,
  describeOutboxWrite,
  discardOutboxEntry,
  retryOutboxEntry
} from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import './outbox-notice.css'

/**
 * The account's saves that have not reached the API, on every page: how many wait for the network
 * (R-OUTBOX-1), and each one the API refused, with what the pilot entered, where to change it, Send
 * again and Discard (R-OUTBOX-3). Loaded after the page's first paint: it carries the outbox's code.
 */
export function OutboxNotice(): ReactNode {
  const waiting = useStore($outboxWaiting)
  const refused = useStore($outboxRefused)
  return (
    <>
      <p className="outbox-notice__waiting" role="status">
        {waiting.length === 0
          ? ''
          : `${waiting.length === 1 ? '1 save' : `${waiting.length} saves`} made offline will be sent when you are online.`}
      </p>
      {refused.length > 0 ? (
        <section className="outbox-notice page-card" aria-labelledby="outbox-notice-title">
          <h2 id="outbox-notice-title" className="outbox-notice__title">
            {refused.length === 1 ? 'A save was not accepted' : `${refused.length} saves were not accepted`}
          </h2>
          <ul className="outbox-notice__list">
            {refused.map((entry) => {
              const { title, details, editPath } = describeOutboxWrite(entry)
              return (
                <li key={entry.seq} className="outbox-notice__item">
                  <p className="outbox-notice__what">
                    <strong>{title}</strong>: {entry.refused?.message || 'the server refused it.'}
                  </p>
                  <ul className="outbox-notice__input">
                    {details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <p className="outbox-notice__actions">
                    {editPath ? <a href={editPath}>Change it</a> : null}
                    <button
                      type="button"
                      className="page-button page-button--secondary"
                      onClick={() => void retryOutboxEntry(entry.seq)}
                    >
                      Send again
                    </button>
                    <button
                      type="button"
                      className="page-button page-button--secondary"
                      onClick={() => void discardOutboxEntry(entry.seq)}
                    >
                      Discard
                    </button>
                  </p>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </>
  )
}
