// The library pages: `/library`, `/library-fto` and a document under either.
import { computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import type { Audience, LibraryCategory, LibraryDocument, RecentlyViewedDocument } from '@crew-portal/contract'
import type { LibraryFilter } from '../library/filter.ts'
import type { LibraryPageView } from '../library/paging.ts'
import {
  $featuredLibraryDocuments,
  $libraryAudience,
  $libraryCategories,
  $libraryDocument,
  $libraryDocuments,
  $libraryFilter,
  $libraryListing,
  $recentlyViewed,
  $recentlyViewedDocuments,
  $routeDocumentId,
  LIBRARY_DOCUMENT_KEY,
  LIBRARY_DOCUMENTS_KEY,
  libraryWiring
} from '../library/store.ts'
import { stateFor } from '../query/query.ts'
import { pageOf, partOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel, PartState } from './model.ts'

/** The library pages read the library area. */
export const libraryPageWiring: Wiring = { after: [libraryWiring] }

export interface LibraryView {
  audience: Audience
  /** The audience has no document at all. */
  empty: boolean
  filter: LibraryFilter
  /** Whether a search or a category narrows the list. */
  filtered: boolean
  listing: LibraryPageView
  categories: readonly LibraryCategory[]
  featured: readonly LibraryDocument[]
  /** Whitelisted (R-ERRORS-2): a failure is a quiet note beside the list. */
  recent: PartState<readonly RecentlyViewedDocument[]>
}

/** `/library` and `/library-fto`: search, categories, recently viewed and featured documents. */
export const $libraryPage = computed(
  [
    $libraryAudience,
    $libraryDocuments,
    $libraryCategories,
    $libraryFilter,
    $libraryListing,
    $featuredLibraryDocuments,
    $recentlyViewedDocuments,
    $recentlyViewed
  ],
  (audience, documents, categories, filter, listing, featured, recentState, recent): PageModel<LibraryView> =>
    pageOf(
      stateFor($libraryDocuments, documents, audience && LIBRARY_DOCUMENTS_KEY + audience),
      $libraryDocuments.refetch,
      (data) => ({
        audience: audience ?? 'all',
        empty: data.length === 0,
        filter,
        filtered: filter.category !== null || filter.search.trim() !== '',
        listing,
        categories: categories.data ?? [],
        featured,
        recent: partOf(
          recentState.data ? { ...recentState, data: recent } : recentState,
          $recentlyViewedDocuments.refetch
        )
      })
    )
)

export interface LibraryDocumentView {
  audience: Audience
  document: LibraryDocument
  /** The category's name (the id while the categories load, or when it is unknown). */
  categoryName: string
}

/** `/library/:documentId` (and under `/library-fto`): what the document is, and the link that opens it. */
export const $libraryDocumentPage = computed(
  [$libraryAudience, $routeDocumentId, $libraryDocument, $libraryCategories],
  (audience, id, state, categories): PageModel<LibraryDocumentView> =>
    pageOf(
      stateFor($libraryDocument, state, id && LIBRARY_DOCUMENT_KEY + id),
      $libraryDocument.refetch,
      (document) => ({
        audience: audience ?? 'all',
        document,
        categoryName: categories.data?.find((category) => category.id === document.category)?.name ?? document.category
      })
    )
)

retryFailedOnNavigation($libraryPage, [$libraryDocuments, $libraryCategories, $recentlyViewedDocuments])
retryFailedOnNavigation($libraryDocumentPage, [$libraryDocument])
