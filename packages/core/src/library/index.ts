export {
  EMPTY_LIBRARY_FILTER,
  RECENTLY_VIEWED_LIMIT,
  featuredDocuments,
  filterLibraryDocuments,
  groupByCategory,
  matchesLibraryFilter,
  orderRecentlyViewed,
  searchableText,
  withDocumentViewed
} from './filter.ts'
export type { CategoryGroup, LibraryFilter } from './filter.ts'
export { LIBRARY_PAGE_SIZE, libraryPageOf } from './paging.ts'
export type { LibraryPageView } from './paging.ts'
export {
  $featuredLibraryDocuments,
  $libraryAudience,
  $libraryCategories,
  $libraryDocuments,
  $libraryDocument,
  $libraryFilter,
  $libraryListing,
  $recentlyViewed,
  $recentlyViewedDocuments,
  $visibleLibraryDocuments,
  closeLibraryDocument,
  RECENTLY_VIEWED_KEY,
  openLibraryDocument,
  setLibraryCategory,
  setLibraryPage,
  setLibrarySearch
} from './store.ts'
export { documentTypeLabel, formatDocumentSize } from './size.ts'
