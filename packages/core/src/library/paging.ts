// The library lists its documents a page at a time: a list of 10,000 documents stays a few hundred
// elements in the page, and search, counts and keyboard use work on the whole set. Pure.
import type { LibraryCategory, LibraryDocument } from '@crew-portal/contract'
import { groupByCategory } from './filter.ts'
import type { CategoryGroup } from './filter.ts'

export const LIBRARY_PAGE_SIZE = 50

export interface LibraryPageView {
  /** This page's documents, under their categories in the categories' order. */
  groups: CategoryGroup[]
  /** 1-based, within 1..pageCount. */
  page: number
  pageCount: number
  /** 1-based positions of the first and last document shown; 0 when none. */
  first: number
  last: number
  /** The documents loaded (and matching the filter); while `complete` is false, the rest is still loading. */
  total: number
  /** Whether every document has arrived: the first pages of a long library show before the rest (api/lists.ts). */
  complete: boolean
}

/**
 * One page of the documents in display order (category by category, each in the API's order). A
 * page out of range shows the nearest one.
 */
export function libraryPageOf(
  documents: readonly LibraryDocument[],
  categories: readonly LibraryCategory[],
  page: number,
  size = LIBRARY_PAGE_SIZE,
  complete = true
): LibraryPageView {
  const ordered = groupByCategory(documents, categories).flatMap((group) => group.documents)
  const pageCount = Math.max(1, Math.ceil(ordered.length / size))
  const current = Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), pageCount)
  const start = (current - 1) * size
  const shown = ordered.slice(start, start + size)
  return {
    groups: groupByCategory(shown, categories),
    page: current,
    pageCount,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    total: ordered.length,
    complete
  }
}
