import { $trainingEventReading, RouteName, pathTo, readingWiring, wire } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'

// The acknowledgements and their updates from the outbox, wired as this part's code arrives.
wire(readingWiring)

/**
 * Before the event: the required reading still to read (the core's `$trainingEventReading`), each
 * with its due date and a link to its library page. Nothing once all of it is read, or for an event
 * that requires none.
 */
export function ReadingToDo() {
  const reading = useStore($trainingEventReading)
  if (reading?.status !== 'ready') return null
  const toRead = reading.value.items.filter((item) => item.due !== 'done')
  if (toRead.length === 0) return null
  return (
    <section className="page-card pre-check-in-reading" aria-labelledby="pre-check-in-reading">
      <h2 id="pre-check-in-reading">Still to read</h2>
      <p>
        {reading.value.progress.read} of {reading.value.progress.total} read. Read these before you travel, then confirm
        each on its page.
      </p>
      <ul>
        {toRead.map((item) => (
          <li key={item.reading.documentId}>
            <a href={pathTo(RouteName.libraryDocument, { documentId: item.reading.documentId })}>
              {item.reading.title}
            </a>
            <span>
              {' '}
              (version {item.reading.version}, {item.due === 'overdue' ? 'was due' : 'due'}{' '}
              <DateText value={item.reading.dueDate} />
              {item.status.state === 'newVersion' ? ', a new version' : ''})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
