import { beforeEach, describe, expect, it } from 'vitest'
import { exampleLibraryCategories, exampleLibraryDocument, exampleRecentlyViewed } from '@crew-portal/contract/fixtures'
import { $banner } from '../banner/store.ts'
import { $libraryPage } from '../pages/library.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import {
  $featuredLibraryDocuments,
  $libraryAudience,
  $libraryFilter,
  $libraryDocuments,
  $recentlyViewed,
  $visibleLibraryDocuments,
  closeLibraryDocument,
  openLibraryDocument,
  setLibraryCategory,
  setLibrarySearch
} from './store.ts'

const watchLibrary = pageWatcher($libraryPage)

/** Opens the library page of an audience (`/library` or `/library-fto`): its queries load. */
async function loadLibrary(audience: 'all' | 'fto'): Promise<void> {
  $router.open(audience === 'fto' ? '/library-fto' : '/library')
  await watchLibrary()
}

const bulletin = {
  ...exampleLibraryDocument,
  id: 'notam',
  title: 'NOTAM digest',
  category: 'bulletins',
  featured: false
}
let env: TestEnvironment
let failWrites = false

beforeEach(() => {
  failWrites = false
  env = configureTestCrewPortal({
    fetch: (request) => {
      const path = new URL(request.url).pathname
      if (request.method === 'POST')
        return failWrites ? json({ message: 'down' }, 500) : new Response(null, { status: 204 })
      if (path.endsWith('/library/categories')) return json(exampleLibraryCategories)
      if (path.endsWith('/library/documents')) return json([exampleLibraryDocument, bulletin])
      if (path.endsWith('/RecentlyViewedDocuments')) return json([exampleRecentlyViewed])
      return json({ message: 'Not found' }, 404)
    }
  })
})

describe('the library page data', () => {
  it('loads categories, documents and recently viewed for the audience', async () => {
    await loadLibrary('fto')
    const urls = env.fetch.requests.map((request) => new URL(request.url))
    expect(urls.map((url) => url.pathname + url.search).sort()).toEqual([
      '/api/v1/RecentlyViewedDocuments',
      '/api/v1/library/categories?audience=fto',
      // The first page the list shows; the answer has no next link, so it is the whole list.
      '/api/v1/library/documents?audience=fto&limit=50'
    ])
    expect($libraryDocuments.get().loading).toBe(false)
    expect($featuredLibraryDocuments.get().map((item) => item.id)).toEqual(['doc-a320-fcom'])
    expect($recentlyViewed.get().map((item) => item.documentId)).toEqual(['doc-a320-fcom'])
  })

  it('filters the visible documents by category and search as the crew member types', async () => {
    await loadLibrary('all')
    const unbind = $visibleLibraryDocuments.listen(() => {})
    expect($visibleLibraryDocuments.get()).toHaveLength(2)
    setLibraryCategory('bulletins')
    expect($visibleLibraryDocuments.get().map((item) => item.id)).toEqual(['notam'])
    setLibrarySearch('fcom')
    expect($visibleLibraryDocuments.get()).toEqual([])
    setLibraryCategory(null)
    expect($visibleLibraryDocuments.get().map((item) => item.id)).toEqual(['doc-a320-fcom'])
    setLibrarySearch('x'.repeat(500))
    expect($libraryFilter.get().search).toHaveLength(200)
    unbind()
  })

  it('clears the filter when the audience changes, keeps it otherwise', async () => {
    await loadLibrary('all')
    setLibrarySearch('fcom')
    await loadLibrary('all')
    expect($libraryFilter.get().search).toBe('fcom')
    await loadLibrary('fto')
    expect($libraryAudience.get()).toBe('fto')
    expect($libraryFilter.get()).toEqual({ category: null, search: '' })
  })

  it('shows nothing before loading', () => {
    expect($visibleLibraryDocuments.get()).toEqual([])
    expect($featuredLibraryDocuments.get()).toEqual([])
    expect($recentlyViewed.get()).toEqual([])
  })
})

describe('opening a document', () => {
  it('moves it to the front of recently viewed and tells the API', async () => {
    await loadLibrary('all')
    env.fetch.requests.length = 0
    const url = await openLibraryDocument(bulletin)
    expect(url).toBe(bulletin.url)
    expect($recentlyViewed.get().map((item) => item.documentId)).toEqual(['notam', 'doc-a320-fcom'])
    expect($recentlyViewed.get()[0]?.viewedAt).toBe('2026-11-22T09:00:00.000Z')
    const bodies = await Promise.all(
      env.fetch.requests.map(async (request) => [new URL(request.url).pathname, await request.json()])
    )
    expect(bodies).toEqual([
      ['/api/v1/RecentlyViewedDocuments', { documentId: 'notam' }],
      ['/api/v1/DocumentViewerStatus', { documentId: 'notam', status: 'opened' }]
    ])
  })

  it('still opens when the API fails, with no banner (whitelisted) but a log', async () => {
    failWrites = true
    await expect(openLibraryDocument(bulletin)).resolves.toBe(bulletin.url)
    await closeLibraryDocument(bulletin, 4)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(3)
  })

  it('reports closing with the page', async () => {
    await closeLibraryDocument(bulletin, 4)
    expect(await env.fetch.requests[0]?.json()).toEqual({ documentId: 'notam', status: 'closed', page: 4 })
  })
})
