import type { ReadingItem } from '@crew-portal/core'

/** How a required document's state reads (the state itself is the core's `readingStateOf`, R-READING-1). */
export function readingStateWords(item: ReadingItem): string {
  switch (item.status.state) {
    case 'read':
      return 'Read and confirmed'
    case 'sending':
      return 'Read and confirmed: will be sent when you are online'
    case 'newVersion':
      return 'New version: read again'
    case 'toRead':
      return 'To read'
  }
}

/** How an unread document's deadline reads, when it presses (the core's `dueStateOf`, R-READING-3). */
export function dueWords(item: ReadingItem): string | undefined {
  if (item.due === 'overdue') return 'Overdue'
  if (item.due === 'dueSoon') return 'Due soon'
  return undefined
}

/** The class that colours a document's state: done, pressing, or waiting to be read. */
export function readingTone(item: ReadingItem): 'done' | 'late' | 'open' {
  if (item.due === 'done') return 'done'
  return item.due === 'overdue' || item.due === 'dueSoon' ? 'late' : 'open'
}

/** What an event requires, before the pilot's acknowledgements have come. */
export function documentCount(total: number): string {
  return total === 1 ? '1 document' : `${total} documents`
}
