// A long library comes a page at a time: the page shows the first while the rest loads, says so,
// and never tells the pilot "no results" about documents that have not arrived.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleLibraryCategories, libraryDocumentWith } from '@crew-portal/contract/fixtures'
import type { LibraryDocument } from '@crew-portal/contract'
import { $libraryPage } from '../pages/library.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, pageOfList, settleQueries, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { LIBRARY_PAGE_SIZE } from './paging.ts'
import { LIBRARY_REST_PAGE_SIZE, setLibrarySearch } from './store.ts'

const CATEGORY = exampleLibraryCategories[0]?.id ?? 'manuals'
const SIZE = LIBRARY_PAGE_SIZE + LIBRARY_REST_PAGE_SIZE + 10
const library: LibraryDocument[] = Array.from({ length: SIZE }, (_, index) =>
  libraryDocumentWith({
    id: `doc-${index}`,
    title: index === SIZE - 1 ? 'Zulu de-icing bulletin' : `Manual ${index}`,
    category: CATEGORY,
    featured: false
  })
)

let env: TestEnvironment
let held: Array<() => void> = []
let failRest = false
let page: Watched<unknown> | undefined

/** Answers the documents a page at a time as the local API does; a call after the first waits until the test lets it go. */
function documentsPage(request: Request): Response | Promise<Response> {
  const { start, response } = pageOfList(request, library)
  const answer = () => (start > 0 && failRest ? json({ message: 'down' }, 500) : response)
  if (start === 0) return answer()
  return new Promise((resolve) => held.push(() => resolve(answer())))
}

beforeEach(() => {
  held = []
  failRest = false
  env = configureTestCrewPortal({
    fetch: (request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/library/categories')) return json(exampleLibraryCategories)
      if (path.endsWith('/library/documents')) return documentsPage(request)
      return json([])
    }
  })
})
afterEach(() => page?.stop())

type Ready = Extract<ReturnType<typeof $libraryPage.get>, { status: 'ready' }>
const ready = (): Ready => {
  const model = $libraryPage.get()
  if (model.status !== 'ready') throw new Error(`the page is ${model.status}`)
  return model
}

/** Lets the answers given so far arrive: until the API holds the next page back, or the list has every document. */
async function flush(): Promise<void> {
  await vi.waitFor(() => {
    const model = $libraryPage.get()
    if (held.length === 0 && (model.status === 'loading' || (model.status === 'ready' && model.refreshing)))
      throw new Error('the documents are still loading')
  })
  // Nothing held back: settling the queries waits for no answer that will not come.
  if (held.length === 0) await settleQueries()
}

async function openLibrary(): Promise<void> {
  $router.open('/library')
  page = await watch($libraryPage, { answered: false })
  await flush()
}

async function releaseRest(): Promise<void> {
  await flush()
  while (held.length > 0) {
    held.shift()?.()
    await flush()
  }
}

describe('a long library, a page at a time', () => {
  it('shows the first page while the rest loads, marked incomplete, then every document', async () => {
    await openLibrary()
    expect(ready().value.listing.total).toBe(LIBRARY_PAGE_SIZE)
    expect(ready().value.listing.complete).toBe(false)
    expect(ready().refreshing).toBe(true)
    expect(ready().value.listing.groups[0]?.documents[0]?.id).toBe('doc-0')
    await releaseRest()
    expect(ready().value.listing).toMatchObject({
      total: SIZE,
      complete: true,
      pageCount: Math.ceil(SIZE / LIBRARY_PAGE_SIZE)
    })
    expect(ready().refreshing).toBe(false)
    const calls = env.fetch.requests.filter((request) => new URL(request.url).pathname.endsWith('/library/documents'))
    expect(calls.map((request) => new URL(request.url).searchParams.get('limit'))).toEqual([
      String(LIBRARY_PAGE_SIZE),
      String(LIBRARY_REST_PAGE_SIZE),
      String(LIBRARY_REST_PAGE_SIZE)
    ])
  })

  it('makes the whole list ready to search once it has come, in tasks of their own, before any search', async () => {
    await openLibrary()
    const normalised = vi.spyOn(String.prototype, 'normalize')
    await releaseRest()
    const before = normalised.mock.calls.length
    // The steps wait in timers: nothing is made in the answer's own task.
    env.clock.advance(0)
    env.clock.advance(0)
    // Every document's searchable text, once: the first search makes none.
    expect(normalised.mock.calls.length - before).toBe(SIZE)
    setLibrarySearch('zulu')
    expect(ready().value.listing.total).toBe(1)
    expect(normalised.mock.calls.length - before).toBe(SIZE + 1)
    normalised.mockRestore()
  })

  it('searches what is there while the rest loads, saying so, and finds the rest once it comes', async () => {
    await openLibrary()
    setLibrarySearch('zulu')
    expect(ready().value.listing).toMatchObject({ total: 0, complete: false })
    await releaseRest()
    expect(ready().value.listing).toMatchObject({ total: 1, complete: true })
    expect(ready().value.listing.groups[0]?.documents[0]?.title).toBe('Zulu de-icing bulletin')
  })

  it('keeps the first page on screen when the rest fails, with the reason and a way to try again', async () => {
    failRest = true
    await openLibrary()
    await releaseRest()
    expect(ready().value.listing).toMatchObject({ total: LIBRARY_PAGE_SIZE, complete: false })
    expect(ready().refreshError).toBeDefined()
    failRest = false
    ready().retry()
    await releaseRest()
    expect(ready().value.listing).toMatchObject({ total: SIZE, complete: true })
  })
})
