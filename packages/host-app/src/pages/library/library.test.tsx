import { $banner, $offlineCopies, offlineCopyAddress } from '@crew-portal/core'
import type { LibraryCategory, LibraryDocument, RecentlyViewedDocument } from '@crew-portal/contract'
import { configureTestCrewPortal } from '@crew-portal/core/test'
import type { TestEnvironment } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, json, pending } from '../../test/api.ts'
import type { ApiRoutes } from '../../test/api.ts'
import { button, cleanup, click, field, link, renderPage, settle, textOf, type, waitFor } from '../../test/render.tsx'
import { Page as LibraryArea } from './index.tsx'

const categories: LibraryCategory[] = [
  { id: 'manuals', name: 'Manuals', documentCount: 2 },
  { id: 'bulletins', name: 'Bulletins', documentCount: 1 }
]

function doc(overrides: Partial<LibraryDocument> & Pick<LibraryDocument, 'id' | 'title'>): LibraryDocument {
  return {
    description: null,
    category: 'manuals',
    audience: 'all',
    fileType: 'pdf',
    url: `https://files.test/${overrides.id}.pdf`,
    updatedAt: '2026-10-01T09:00:00Z',
    featured: false,
    size: 5242880,
    version: '1',
    ...overrides
  }
}

const fcom = doc({
  id: 'doc-a320-fcom',
  title: 'A320 FCOM',
  description: 'Flight crew operating manual, revision 54.',
  featured: true
})
const qrh = doc({
  id: 'doc-a320-qrh',
  title: 'A320 QRH',
  description: 'Quick reference handbook.',
  updatedAt: '2026-09-12T08:00:00Z'
})
const notam = doc({ id: 'doc-notam', title: 'NOTAM digest', category: 'bulletins', fileType: 'docx', size: 12_600 })
const ftoWelcome = doc({
  id: 'doc-fto-welcome',
  title: 'Welcome to your first type rating',
  audience: 'fto',
  featured: true
})

const recent: RecentlyViewedDocument = {
  documentId: 'doc-a320-qrh',
  title: 'A320 QRH',
  category: 'manuals',
  fileType: 'pdf',
  url: 'https://files.test/doc-a320-qrh.pdf',
  viewedAt: '2026-11-21T18:30:00Z'
}

function libraryRoutes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /library/categories': categories,
    'GET /library/documents': (_request: Request, url: URL) =>
      json(url.searchParams.get('audience') === 'fto' ? [ftoWelcome] : [fcom, qrh, notam]),
    'GET /RecentlyViewedDocuments': [recent],
    'POST /RecentlyViewedDocuments': () => new Response(null, { status: 204 }),
    'POST /DocumentViewerStatus': () => new Response(null, { status: 204 }),
    'GET /library/documents/doc-a320-fcom': fcom,
    // No event requires reading: the list marks nothing, a document's page offers no confirmation.
    'GET /trainingevents': [],
    'GET /reading/acknowledgements': [],
    ...overrides
  }
}

let env: TestEnvironment
function start(overrides: ApiRoutes = {}): void {
  env = configureTestCrewPortal({ fetch: fakeApi(libraryRoutes(overrides)) })
}

