import { atom, computed, onSet } from 'nanostores'
import { getLibraryCategories, getLibraryDocument, getRecentlyViewedDocuments } from '../api/calls.ts'
import { getLibraryDocumentsInPages } from '../api/lists.ts'
import {
  LibraryCategoryListSchema,
  LibraryDocumentListSchema,
  LibraryDocumentSchema,
  RecentlyViewedDocumentListSchema
} from '@crew-portal/contract'
import type { Audience, LibraryCategory, LibraryDocument, RecentlyViewedDocument } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { saveWrite } from '../outbox/save.ts'
import { outboxStateWiring } from '../outbox/state.ts'
import { createQuery, isPartialAnswer, queryWiring, updateQueryData } from '../query/query.ts'
import { RouteName } from '../routes/table.ts'
import { $router, routeParam } from '../routes/router.ts'
import {
  EMPTY_LIBRARY_FILTER,
  featuredDocuments,
  filterLibraryDocuments,
  orderRecentlyViewed,
  prepareLibrarySearch,
  withDocumentViewed
} from './filter.ts'
import { LIBRARY_PAGE_SIZE, libraryPageOf } from './paging.ts'
import type { LibraryFilter } from './filter.ts'

const ALL_ROUTES: readonly string[] = [RouteName.library, RouteName.libraryDocument]
const FTO_ROUTES: readonly string[] = [RouteName.libraryFto, RouteName.libraryFtoDocument]

/** The audience of the library page on screen (`/library` or `/library-fto`, and their documents), else null. */
export const $libraryAudience = computed($router, (page): Audience | null => {
  if (page && ALL_ROUTES.includes(page.route)) return 'all'
  if (page && FTO_ROUTES.includes(page.route)) return 'fto'
  return null
})

export const RECENTLY_VIEWED_KEY = 'recently-viewed'

export const $libraryCategories = createQuery<LibraryCategory[]>(
  ['library-categories/', $libraryAudience],
  (call, audience) => getLibraryCategories(audience as Audience, call),
  {
    keep: LibraryCategoryListSchema
  }
)
/**
 * After the first page, the library asks for this many documents a call: an answer a slow network
 * brings well within the request's time limit (REQUEST_TIME_LIMIT_MS), which an airline's whole
 * library in one answer would overrun.
 */
export const LIBRARY_REST_PAGE_SIZE = 2000

// Every document of the audience comes, the page's first screen first (shown while the rest loads);
// search and category filter here, instantly.
export const LIBRARY_DOCUMENTS_KEY = 'library-documents/'
export const LIBRARY_DOCUMENT_KEY = 'library-document/'
export const $libraryDocuments = createQuery<LibraryDocument[]>(
  [LIBRARY_DOCUMENTS_KEY, $libraryAudience],
  (call, audience) =>
    getLibraryDocumentsInPages(
      audience as Audience,
      { first: LIBRARY_PAGE_SIZE, rest: LIBRARY_REST_PAGE_SIZE, onPart: call.show },
      call
    ),
  { keep: LibraryDocumentListSchema }
)
export const $recentlyViewedDocuments = createQuery<RecentlyViewedDocument[]>(
  RECENTLY_VIEWED_KEY,
  (call) => getRecentlyViewedDocuments(call),
  {
    keep: RecentlyViewedDocumentListSchema
  }
)

/**
 * One document by id, for its page. Not looked up in the list: recently viewed spans both
 * audiences, so a document opened from there may not be in the list the page has loaded.
 */
export const $routeDocumentId = routeParam([RouteName.libraryDocument, RouteName.libraryFtoDocument], 'documentId')
export const $libraryDocument = createQuery<LibraryDocument>(
  [LIBRARY_DOCUMENT_KEY, $routeDocumentId],
  (call, id) => getLibraryDocument(id, call),
  { keep: LibraryDocumentSchema }
)

