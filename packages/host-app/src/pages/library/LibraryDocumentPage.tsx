import {
  $libraryDocumentPage,
  $offlineCopies,
  closeLibraryDocument,
  documentTypeLabel,
  formatDocumentSize,
  offlineCopyLink,
  openLibraryDocument,
  serverLinkUrl,
  trackException
} from '@crew-portal/core'
import type { Audience, LibraryDocument } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { Suspense, useEffect } from 'react'
import { preloadable } from '../../lazy.tsx'
import { libraryPath } from './paths.ts'
import { EmptyState, PageLadder } from '../common/PageState.tsx'

// Required reading's part of the page (the events that require it, "I have read and understood")
// is a chunk of its own: the page renders without it, and it follows.
const ReadingConfirmationPart = preloadable(
  () => import('./ReadingConfirmation.tsx'),
  (module) => module.ReadingConfirmation
)

/**
 * Opening the page is opening the document: recently viewed and the viewer status hear of it (both
 * whitelisted, failures only logged). Not a load: it tells the API what the pilot did.
 */
function useDocumentViewed(document: LibraryDocument | undefined): void {
  useEffect(() => {
    if (!document) return
    openLibraryDocument(document).catch((error: unknown) => trackException(error, { source: 'library-open' }))
    return () => {
      closeLibraryDocument(document).catch((error: unknown) => trackException(error, { source: 'library-close' }))
    }
  }, [document])
}

function BackLink({ audience }: { audience: Audience }) {
  return (
    <p className="library-back">
      <a href={libraryPath(audience)}>Back to the library</a>
    </p>
  )
}

/** `/library/:documentId` (and under `/library-fto`): what the document is, and the link that opens it (the core's `$libraryDocumentPage`). */
export function LibraryDocumentPage({ audience }: { audience: Audience }) {
  const page = useStore($libraryDocumentPage)
  // A required document the worker holds opens from its copy, which is there offline too.
  const heldCopies = useStore($offlineCopies)
  useDocumentViewed(page.status === 'ready' ? page.value.document : undefined)

  if (page.status !== 'ready') {
    return (
      <div className="page page--narrow page-area library-page">
        <h1>{page.status === 'notFound' ? 'Document not found' : 'Document'}</h1>
        <PageLadder
          page={page}
          loading="Loading the document…"
          notFound={() => (
            <EmptyState>
              <p>This document is not in the library any more. It may have been replaced by a newer version.</p>
            </EmptyState>
          )}
        >
          {() => null}
        </PageLadder>
        <BackLink audience={audience} />
      </div>
    )
  }
  const { document, categoryName } = page.value
  const href = serverLinkUrl(offlineCopyLink(heldCopies, document.url))

  return (
    <article
      className="page page--narrow page-area library-page library-document"
      aria-labelledby="library-document-title"
    >
      <h1 id="library-document-title">{document.title}</h1>
      {document.description ? <p className="library-document__description">{document.description}</p> : null}
      <dl className="page-facts library-document__facts">
        <div>
          <dt>Category</dt>
          <dd>{categoryName}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <DateText value={document.updatedAt} />
          </dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{document.version}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{documentTypeLabel(document.fileType)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatDocumentSize(document.size)}</dd>
        </div>
      </dl>
      <p>
        {href ? (
          <a className="page-link-button" href={href} target="_blank" rel="noopener">
            Open document
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          'This document cannot be opened from here.'
        )}
      </p>
      <Suspense fallback={null}>
        <ReadingConfirmationPart.Component document={document} />
      </Suspense>
      <BackLink audience={audience} />
    </article>
  )
}
