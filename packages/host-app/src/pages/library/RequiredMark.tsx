import { $requiredDocuments, readingWiring, wire } from '@crew-portal/core'
import { useStore } from '@nanostores/react'

// The events' required reading, wired as this part's code arrives.
wire(readingWiring)

/**
 * "Required" on a document some of the pilot's events require (the core's `$requiredDocuments`),
 * beside its title: it comes after the list when the events load later, and on the title's line it
 * moves nothing. Which events is said to screen readers here and shown on the document's page.
 */
export function RequiredMark({ documentId }: { documentId: string }) {
  const required = useStore($requiredDocuments).get(documentId)
  if (!required) return null
  return (
    <span className="library-required-tag">
      Required
      <span className="visually-hidden"> for {required.events.map((event) => event.programName).join(', ')}</span>
    </span>
  )
}
