import { $readingProgressByEvent, readingWiring, wire } from '@crew-portal/core'
import { useStore } from '@nanostores/react'

// The acknowledgements and their updates from the outbox, wired as this part's code arrives.
wire(readingWiring)

/** "N of M read" on an event's card in the training list (the core's `$readingProgressByEvent`). */
export function ReadingCount({ eventId }: { eventId: string }) {
  const progress = useStore($readingProgressByEvent).get(eventId)
  if (!progress) return null
  return (
    <div>
      <dt>Required reading</dt>
      <dd>
        {progress.read} of {progress.total} read
      </dd>
    </div>
  )
}