interface FilterState {
  /** The audience the filter was set for: another audience starts clean. */
  audience: Audience | null
  filter: LibraryFilter
  /** The page of the list on screen; a new filter starts again at the first. */
  page: number
}
const START: FilterState = { audience: null, filter: EMPTY_LIBRARY_FILTER, page: 1 }
const $filterState = atom<FilterState>(START)

/** Prepares the search of a whole list of documents a step at a time, each in a task of its own; a newer list stops it. */
function prepareSearchOf(documents: readonly LibraryDocument[]): void {
  const timers = getEnvironment().timers
  const step = (from: number) => {
    if ($libraryDocuments.value?.data !== documents) return
    const next = prepareLibrarySearch(documents, from)
    if (next !== undefined) timers.setTimeout(() => step(next), 0)
  }
  timers.setTimeout(() => step(0), 0)
}

export const libraryWiring: Wiring = {
  after: [queryWiring, outboxStateWiring],
  listen: () =>
    // Once the whole list is on show (not its first page), its search is made ready behind it.
    onSet($libraryDocuments, ({ newValue }) => {
      const documents = newValue.data
      if (documents && !isPartialAnswer(documents) && documents !== $libraryDocuments.value?.data)
        prepareSearchOf(documents)
    }),
  reset: () => $filterState.set(START)
}

const $current = computed([$filterState, $libraryAudience], (state, audience) =>
  state.audience === audience ? state : START
)

/** The search and category of the list; it outlives the page (back from a document keeps it). */
export const $libraryFilter = computed($current, (state) => state.filter)

function setFilter(filter: LibraryFilter): void {
  $filterState.set({ audience: $libraryAudience.get(), filter, page: 1 })
}

export function setLibraryCategory(category: string | null): void {
  setFilter({ ...$libraryFilter.get(), category })
}

export function setLibrarySearch(search: string): void {
  const next = search.slice(0, 200)
  if (next !== $libraryFilter.get().search) setFilter({ ...$libraryFilter.get(), search: next })
}

export function setLibraryPage(page: number): void {
  $filterState.set({ ...$current.get(), audience: $libraryAudience.get(), page })
}

export const $visibleLibraryDocuments = computed([$libraryDocuments, $libraryFilter], ({ data }, filter) =>
  data ? filterLibraryDocuments(data, filter) : []
)

/** What the list shows: one page of the filtered documents, grouped, and where it stands in the whole. */
export const $libraryListing = computed(
  [$visibleLibraryDocuments, $libraryCategories, $current, $libraryDocuments],
  (visible, categories, state, { data }) =>
    libraryPageOf(visible, categories.data ?? [], state.page, LIBRARY_PAGE_SIZE, !isPartialAnswer(data))
)

export const $featuredLibraryDocuments = computed($libraryDocuments, ({ data }) =>
  data ? featuredDocuments(data) : []
)

export const $recentlyViewed = computed($recentlyViewedDocuments, ({ data }) => (data ? orderRecentlyViewed(data) : []))

/**
 * Opening a document: it moves to the front of recently viewed at once (the cached list, so every
 * page showing it follows), and the API hears about it. Both calls are whitelisted (no banner) and
 * only logged on failure: reading comes first; offline, they wait in the outbox. Returns the URL to open.
 */
export async function openLibraryDocument(document: LibraryDocument): Promise<string> {
  updateQueryData<RecentlyViewedDocument[]>(
    (key) => key === RECENTLY_VIEWED_KEY,
    (list) => withDocumentViewed(list, document, getEnvironment().now())
  )
  await Promise.allSettled([
    saveWrite({ kind: 'recentlyViewed', target: {}, body: { documentId: document.id } }),
    saveWrite({ kind: 'documentViewerStatus', target: {}, body: { documentId: document.id, status: 'opened' } })
  ])
  return document.url
}

export async function closeLibraryDocument(document: LibraryDocument, page?: number): Promise<void> {
  await Promise.allSettled([
    saveWrite({
      kind: 'documentViewerStatus',
      target: {},
      body: { documentId: document.id, status: 'closed', ...(page === undefined ? {} : { page }) }
    })
  ])
}
