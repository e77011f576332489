import { atom, computed } from 'nanostores'
import {
  addRecentlyViewedDocument,
  getLibraryCategories,
  getLibraryDocuments,
  getRecentlyViewedDocuments,
  postDocumentViewerStatus
} from '../api/calls.ts'
import { createResource } from '../api/resource.ts'
import type { Audience, LibraryDocument } from '@crew-portal/contract'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { EMPTY_LIBRARY_FILTER, featuredDocuments, filterLibraryDocuments, orderRecentlyViewed, withDocumentViewed } from './filter.ts'
import { libraryPageOf } from './paging.ts'
import type { LibraryFilter } from './filter.ts'

const categoriesResource = createResource((signal, audience: Audience) => getLibraryCategories(audience, { signal }))
// Every document of the audience comes at once; search and category filter here, instantly.
const documentsResource = createResource((signal, audience: Audience) => getLibraryDocuments({ audience }, { signal }))
const recentResource = createResource((signal) => getRecentlyViewedDocuments({ signal }))

export const $libraryCategories = categoriesResource.$state
export const $libraryDocuments = documentsResource.$state
export const $recentlyViewedDocuments = recentResource.$state

export const $libraryAudience = atom<Audience>('all')
export const $libraryFilter = atom<LibraryFilter>(EMPTY_LIBRARY_FILTER)
/** The page of the list on screen; a new filter starts again at the first. */
const $libraryPageNumber = atom(1)

onReset(() => {
  $libraryAudience.set('all')
  $libraryFilter.set(EMPTY_LIBRARY_FILTER)
  $libraryPageNumber.set(1)
})

function setFilter(filter: LibraryFilter): void {
  $libraryFilter.set(filter)
  $libraryPageNumber.set(1)
}

export function setLibraryCategory(category: string | null): void {
  setFilter({ ...$libraryFilter.get(), category })
}

export function setLibrarySearch(search: string): void {
  const next = search.slice(0, 200)
  if (next !== $libraryFilter.get().search) setFilter({ ...$libraryFilter.get(), search: next })
}

export function setLibraryPage(page: number): void {
  $libraryPageNumber.set(page)
}

/** Loads what the library page shows for an audience; switching audience clears the filter. */
export async function loadLibrary(audience: Audience): Promise<void> {
  if ($libraryAudience.get() !== audience) {
    $libraryAudience.set(audience)
    setFilter(EMPTY_LIBRARY_FILTER)
  }
  await Promise.all([categoriesResource.load(audience), documentsResource.load(audience), recentResource.load()])
}

export const $visibleLibraryDocuments = computed([$libraryDocuments, $libraryFilter], ({ data }, filter) =>
  data ? filterLibraryDocuments(data, filter) : []
)

/** What the list shows: one page of the filtered documents, grouped, and where it stands in the whole. */
export const $libraryPage = computed([$visibleLibraryDocuments, $libraryCategories, $libraryPageNumber], (visible, categories, page) =>
  libraryPageOf(visible, categories.data ?? [], page)
)

export const $featuredLibraryDocuments = computed($libraryDocuments, ({ data }) => (data ? featuredDocuments(data) : []))

export const $recentlyViewed = computed($recentlyViewedDocuments, ({ data }) => (data ? orderRecentlyViewed(data) : []))

/**
 * Opening a document: it moves to the front of recently viewed at once, and the API hears about
 * it. Both calls are whitelisted (no banner) and only logged on failure: reading comes first.
 * Returns the URL to open.
 */
export async function openLibraryDocument(document: LibraryDocument): Promise<string> {
  recentResource.set(withDocumentViewed($recentlyViewedDocuments.get().data ?? [], document, getEnvironment().now()))
  await Promise.allSettled([
    addRecentlyViewedDocument(document.id),
    postDocumentViewerStatus({ documentId: document.id, status: 'opened' })
  ])
  return document.url
}

export async function closeLibraryDocument(document: LibraryDocument, page?: number): Promise<void> {
  await Promise.allSettled([postDocumentViewerStatus({ documentId: document.id, status: 'closed', page })])
}
