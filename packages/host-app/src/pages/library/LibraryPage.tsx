import {
  $libraryAudience,
  $libraryCategories,
  $libraryDocuments,
  $libraryFilter,
  $visibleLibraryDocuments,
  groupByCategory,
  loadLibrary,
  setLibraryCategory,
  setLibrarySearch
} from '@crew-portal/core'
import type { Audience } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState } from 'react'
import { DocumentList } from './DocumentList.tsx'
import { FeaturedDocuments } from './FeaturedDocuments.tsx'
import { LibrarySearch } from './LibrarySearch.tsx'
import { RecentlyViewed } from './RecentlyViewed.tsx'
import { libraryPath } from './paths.ts'
import { EmptyState, ErrorState, LoadingState } from '../common/PageState.tsx'
import { useDebouncedValue } from './useDebouncedValue.ts'

const TITLES: Record<Audience, string> = { all: 'Library', fto: 'Library for first-time operators' }

function countText(count: number, filtered: boolean): string {
  const documents = `${count} ${count === 1 ? 'document' : 'documents'}`
  return filtered ? `${documents} found` : documents
}

function AudienceLinks({ audience }: { audience: Audience }) {
  return (
    <nav className="library-audiences" aria-label="Libraries">
      <a href={libraryPath('all')} aria-current={audience === 'all' ? 'page' : undefined}>
        All crew
      </a>
      <a href={libraryPath('fto')} aria-current={audience === 'fto' ? 'page' : undefined}>
        First-time operators
      </a>
    </nav>
  )
}

/** `/library` and `/library-fto`: search, categories, recently viewed and featured documents. */
export function LibraryPage({ audience }: { audience: Audience }) {
  const documents = useStore($libraryDocuments)
  const categories = useStore($libraryCategories)
  const filter = useStore($libraryFilter)
  const visible = useStore($visibleLibraryDocuments)
  // The filter outlives the page (back from a document keeps the search); another audience starts clean.
  const [query, setQuery] = useState(() => ($libraryAudience.get() === audience ? filter.search : ''))
  const settledQuery = useDebouncedValue(query)

  useEffect(() => {
    void loadLibrary(audience)
  }, [audience])

  useEffect(() => {
    setLibrarySearch(settledQuery)
  }, [settledQuery])

  const groups = useMemo(() => groupByCategory(visible, categories.data ?? []), [visible, categories.data])
  const filtered = filter.category !== null || filter.search.trim() !== ''

  function clearFilter(): void {
    setQuery('')
    setLibrarySearch('')
    setLibraryCategory(null)
  }

  let content
  if (!documents.data && documents.status === 'error') {
    content = <ErrorState message={documents.error?.message ?? 'The library could not be loaded.'} onRetry={() => void loadLibrary(audience)} />
  } else if (!documents.data) {
    content = <LoadingState label="Loading the library…" />
  } else if (documents.data.length === 0) {
    content = (
      <EmptyState>
        <p>There are no documents in this library yet. Please check again later.</p>
      </EmptyState>
    )
  } else {
    content = (
      <div className="library-layout">
        <section className="page-card library-main" aria-labelledby="library-documents-title">
          <h2 id="library-documents-title">Documents</h2>
          {documents.status === 'error' ? (
            <p className="page-note" role="alert">
              The list could not be refreshed: {documents.error?.message}
            </p>
          ) : null}
          <LibrarySearch query={query} onQueryChange={setQuery} />
          <p className="library-count" role="status">
            {countText(visible.length, filtered)}
          </p>
          {groups.length === 0 ? (
            <EmptyState>
              <p>No documents match your search{filter.category !== null ? ' in this category' : ''}.</p>
              <button type="button" className="page-button page-button--secondary" onClick={clearFilter}>
                Show all documents
              </button>
            </EmptyState>
          ) : (
            groups.map((group) => (
              <section key={group.category.id} className="library-group" aria-labelledby={`library-group-${group.category.id}`}>
                <h3 id={`library-group-${group.category.id}`}>{group.category.name}</h3>
                <DocumentList audience={audience} documents={group.documents} categories={categories.data} />
              </section>
            ))
          )}
        </section>
        <div className="library-aside">
          <RecentlyViewed audience={audience} />
          <FeaturedDocuments audience={audience} />
        </div>
      </div>
    )
  }

  return (
    <div className="page page-area library-page">
      <h1>{TITLES[audience]}</h1>
      <AudienceLinks audience={audience} />
      {content}
    </div>
  )
}
