import { $libraryPage, setLibraryCategory, setLibraryPage, setLibrarySearch } from '@crew-portal/core'
import type { LibraryPageView, LibraryView } from '@crew-portal/core'
import type { Audience } from '@crew-portal/contract'
import { useStore } from '@nanostores/react'
import { useRef, useState } from 'react'
import { DocumentList } from './DocumentList.tsx'
import { FeaturedDocuments } from './FeaturedDocuments.tsx'
import { LibrarySearch } from './LibrarySearch.tsx'
import { RecentlyViewed } from './RecentlyViewed.tsx'
import { libraryPath } from './paths.ts'
import { EmptyState, PageLadder, RefreshNotice } from '../common/PageState.tsx'
import { useDebouncedValue } from './useDebouncedValue.ts'

const TITLES: Record<Audience, string> = { all: 'Library', fto: 'Library for first-time operators' }

function countText(count: number, filtered: boolean, complete: boolean): string {
  const documents = `${count} ${count === 1 ? 'document' : 'documents'}`
  // A long library's first pages show before the rest: the count says it is not the whole yet.
  if (!complete)
    return filtered ? `${documents} found so far, still loading the rest…` : `${documents} so far, loading the rest…`
  return filtered ? `${documents} found` : documents
}

/** The text as it was when `pending` last was false: what a live region says while typing goes on. */
function useSettledText(text: string, pending: boolean): string {
  const [settled, setSettled] = useState(text)
  if (!pending && settled !== text) setSettled(text)
  return pending ? settled : text
}

/** Previous and next page, and where the list stands; focus goes back to the list's heading on a change. */
function Pager({ view, onPage }: { view: LibraryPageView; onPage(page: number): void }) {
  if (view.pageCount <= 1) return null
  return (
    <nav className="library-pager" aria-label="Document pages">
      <button
        type="button"
        className="page-button page-button--secondary"
        disabled={view.page === 1}
        onClick={() => onPage(view.page - 1)}
      >
        Previous
      </button>
      <span>
        {view.first}–{view.last} of {view.total}
        {view.complete ? '' : ' so far'} · page {view.page} of {view.pageCount}
      </span>
      <button
        type="button"
        className="page-button page-button--secondary"
        disabled={view.page === view.pageCount}
        onClick={() => onPage(view.page + 1)}
      >
        Next
      </button>
    </nav>
  )
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

/** The list of an audience with its search, pager, recently viewed and featured documents. */
function Library({
  view,
  refreshError,
  onRetry
}: {
  view: LibraryView
  refreshError: string | undefined
  onRetry: () => void
}) {
  const { audience, filter, listing } = view
  const listHeading = useRef<HTMLHeadingElement>(null)
  // The filter outlives the page (back from a document keeps the search); another audience starts clean (the core's rule).
  const [query, setQuery] = useState(filter.search)
  // The list follows every keystroke; the polite count waits until typing settles, so a screen reader
  // is not flooded (a load or a category change is announced at once).
  const typing = useDebouncedValue(filter.search) !== filter.search
  const announcedCount = useSettledText(countText(listing.total, view.filtered, listing.complete), typing)

  function search(next: string): void {
    setQuery(next)
    setLibrarySearch(next)
  }

  function showPage(page: number): void {
    setLibraryPage(page)
    listHeading.current?.focus()
    listHeading.current?.scrollIntoView({ block: 'start' })
  }

  function clearFilter(): void {
    search('')
    setLibraryCategory(null)
  }

  return (
    <div className="library-layout">
      <section className="page-card library-main" aria-labelledby="library-documents-title">
        <h2 id="library-documents-title" ref={listHeading} tabIndex={-1}>
          Documents
        </h2>
        <RefreshNotice message={refreshError} onRetry={onRetry} />
        <LibrarySearch query={query} onQueryChange={search} />
        <p className="library-count" role="status">
          {announcedCount}
        </p>
        {listing.groups.length === 0 ? (
          <EmptyState>
            <p>
              {listing.complete
                ? `No documents match your search${filter.category !== null ? ' in this category' : ''}.`
                : 'None of the documents loaded so far match. Still loading the rest of the library…'}
            </p>
            <button type="button" className="page-button page-button--secondary" onClick={clearFilter}>
              Show all documents
            </button>
          </EmptyState>
        ) : (
          <>
            {listing.groups.map((group) => (
              <section
                key={group.category.id}
                className="library-group"
                aria-labelledby={`library-group-${group.category.id}`}
              >
                <h3 id={`library-group-${group.category.id}`}>{group.category.name}</h3>
                <DocumentList audience={audience} documents={group.documents} categories={view.categories} />
              </section>
            ))}
            <Pager view={listing} onPage={showPage} />
          </>
        )}
      </section>
      <div className="library-aside">
        <RecentlyViewed audience={audience} recent={view.recent} />
        <FeaturedDocuments audience={audience} featured={view.featured} />
      </div>
    </div>
  )
}

/** `/library` and `/library-fto`: search, categories, recently viewed and featured documents (the core's `$libraryPage`). */
export function LibraryPage({ audience }: { audience: Audience }) {
  const page = useStore($libraryPage)
  // A kept answer on screen while the API's comes (R-STORE-3), or a reload of what is shown.
  const refreshing = page.status === 'ready' && page.refreshing
  return (
    <div
      className="page page-area library-page"
      aria-busy={page.status === 'loading' || refreshing}
      data-refreshing={refreshing || undefined}
    >
      <h1>{TITLES[audience]}</h1>
      <AudienceLinks audience={audience} />
      <PageLadder page={page} loading="Loading the library…">
        {(view, ready) =>
          view.empty ? (
            <EmptyState>
              <p>There are no documents in this library yet. Please check again later.</p>
            </EmptyState>
          ) : (
            <Library view={view} refreshError={ready.refreshError} onRetry={ready.retry} />
          )
        }
      </PageLadder>
    </div>
  )
}
