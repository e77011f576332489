import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exampleLibraryCategories, exampleLibraryDocument, exampleRecentlyViewed } from '@crew-portal/contract/fixtures'
import type { LibraryDocument } from '@crew-portal/contract'
import {
  EMPTY_LIBRARY_FILTER,
  featuredDocuments,
  filterLibraryDocuments,
  groupByCategory,
  orderRecentlyViewed,
  prepareLibrarySearch,
  SEARCH_PREPARE_STEP,
  searchableText,
  withDocumentViewed
} from './filter.ts'

const doc = (id: string, overrides: Partial<LibraryDocument> = {}): LibraryDocument => ({
  ...exampleLibraryDocument,
  id,
  ...overrides
})

const fcom = doc('fcom', { title: 'A320 FCOM', description: 'Flight crew operating manual', category: 'manuals' })
const qrh = doc('qrh', { title: 'Quick Reference Handbook', description: null, category: 'manuals', featured: false })
const zurich = doc('zurich', {
  title: 'Zürich arrival briefing',
  description: 'Manœuvres and taxi routes',
  category: 'bulletins',
  updatedAt: '2026-11-01T00:00:00Z'
})

describe('filterLibraryDocuments', () => {
  const all = [fcom, qrh, zurich]

  it('keeps everything with an empty filter', () => {
    expect(filterLibraryDocuments(all, EMPTY_LIBRARY_FILTER)).toEqual(all)
  })

  it('filters by category', () => {
    expect(filterLibraryDocuments(all, { category: 'bulletins', search: '' })).toEqual([zurich])
  })

  it('needs every search word in the title or description, ignoring case and accents', () => {
    expect(filterLibraryDocuments(all, { category: null, search: '  ZURICH  manoeuvres ' })).toEqual([zurich])
    expect(filterLibraryDocuments(all, { category: null, search: 'manual' })).toEqual([fcom])
    expect(filterLibraryDocuments(all, { category: null, search: 'handbook quick' })).toEqual([qrh])
    expect(filterLibraryDocuments(all, { category: 'bulletins', search: 'manual' })).toEqual([])
  })

  it('treats search text literally (regex characters, markup)', () => {
    expect(filterLibraryDocuments(all, { category: null, search: '.*' })).toEqual([])
    expect(
      filterLibraryDocuments([doc('x', { title: 'a <b> (c)' })], { category: null, search: '<b> (c)' })
    ).toHaveLength(1)
  })

  it('never returns a document the filter rejects, nor drops one it accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.constantFrom('manuals', 'bulletins'), { nil: null }),
        (search, category) => {
          const result = filterLibraryDocuments(all, { category, search })
          for (const item of result) if (category) expect(item.category).toBe(category)
          expect(result.length).toBeLessThanOrEqual(all.length)
        }
      )
    )
  })
})

describe('searchableText', () => {
  it('folds accents and ligatures', () => {
    expect(searchableText('Zürich Œuvre Straße')).toBe('zurich oeuvre strasse')
  })
})

describe('featuredDocuments', () => {
  it('lists featured documents newest first, at most the limit', () => {
    const older = doc('older', { updatedAt: '2025-01-01T00:00:00Z' })
    expect(featuredDocuments([older, fcom, qrh, zurich]).map((item) => item.id)).toEqual(['zurich', 'fcom', 'older'])
    expect(featuredDocuments([older, fcom, zurich], 2).map((item) => item.id)).toEqual(['zurich', 'fcom'])
  })
})

describe('recently viewed', () => {
  const at = (documentId: string, viewedAt: string) => ({ ...exampleRecentlyViewed, documentId, viewedAt })

  it('orders most recent first with one entry per document', () => {
    const entries = [at('a', '2026-11-01T00:00:00Z'), at('b', '2026-11-03T00:00:00Z'), at('a', '2026-11-05T00:00:00Z')]
    expect(orderRecentlyViewed(entries).map((item) => [item.documentId, item.viewedAt])).toEqual([
      ['a', '2026-11-05T00:00:00Z'],
      ['b', '2026-11-03T00:00:00Z']
    ])
  })

  it('keeps at most ten', () => {
    const entries = Array.from({ length: 15 }, (_, index) =>
      at(`d${index}`, new Date(Date.UTC(2026, 0, index + 1)).toISOString())
    )
    const ordered = orderRecentlyViewed(entries)
    expect(ordered).toHaveLength(10)
    expect(ordered[0]?.documentId).toBe('d14')
  })

  it('moves an opened document to the front with the time it was opened', () => {
    const entries = [at('zurich', '2026-11-01T00:00:00Z'), at('fcom', '2026-11-02T00:00:00Z')]
    const updated = withDocumentViewed(entries, zurich, new Date('2026-11-22T09:00:00Z'))
    expect(updated.map((item) => item.documentId)).toEqual(['zurich', 'fcom'])
    expect(updated[0]).toMatchObject({ title: zurich.title, viewedAt: '2026-11-22T09:00:00.000Z' })
  })
})

describe('groupByCategory', () => {
  it('groups in category order, leaves out empty ones, and gathers unknown categories under Other', () => {
    const stray = doc('stray', { category: 'unknown' })
    const groups = groupByCategory([zurich, fcom, stray], exampleLibraryCategories)
    expect(groups.map((group) => [group.category.id, group.documents.map((item) => item.id)])).toEqual([
      ['manuals', ['fcom']],
      ['bulletins', ['zurich']],
      ['other', ['stray']]
    ])
    expect(groupByCategory([], exampleLibraryCategories)).toEqual([])
  })
})

describe('prepareLibrarySearch', () => {
  it('makes the searchable text a step at a time, and says where the next step starts', () => {
    const documents = Array.from({ length: SEARCH_PREPARE_STEP + 5 }, (_, index) => ({
      ...exampleLibraryDocument,
      id: `doc-${index}`,
      title: index === SEARCH_PREPARE_STEP + 4 ? 'Manœuvre' : 'Other',
      description: ''
    }))
    expect(prepareLibrarySearch(documents)).toBe(SEARCH_PREPARE_STEP)
    expect(prepareLibrarySearch(documents, SEARCH_PREPARE_STEP)).toBeUndefined()
    // Searching finds the same as without it.
    expect(filterLibraryDocuments(documents, { category: null, search: 'manoeuvre' }).map((d) => d.id)).toEqual([
      `doc-${SEARCH_PREPARE_STEP + 4}`
    ])
  })
})
