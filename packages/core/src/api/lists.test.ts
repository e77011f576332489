import { describe, expect, it } from 'vitest'
import { exampleLibraryDocument, libraryDocumentWith } from '@crew-portal/contract/fixtures'
import { LibraryDocumentListSchema } from '@crew-portal/contract'
import { $isLoading } from '../http/loading.ts'
import { ResponseValidationError } from '../http/errors.ts'
import { configureTestCrewPortal, json, pageOfList } from '../test/index.ts'
import { getLibraryDocuments } from './calls.ts'
import { getLibraryDocumentsInPages, getListInPages } from './lists.ts'

const documents = Array.from({ length: 7 }, (_, index) => libraryDocumentWith({ id: `doc-${index}` }))

/** The local API's paging: `limit` items from `cursor`, and a next link (made by `link`) while some remain. */
const pagingApi =
  (items: readonly unknown[], link?: (next: URL) => string) =>
  (request: Request): Response =>
    pageOfList(request, items, link).response

describe('a list a page at a time', () => {
  it('asks for the first page, then follows the next links with the larger limit, handing on every page but the last', async () => {
    const env = configureTestCrewPortal({ fetch: pagingApi(documents) })
    const parts: string[][] = []
    const all = await getLibraryDocumentsInPages('all', {
      first: 2,
      rest: 3,
      onPart: (items) => parts.push(items.map((item) => item.id))
    })
    expect(all.map((item) => item.id)).toEqual(documents.map((item) => item.id))
    expect(parts).toEqual([
      ['doc-0', 'doc-1'],
      ['doc-0', 'doc-1', 'doc-2', 'doc-3', 'doc-4']
    ])
    expect(env.fetch.requests.map((request) => new URL(request.url).search)).toEqual([
      '?audience=all&limit=2',
      '?audience=all&limit=3&cursor=2',
      '?audience=all&limit=3&cursor=5'
    ])
  })

  it('makes one call when the first page is the whole list (a pilot-sized one)', async () => {
    const env = configureTestCrewPortal({ fetch: pagingApi([exampleLibraryDocument]) })
    const parts: unknown[] = []
    expect(
      await getLibraryDocumentsInPages('all', { first: 50, rest: 2000, onPart: (items) => parts.push(items) })
    ).toHaveLength(1)
    expect(parts).toEqual([])
    expect(env.fetch.requests).toHaveLength(1)
  })

  it('loads the rest without the loading overlay: the first page is on screen', async () => {
    let overlayDuringRest: boolean | undefined
    const api = pagingApi(documents)
    configureTestCrewPortal({
      fetch: (request) => {
        if (new URL(request.url).searchParams.has('cursor')) overlayDuringRest ??= $isLoading.get()
        return api(request)
      }
    })
    await getListInPages('/api/v1/library/documents', LibraryDocumentListSchema, { first: 2, rest: 10 })
    expect(overlayDuringRest).toBe(false)
  })

  it('refuses a next link to another list or origin', async () => {
    for (const link of [
      '<https://evil.example.com/api/v1/library/documents?cursor=2>; rel="next"',
      '</api/v1/user?cursor=2>; rel="next"'
    ]) {
      configureTestCrewPortal({ fetch: pagingApi(documents, () => link) })
      await expect(
        getListInPages('/api/v1/library/documents', LibraryDocumentListSchema, { first: 2, rest: 10 })
      ).rejects.toBeInstanceOf(ResponseValidationError)
    }
  })

  it('stops at an empty page whatever its link says', async () => {
    const env = configureTestCrewPortal({
      fetch: (request) =>
        new URL(request.url).searchParams.has('cursor')
          ? new Response('[]', { headers: { link: '</api/v1/library/documents?cursor=9>; rel="next"' } })
          : pagingApi(documents)(request)
    })
    expect(
      await getListInPages('/api/v1/library/documents', LibraryDocumentListSchema, { first: 2, rest: 10 })
    ).toHaveLength(2)
    expect(env.fetch.requests).toHaveLength(2)
  })

  it('validates every page: a malformed item in the rest fails the load', async () => {
    configureTestCrewPortal({
      fetch: pagingApi([...documents.slice(0, 2), { ...exampleLibraryDocument, url: 'javascript:alert(1)' }])
    })
    await expect(
      getListInPages('/api/v1/library/documents', LibraryDocumentListSchema, { first: 2, rest: 10 })
    ).rejects.toBeInstanceOf(ResponseValidationError)
  })
})

it('answers json() callers as before', async () => {
  configureTestCrewPortal({ fetch: () => json([exampleLibraryDocument]) })
  expect(await getLibraryDocuments()).toHaveLength(1)
})
