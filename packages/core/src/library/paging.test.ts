import { libraryDocumentWith } from '@crew-portal/contract/fixtures'
import { beforeEach, describe, expect, it } from 'vitest'
import { $libraryPage } from '../pages/library.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import { LIBRARY_PAGE_SIZE, libraryPageOf } from './paging.ts'
import { $libraryListing, setLibraryCategory, setLibraryPage, setLibrarySearch } from './store.ts'

const watchLibrary = pageWatcher($libraryPage)

/** Opens the library page of an audience (`/library` or `/library-fto`): its queries load. */
async function loadLibrary(audience: 'all' | 'fto'): Promise<void> {
  $router.open(audience === 'fto' ? '/library-fto' : '/library')
  await watchLibrary()
}

const categories = [
  { id: 'manuals', name: 'Manuals', documentCount: 0 },
  { id: 'safety', name: 'Safety', documentCount: 0 }
]
const many = Array.from({ length: 120 }, (_, index) =>
  libraryDocumentWith({
    id: `doc-${index}`,
    title: `Document ${index}${index === 7 ? ' zurich' : ''}`,
    category: index % 2 === 0 ? 'manuals' : 'safety'
  })
)

describe('libraryPageOf', () => {
  it('shows a page of the documents in display order, grouped, with where it stands', () => {
    const first = libraryPageOf(many, categories, 1, 50)
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50, total: 120 })
    // Display order: every manual first, then the safety documents.
    expect(first.groups.map((group) => [group.category.id, group.documents.length])).toEqual([['manuals', 50]])
    const second = libraryPageOf(many, categories, 2, 50)
    expect(second.groups.map((group) => [group.category.id, group.documents.length])).toEqual([
      ['manuals', 10],
      ['safety', 40]
    ])
    expect(libraryPageOf(many, categories, 3, 50)).toMatchObject({ first: 101, last: 120 })
  })

  it('shows the nearest page for one out of range, and one empty page for no documents', () => {
    expect(libraryPageOf(many, categories, 99, 50).page).toBe(3)
    expect(libraryPageOf(many, categories, -2, 50).page).toBe(1)
    expect(libraryPageOf(many, categories, Number.NaN, 50).page).toBe(1)
    expect(libraryPageOf([], categories, 1, 50)).toMatchObject({
      groups: [],
      page: 1,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0
    })
  })

  it('never shows more than a page, whatever the library holds', () => {
    const huge = Array.from({ length: 10_000 }, (_, index) =>
      libraryDocumentWith({ id: `d-${index}`, category: 'manuals' })
    )
    const view = libraryPageOf(huge, categories, 7)
    expect(view.groups.flatMap((group) => group.documents)).toHaveLength(LIBRARY_PAGE_SIZE)
    expect(view).toMatchObject({ total: 10_000, pageCount: 200 })
  })
})

describe('$libraryPage', () => {
  beforeEach(() => {
    configureTestCrewPortal({
      fetch: (request) => {
        const path = new URL(request.url).pathname
        if (path.endsWith('/library/categories')) return json(categories)
        if (path.endsWith('/library/documents')) return json(many)
        return json([])
      }
    })
  })

  it('goes back to the first page when the search or the category changes', async () => {
    await loadLibrary('all')
    setLibraryPage(3)
    expect($libraryListing.get().page).toBe(3)
    setLibrarySearch('document')
    expect($libraryListing.get().page).toBe(1)
    setLibraryPage(2)
    setLibrarySearch('document')
    expect($libraryListing.get().page).toBe(2)
    setLibraryCategory('safety')
    expect($libraryListing.get()).toMatchObject({ page: 1, total: 60 })
    setLibrarySearch('zurich')
    expect($libraryListing.get()).toMatchObject({ total: 1, first: 1, last: 1 })
  })
})