const heading = () => document.querySelector('h1')?.textContent
const listed = () => [...document.querySelectorAll('.library-main .library-doc__title')].map((item) => item.textContent)
/** The facts under a listed document, each as its own piece of text. */
function metaOf(title: string): string[] {
  const item = [...document.querySelectorAll('.library-main .library-doc')].find(
    (candidate) => candidate.querySelector('a')?.textContent === title
  )
  return [...(item?.querySelectorAll('.library-doc__meta > span') ?? [])].map((span) => textOf(span))
}
const facts = () =>
  [...document.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`
  )
const requestsTo = (method: string, path: string) =>
  env.fetch.requests.filter(
    (request) => request.method === method && new URL(request.url).pathname === `/api/v1${path}`
  )

beforeEach(() => start())
afterEach(cleanup)

describe('the library page', () => {
  it('shows loading, then documents by category, recently viewed and the featured list carousel', async () => {
    start({ 'GET /library/documents': pending })
    renderPage(LibraryArea, '/library')
    expect(heading()).toBe('Library')
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading the library')
    cleanup()

    start()
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(listed()).toEqual(['A320 FCOM', 'A320 QRH', 'NOTAM digest']))
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect([...document.querySelectorAll('.library-group h3')].map((item) => item.textContent)).toEqual([
      'Manuals',
      'Bulletins'
    ])
    expect(metaOf('A320 FCOM')).toEqual(['Manuals', 'PDF', '5 MB', 'Updated 01-10-2026'])
    expect(metaOf('NOTAM digest')).toEqual(['Bulletins', 'DOCX', '12 KB', 'Updated 01-10-2026'])
    expect(document.querySelector('.library-count')?.textContent).toBe('3 documents')

    const recentList = document.querySelector('.library-recent') as Element
    expect(link('A320 QRH', recentList).getAttribute('href')).toBe('/library/doc-a320-qrh')
    expect(textOf(recentList)).toContain('Viewed 21-11-2026')

    const carousel = document.querySelector('.library-featured [aria-roledescription="carousel"]') as Element
    expect(carousel.classList.contains('crew-carousel--list')).toBe(true)
    expect(link('A320 FCOM', carousel).getAttribute('href')).toBe('/library/doc-a320-fcom')
    expect(
      requestsTo('GET', '/library/documents').map((request) => new URL(request.url).searchParams.get('audience'))
    ).toEqual(['all'])
  })

  it('says the count and a search are of what has come so far while the rest of a long library loads', async () => {
    // The first page of two, with a next link; the rest waits.
    start({
      'GET /library/documents': (request: Request, url: URL) =>
        url.searchParams.has('cursor')
          ? pending(request, url)
          : new Response(JSON.stringify([fcom]), {
              headers: {
                'content-type': 'application/json',
                link: '</api/v1/library/documents?audience=all&limit=50&cursor=1>; rel="next"'
              }
            })
    })
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(listed()).toEqual(['A320 FCOM']))
    expect(document.querySelector('.library-count')?.textContent).toBe('1 document so far, loading the rest…')
    type(field('Search documents'), 'notam')
    await waitFor(() =>
      expect(textOf()).toContain('None of the documents loaded so far match. Still loading the rest of the library…')
    )
    expect(textOf()).not.toContain('No documents match your search')
  })

  it('says so when the library is empty and nothing was viewed yet', async () => {
    start({ 'GET /library/documents': [], 'GET /RecentlyViewedDocuments': [] })
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(textOf()).toContain('There are no documents in this library yet.'))
    cleanup()

    start({ 'GET /RecentlyViewedDocuments': [] })
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(textOf()).toContain('Documents you open will appear here.'))
  })

  it('shows the error in words with a way to try again', async () => {
    let fail = true
    start({ 'GET /library/documents': () => (fail ? json({ message: 'boom' }, 500) : json([fcom])) })
    renderPage(LibraryArea, '/library')
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.')
    )
    fail = false
    click(button('Try again'))
    await waitFor(() => expect(listed()).toEqual(['A320 FCOM']))
  })

  it('keeps the page when recently viewed fails: a quiet note, no banner (whitelisted), and its Try again asks again (R-ERRORS-7)', async () => {
    let down = true
    start({ 'GET /RecentlyViewedDocuments': () => (down ? json({ message: 'down' }, 500) : json([])) })
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(textOf()).toContain('Recently viewed documents are not available right now.'))
    expect(listed()).toHaveLength(3)
    expect($banner.get().isVisible).toBe(false)
    down = false
    click(button('Try again'))
    await waitFor(() => expect(textOf()).toContain('Documents you open will appear here.'))
  })

  it('searches as the crew member types, announcing the count politely, with a way back from no results', async () => {
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(listed()).toHaveLength(3))
    const search = field('Search documents')
    expect(search.type).toBe('search')

    type(search, 'quick reference')
    // The list follows the keystroke at once; the polite count waits until typing settles.
    expect(listed()).toEqual(['A320 QRH'])
    const count = document.querySelector('.library-count') as Element
    expect(count.getAttribute('role')).toBe('status')
    expect(count.textContent).toBe('3 documents')
    await waitFor(() => expect(count.textContent).toBe('1 document found'))

    type(search, 'no such manual')
    await waitFor(() => expect(textOf()).toContain('No documents match your search.'))
    await waitFor(() => expect(count.textContent).toBe('0 documents found'))
    click(button('Show all documents'))
    await waitFor(() => expect(listed()).toHaveLength(3))
    expect(search.value).toBe('')
  })

  it('filters by category with toggle chips', async () => {
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(listed()).toHaveLength(3))
    const chips = document.querySelector('[role="group"][aria-label="Categories"]') as Element
    expect(button('All', chips).getAttribute('aria-pressed')).toBe('true')
    click(button('Bulletins', chips))
    expect(listed()).toEqual(['NOTAM digest'])
    expect(button('Bulletins', chips).getAttribute('aria-pressed')).toBe('true')
    expect(button('All', chips).getAttribute('aria-pressed')).toBe('false')
    click(button('All', chips))
    expect(listed()).toHaveLength(3)
  })

  it('shows the FTO audience its own documents on /library-fto', async () => {
    renderPage(LibraryArea, '/library-fto')
    await waitFor(() => expect(listed()).toEqual(['Welcome to your first type rating']))
    expect(heading()).toBe('Library for first-time operators')
    expect(
      requestsTo('GET', '/library/documents').map((request) => new URL(request.url).searchParams.get('audience'))
    ).toEqual(['fto'])
    expect(
      requestsTo('GET', '/library/categories').map((request) => new URL(request.url).searchParams.get('audience'))
    ).toEqual(['fto'])
    expect(
      link('Welcome to your first type rating', document.querySelector('.library-main') as Element).getAttribute('href')
    ).toBe('/library-fto/doc-fto-welcome')
    expect(link('First-time operators').getAttribute('aria-current')).toBe('page')
  })

  it('renders hostile strings as text', async () => {
    const hostile = doc({
      id: 'doc-x',
      title: '<img src=x onerror="alert(1)">',
      description: '<script>alert(2)</script>',
      featured: true
    })
    start({
      'GET /library/documents': [hostile],
      'GET /RecentlyViewedDocuments': [{ ...recent, documentId: 'doc-x', title: '<b>bold</b>' }]
    })
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(listed()).toEqual(['<img src=x onerror="alert(1)">']))
    expect(textOf()).toContain('<script>alert(2)</script>')
    expect(textOf()).toContain('<b>bold</b>')
    expect(document.querySelector('img, script, b')).toBeNull()
  })
})

describe('a library document', () => {
  it('shows loading, then title, category, date, type, size and the link that opens it', async () => {
    start({ 'GET /library/documents/doc-a320-fcom': pending })
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    expect(textOf()).toContain('Loading the document…')
    cleanup()

    start()
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    await waitFor(() => expect(heading()).toBe('A320 FCOM'))
    await waitFor(() =>
      expect(facts()).toEqual(['Category: Manuals', 'Updated: 01-10-2026', 'Version: 1', 'Type: PDF', 'Size: 5 MB'])
    )
    const open = link(/^Open document/)
    expect(open.getAttribute('href')).toBe('https://files.test/doc-a320-fcom.pdf')
    expect(open.getAttribute('rel')).toBe('noopener')
    expect(link('Back to the library').getAttribute('href')).toBe('/library')
  })

  it('opens from its offline copy when the service worker holds that very file', async () => {
    $offlineCopies.set(['https://files.test/doc-a320-fcom.pdf'])
    try {
      renderPage(LibraryArea, '/library/doc-a320-fcom')
      await waitFor(() => expect(heading()).toBe('A320 FCOM'))
      expect(link(/^Open document/).getAttribute('href')).toBe(
        offlineCopyAddress('https://files.test/doc-a320-fcom.pdf')
      )
    } finally {
      $offlineCopies.set([])
    }
  })

  it('records the document as recently viewed and posts the viewer status', async () => {
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    await waitFor(() => expect(requestsTo('POST', '/DocumentViewerStatus')).toHaveLength(1))
    const [viewed] = requestsTo('POST', '/RecentlyViewedDocuments')
    expect(await viewed?.clone().json()).toEqual({ documentId: 'doc-a320-fcom' })
    expect(await requestsTo('POST', '/DocumentViewerStatus')[0]?.clone().json()).toEqual({
      documentId: 'doc-a320-fcom',
      status: 'opened'
    })

    cleanup()
    await settle()
    expect((await requestsTo('POST', '/DocumentViewerStatus')[1]?.clone().json()) as unknown).toEqual({
      documentId: 'doc-a320-fcom',
      status: 'closed'
    })
  })

  it('keeps reading when recording fails: no banner, the page stays', async () => {
    start({
      'POST /RecentlyViewedDocuments': () => json({ message: 'down' }, 500),
      'POST /DocumentViewerStatus': () => json({ message: 'down' }, 403)
    })
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    await waitFor(() => expect(requestsTo('POST', '/DocumentViewerStatus')).toHaveLength(1))
    await settle()
    expect(heading()).toBe('A320 FCOM')
    expect($banner.get().isVisible).toBe(false)
  })

  it('says when the document is not in the library, with the way back to the FTO library', async () => {
    renderPage(LibraryArea, '/library-fto/doc-gone')
    await waitFor(() => expect(heading()).toBe('Document not found'))
    expect(link('Back to the library').getAttribute('href')).toBe('/library-fto')
    expect(requestsTo('POST', '/RecentlyViewedDocuments')).toHaveLength(0)
  })

  it('shows a failed load with a way to try again', async () => {
    let fail = true
    start({ 'GET /library/documents/doc-a320-fcom': () => (fail ? json({ message: 'boom' }, 500) : json(fcom)) })
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.')
    )
    fail = false
    click(button('Try again'))
    await waitFor(() => expect(heading()).toBe('A320 FCOM'))
  })

  it('renders a hostile title and description as text', async () => {
    const hostile = { ...fcom, title: '<img src=x onerror=alert(1)>', description: '"><script>alert(1)</script>' }
    start({ 'GET /library/documents/doc-a320-fcom': hostile })
    renderPage(LibraryArea, '/library/doc-a320-fcom')
    await waitFor(() => expect(heading()).toBe('<img src=x onerror=alert(1)>'))
    expect(textOf()).toContain('"><script>alert(1)</script>')
    expect(document.querySelector('img, script')).toBeNull()
  })
})
