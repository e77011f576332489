export * from './filter.ts'
export * from './paging.ts'
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
