import { $requiredDocuments, readingWiring, wire } from '@crew-portal/core'
import { useStore } from '@nanostores/react'

// The events' required reading, wired as this part's code arrives.
wire(readingWiring)

/** "Required" on a document some of the pilot's events require, with the events in text (the core's `$requiredDocuments`). */
export function RequiredMark({ documentId }: { documentId: string }) {
  const required = useStore($requiredDocuments).get(documentId)
  if (!required) return null
  return (
    <p className="library-doc__required">
      <span className="library-required-tag">Required</span>{' '}
      <span>for {required.events.map((event) => event.programName).join(', ')}</span>
    </p>
  )
}
