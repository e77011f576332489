export {
  EMPTY_LIBRARY_FILTER,
  RECENTLY_VIEWED_LIMIT,
  featuredDocuments,
  filterLibraryDocuments,
  groupByCategory,
  libraryAudienceFor,
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
  $libraryFilter,
  $libraryPage,
  $recentlyViewed,
  $recentlyViewedDocuments,
  $visibleLibraryDocuments,
  closeLibraryDocument,
  loadLibrary,
  openLibraryDocument,
  setLibraryCategory,
  setLibraryPage,
  setLibrarySearch
} from './store.ts'
export { documentTypeLabel, formatDocumentSize } from './size.ts'
export { $libraryDocument, loadLibraryDocument } from './document.ts'
