// Decisions behind the library page, as pure functions: filtering, featured, recently viewed.
import type { LibraryCategory, LibraryDocument, RecentlyViewedDocument } from '@crew-portal/contract'

export interface LibraryFilter {
  /** A category id, or null for every category. */
  category: string | null
  /** What the crew member typed; every word must match the title or description. */
  search: string
}

export const EMPTY_LIBRARY_FILTER: LibraryFilter = { category: null, search: '' }

/** Lower case without accents, so "manoeuvre" finds "Manœuvre" and "zurich" finds "Zürich". */
export function searchableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
}

function searchWords(search: string): string[] {
  return searchableText(search).split(/\s+/).filter(Boolean)
}

// A document's searchable text, made once: parsed documents are never changed, and normalising
// 10,000 titles on every keystroke costs far more than matching them.
const haystacks = new WeakMap<LibraryDocument, string>()

function haystackOf(document: LibraryDocument): string {
  let haystack = haystacks.get(document)
  if (haystack === undefined) {
    haystack = searchableText(`${document.title} ${document.description ?? ''}`)
    haystacks.set(document, haystack)
  }
  return haystack
}

/** How many documents' searchable text one step of `prepareLibrarySearch` makes. */
export const SEARCH_PREPARE_STEP = 1000

/**
 * Makes the searchable text of `documents` from `from` on, SEARCH_PREPARE_STEP of them; returns where
 * the next step starts, or undefined once every document has it. Done a step at a time after the
 * list arrives, so that the first search only matches (at 10,000 documents, making them all takes a
 * phone a frame or more).
 */
export function prepareLibrarySearch(documents: readonly LibraryDocument[], from = 0): number | undefined {
  const end = Math.min(documents.length, from + SEARCH_PREPARE_STEP)
  for (const document of documents.slice(from, end)) haystackOf(document)
  return end < documents.length ? end : undefined
}

function matches(document: LibraryDocument, category: string | null, words: readonly string[]): boolean {
  if (category !== null && document.category !== category) return false
  if (words.length === 0) return true
  const haystack = haystackOf(document)
  return words.every((word) => haystack.includes(word))
}

export function matchesLibraryFilter(document: LibraryDocument, filter: LibraryFilter): boolean {
  return matches(document, filter.category, searchWords(filter.search))
}

/** The documents the page lists, in the API's order (most recently updated first). */
export function filterLibraryDocuments(
  documents: readonly LibraryDocument[],
  filter: LibraryFilter
): LibraryDocument[] {
  const words = searchWords(filter.search)
  return documents.filter((document) => matches(document, filter.category, words))
}

const newestFirst = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  Date.parse(b.updatedAt) - Date.parse(a.updatedAt)

/** The featured carousel: featured documents, newest first. */
export function featuredDocuments(documents: readonly LibraryDocument[], limit = 8): LibraryDocument[] {
  return documents
    .filter((document) => document.featured)
    .sort(newestFirst)
    .slice(0, limit)
}

export const RECENTLY_VIEWED_LIMIT = 10

/** Most recent first, one entry per document (its latest view), at most `limit`. */
export function orderRecentlyViewed(
  entries: readonly RecentlyViewedDocument[],
  limit = RECENTLY_VIEWED_LIMIT
): RecentlyViewedDocument[] {
  const latest = new Map<string, RecentlyViewedDocument>()
  for (const entry of entries) {
    const seen = latest.get(entry.documentId)
    if (!seen || Date.parse(entry.viewedAt) > Date.parse(seen.viewedAt)) latest.set(entry.documentId, entry)
  }
  return [...latest.values()].sort((a, b) => Date.parse(b.viewedAt) - Date.parse(a.viewedAt)).slice(0, limit)
}

/** The list after opening `document` at `now`: it moves to the front. */
export function withDocumentViewed(
  entries: readonly RecentlyViewedDocument[],
  document: LibraryDocument,
  now: Date
): RecentlyViewedDocument[] {
  const entry: RecentlyViewedDocument = {
    documentId: document.id,
    title: document.title,
    category: document.category,
    fileType: document.fileType,
    url: document.url,
    viewedAt: now.toISOString()
  }
  return orderRecentlyViewed([entry, ...entries.filter((item) => item.documentId !== document.id)])
}

export interface CategoryGroup {
  category: LibraryCategory
  documents: LibraryDocument[]
}

/** Documents grouped under their categories in the categories' order; empty groups are left out. */
export function groupByCategory(
  documents: readonly LibraryDocument[],
  categories: readonly LibraryCategory[]
): CategoryGroup[] {
  const known = new Set(categories.map((category) => category.id))
  const groups = categories.map((category) => ({
    category,
    documents: documents.filter((document) => document.category === category.id)
  }))
  const others = documents.filter((document) => !known.has(document.category))
  if (others.length > 0)
    groups.push({ category: { id: 'other', name: 'Other', documentCount: others.length }, documents: others })
  return groups.filter((group) => group.documents.length > 0)
}
