import {
  $libraryAudience,
  $libraryCategories,
  $libraryDocument,
  closeLibraryDocument,
  documentTypeLabel,
  formatDocumentSize,
  loadLibrary,
  loadLibraryDocument,
  openLibraryDocument,
  trackException
} from '@crew-portal/core'
import type { Audience, LibraryDocument } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { categoryName } from './DocumentList.tsx'
import { libraryPath } from './paths.ts'
import { EmptyState, ErrorState, LoadingState } from '../common/PageState.tsx'

interface LibraryDocumentPageProps {
  audience: Audience
  documentId: string
}

/** Opening the page is opening the document: recently viewed and the viewer status hear of it (both whitelisted, failures only logged). */
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

/** `/library/:documentId` (and under `/library-fto`): what the document is, and the link that opens it. */
export function LibraryDocumentPage({ audience, documentId }: LibraryDocumentPageProps) {
  const state = useStore($libraryDocument)
  const categories = useStore($libraryCategories)
  // The previous document stays in the store while this one loads: never show it under this id.
  const document = state.data?.id === documentId ? state.data : undefined

  useEffect(() => {
    void loadLibraryDocument(documentId)
    // Categories (for the category's name) come with the library; load it unless this audience has it.
    if ($libraryAudience.get() !== audience || !$libraryCategories.get().data) void loadLibrary(audience)
  }, [audience, documentId])

  useDocumentViewed(state.status === 'ready' ? document : undefined)

  if (!document && state.status === 'error') {
    const notFound = state.error?.status === 404
    return (
      <div className="page page--narrow page-area library-page">
        <h1>{notFound ? 'Document not found' : 'Document'}</h1>
        {notFound ? (
          <EmptyState>
            <p>This document is not in the library any more. It may have been replaced by a newer version.</p>
          </EmptyState>
        ) : (
          <ErrorState message={state.error?.message ?? 'The document could not be loaded.'} onRetry={() => void loadLibraryDocument(documentId)} />
        )}
        <BackLink audience={audience} />
      </div>
    )
  }

  if (!document) {
    return (
      <div className="page page--narrow page-area library-page">
        <h1>Document</h1>
        <LoadingState label="Loading the document…" />
        <BackLink audience={audience} />
      </div>
    )
  }

  return (
    <article className="page page--narrow page-area library-page library-document" aria-labelledby="library-document-title">
      <h1 id="library-document-title">{document.title}</h1>
      {document.description ? <p className="library-document__description">{document.description}</p> : null}
      <dl className="page-facts library-document__facts">
        <div>
          <dt>Category</dt>
          <dd>{categoryName(categories.data, document.category)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <DateText value={document.updatedAt} />
          </dd>
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
        <a className="page-link-button" href={document.url} target="_blank" rel="noopener">
          Open document
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <BackLink audience={audience} />
    </article>
  )
}
