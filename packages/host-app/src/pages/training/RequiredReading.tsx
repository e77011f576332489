import { $trainingEventReading, RouteName, pathTo, readingWiring, wire } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { OfflineCopyMark } from '../common/OfflineCopyMark.tsx'
import { ErrorState } from '../common/PageState.tsx'
import { dueWords, readingStateWords, readingTone } from './reading-words.ts'

// The acknowledgements and their updates from the outbox, wired as this part's code arrives.
wire(readingWiring)

/**
 * An event's required reading (the core's `$trainingEventReading`): "N of M read", then each
 * document with its version, due date and state, a link to its library page, and whether the
 * service worker holds it for offline reading. Nothing for an event that requires none.
 */
export function RequiredReading({ event }: { event: TrainingEvent }) {
  const reading = useStore($trainingEventReading)
  if (event.requiredReading.length === 0 || reading === undefined) return null
  const items = reading.status === 'ready' ? reading.value.items : undefined
  return (
    <section className="training-card training-reading" aria-labelledby="event-reading">
      <h2 id="event-reading">Required reading</h2>
      {reading.status === 'ready' ? (
        <p className="training-reading__progress">
          {reading.value.progress.read} of {reading.value.progress.total} read
        </p>
      ) : reading.status === 'error' ? (
        <ErrorState title="What you have read is unavailable" message={reading.message} onRetry={reading.retry} />
      ) : (
        <p className="training-reading__progress">Checking what you have read…</p>
      )}
      <ul className="training-documents training-reading__list">
        {event.requiredReading.map((document, index) => {
          const item = items?.[index]
          const due = item && dueWords(item)
          return (
            <li key={document.documentId}>
              <a href={pathTo(RouteName.libraryDocument, { documentId: document.documentId })}>{document.title}</a>
              <span className="training-documents__meta">
                {' '}
                Version {document.version}, due <DateText value={document.dueDate} />
              </span>
              {item ? (
                <span className={`training-reading__state training-reading__state--${readingTone(item)}`}>
                  {readingStateWords(item)}
                  {due ? ` · ${due}` : ''}
                </span>
              ) : null}
              <OfflineCopyMark url={document.url} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
