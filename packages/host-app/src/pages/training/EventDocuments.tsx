import { serverLinkUrl, type PartState } from '@crew-portal/core'
import type { TrainingEvent, TrainingRecordDocument } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { ErrorState, LoadingState } from '../common/PageState.tsx'

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** A document's title, a link when its URL passes the core's link rule (https or this origin). */
function DocumentLink({ url, title }: { url: string; title: string }) {
  const href = serverLinkUrl(url)
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <span>{title}</span>
  )
}

/** The event's own documents (welcome letter, ...) and its training records (certificates, ...). */
export function EventDocuments({
  event,
  records
}: {
  event: TrainingEvent
  records: PartState<TrainingRecordDocument[]> | null
}) {
  let recordsBody
  if (records === null) {
    recordsBody = (
      <p className="training-documents__none">Training records are issued once the training is completed.</p>
    )
  } else if (records.status === 'error' && records.notFound) {
    recordsBody = (
      <p className="training-documents__none">
        There are no training records for this event yet. They appear here once issued.
      </p>
    )
  } else if (records.status === 'error') {
    recordsBody = (
      <ErrorState title="Training records are unavailable" message={records.message} onRetry={records.retry} />
    )
  } else if (records.status === 'loading') {
    recordsBody = <LoadingState label="Loading training records…" />
  } else if (records.value.length === 0) {
    recordsBody = (
      <p className="training-documents__none">
        There are no training records for this event yet. They appear here once issued.
      </p>
    )
  } else {
    recordsBody = (
      <ul className="training-documents">
        {records.value.map((record) => (
          <li key={record.id}>
            <DocumentLink url={record.url} title={record.title} />
            <span className="training-documents__meta">
              {' '}
              {record.fileType.toUpperCase()}, {sizeText(record.size)}, issued <DateText value={record.issuedAt} />
            </span>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section className="training-card" aria-labelledby="event-documents">
      <h2 id="event-documents">Documents</h2>
      {event.documents.length > 0 ? (
        <ul className="training-documents">
          {event.documents.map((document) => (
            <li key={document.id}>
              <DocumentLink url={document.url} title={document.title} />
              <span className="training-documents__meta"> {document.fileType.toUpperCase()}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="training-documents__none">No documents have been shared for this event yet.</p>
      )}
      <h3>Training records</h3>
      {recordsBody}
    </section>
  )
}
