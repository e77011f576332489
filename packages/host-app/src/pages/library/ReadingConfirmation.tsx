import { $libraryDocumentReading, acknowledgeDocument, readingDocumentWiring, wire } from '@crew-portal/core'
import type { LibraryDocument } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import { ErrorState } from '../common/PageState.tsx'

// The acknowledgements and the confirmation, wired as this part's code arrives.
wire(readingDocumentWiring)

/**
 * A required document's page (R-READING-5, the core's `$libraryDocumentReading`): the events that
 * require it and when, where the pilot stands, and "I have read and understood" for this version,
 * asked once more in a dialog naming the document and its version. Nothing for a document no event
 * requires.
 */
export function ReadingConfirmation({ document }: { document: LibraryDocument }) {
  const reading = useStore($libraryDocumentReading)
  const [confirming, setConfirming] = useState(false)
  // The button goes once the document is read: the focus moves to what says so, not to the page's start.
  const [confirmedHere, setConfirmedHere] = useState(false)
  const done = useRef<HTMLParagraphElement>(null)
  const doneState = reading?.status === 'ready' ? reading.value.status.state : undefined
  useEffect(() => {
    if (confirmedHere && (doneState === 'read' || doneState === 'sending')) done.current?.focus()
  }, [confirmedHere, doneState])
  if (reading === undefined) return null
  if (reading.status === 'loading') return <p className="library-reading__checking">Checking what you have read…</p>
  if (reading.status === 'error')
    return <ErrorState title="What you have read is unavailable" message={reading.message} onRetry={reading.retry} />
  const { requiredBy, status, offers, acknowledge } = reading.value

  function confirm(): void {
    setConfirming(false)
    setConfirmedHere(true)
    void acknowledgeDocument(document)
  }

  return (
    <section className="page-card library-reading" aria-labelledby="library-reading-title">
      <h2 id="library-reading-title">Required reading</h2>
      <ul className="library-reading__events">
        {requiredBy.map((event) => (
          <li key={event.id}>
            For {event.programName}: version {event.version}, due <DateText value={event.dueDate} />
          </li>
        ))}
      </ul>
      {status.state === 'read' ? (
        <p className="library-reading__done" ref={done} tabIndex={-1}>
          Read and confirmed on <DateText value={status.acknowledgedAt} />
        </p>
      ) : null}
      {status.state === 'sending' ? (
        <p className="library-reading__done" ref={done} tabIndex={-1}>
          Read and confirmed: will be sent when you are online
        </p>
      ) : null}
      {status.state === 'newVersion' ? (
        <p>You confirmed version {status.readVersion}. This is a new version: read it, then confirm it again.</p>
      ) : null}
      {offers ? (
        <button
          type="button"
          className="page-button"
          disabled={acknowledge.status === 'saving'}
          onClick={() => setConfirming(true)}
        >
          {acknowledge.status === 'saving' ? 'Confirming…' : 'I have read and understood'}
        </button>
      ) : null}
      {acknowledge.status === 'error' ? (
        <p className="library-reading__error" role="alert">
          {acknowledge.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="I have read and understood"
        confirmLabel="Confirm"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          You confirm that you have read and understood “{document.title}”, version {document.version}. Your training
          centre is told.
        </p>
      </ConfirmDialog>
    </section>
  )
}
