import { $readingProgressByEvent, readingWiring, wire } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { documentCount } from './reading-words.ts'

// The acknowledgements and their updates from the outbox, wired as this part's code arrives.
wire(readingWiring)

/** "N of M read" on an event's card in the training list (the core's `$readingProgressByEvent`). */
export function ReadingCount({ eventId, total }: { eventId: string; total: number }) {
  const progress = useStore($readingProgressByEvent).get(eventId)
  return progress ? `${progress.read} of ${progress.total} read` : documentCount(total)
}
