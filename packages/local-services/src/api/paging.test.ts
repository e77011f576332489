// `?limit` and `?cursor` on the long lists: pages in the order the page shows the list, a next link
// to follow until the list ends, the same items as one call for the whole list, and a 400 for a bad value.
import { nextLinkOf } from '@crew-portal/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, TEST_APP_ORIGIN, type TestApi } from '../../test/api/index.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.close()
})

interface Item {
  id: string
}

/** Every page from `first` on, following the next links: the items of each page in turn. */
async function pagesFrom(first: string): Promise<Item[][]> {
  const pages: Item[][] = []
  let path: string | undefined = first
  while (path !== undefined) {
    const response = await api.call(path)
    expect(response.status).toBe(200)
    pages.push((await response.json()) as Item[])
    path = nextLinkOf(response.headers.get('link'))
    expect(pages.length).toBeLessThan(50)
  }
  return pages
}

const ids = (items: readonly Item[]) => items.map((item) => item.id)

describe('the library documents, a page at a time', () => {
  it('pages category by category in the categories order, newest first, to the same documents as the whole list', async () => {
    const whole = (await (await api.call('/api/v1/library/documents')).json()) as Array<
      Item & { category: string; updatedAt: string }
    >
    const categories = (await (await api.call('/api/v1/library/categories')).json()) as Array<{ id: string }>
    expect(whole.length).toBeGreaterThan(4)
    const pages = await pagesFrom('/api/v1/library/documents?limit=2')
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true)
    const paged = pages.flat() as typeof whole
    expect(ids(paged).toSorted()).toEqual(ids(whole).toSorted())
    const rank = (category: string) => categories.findIndex((candidate) => candidate.id === category)
    const expected = whole.toSorted(
      (a, b) => rank(a.category) - rank(b.category) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt)
    )
    expect(paged.map((document) => document.category)).toEqual(expected.map((document) => document.category))
    for (let at = 1; at < paged.length; at++) {
      const [before, after] = [paged[at - 1], paged[at]]
      if (before?.category === after?.category)
        expect(Date.parse(before?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(after?.updatedAt ?? ''))
    }
  })

  it('keeps the query in the next link, and says nothing more when the first page is the whole list', async () => {
    const first = await api.call('/api/v1/library/documents?audience=all&limit=1')
    const next = nextLinkOf(first.headers.get('link'))
    expect(next).toMatch(/^\/api\/v1\/library\/documents\?/)
    expect(new URL(next ?? '', 'https://x').searchParams.get('audience')).toBe('all')
    expect(new URL(next ?? '', 'https://x').searchParams.get('limit')).toBe('1')
    const all = await api.call('/api/v1/library/documents?limit=10000')
    expect(all.headers.get('link')).toBeNull()
    // A cursor without a limit answers the rest at once.
    const rest = await api.call(`${next?.replace(/&?limit=1/, '')}`)
    expect(rest.headers.get('link')).toBeNull()
    expect(((await rest.json()) as Item[]).length).toBe(((await all.json()) as Item[]).length - 1)
  })

  it('lets the app origin read the Link header', async () => {
    const response = await api.call('/api/v1/library/documents?limit=1', { headers: { origin: TEST_APP_ORIGIN } })
    expect(response.headers.get('access-control-expose-headers')).toContain('Link')
  })

  it('answers a malformed limit or cursor with problem details naming it', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=10001', 'limit'],
      ['limit=2.5', 'limit'],
      ['cursor=', 'cursor'],
      ['cursor=..%2F', 'cursor'],
      ['cursor=abc', 'cursor']
    ] as const) {
      const response = await api.call(`/api/v1/library/documents?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/problem+json')
      expect(await response.json()).toMatchObject({ status: 400, field })
    }
  })
})

describe('the training events, a page at a time', () => {
  it('pages the events not yet ended first, by start, then the ended ones, most recent first', async () => {
    const whole = (await (await api.call('/api/v1/trainingevents')).json()) as Array<
      Item & { startDate: string; endDate: string; status: string }
    >
    expect(whole.length).toBeGreaterThan(2)
    const pages = await pagesFrom('/api/v1/trainingevents?limit=1')
    expect(pages.length).toBe(whole.length)
    const paged = pages.flat() as typeof whole
    const ended = (event: (typeof whole)[number]) =>
      Date.parse(event.endDate) < Date.now() || event.status === 'completed'
    const firstEnded = paged.findIndex(ended)
    const [coming, past] = firstEnded === -1 ? [paged, []] : [paged.slice(0, firstEnded), paged.slice(firstEnded)]
    expect(coming.some(ended) || !past.every(ended)).toBe(false)
    expect(coming.map((event) => Date.parse(event.startDate))).toEqual(
      coming.map((event) => Date.parse(event.startDate)).toSorted((a, b) => a - b)
    )
    expect(past.map((event) => Date.parse(event.startDate))).toEqual(
      past.map((event) => Date.parse(event.startDate)).toSorted((a, b) => b - a)
    )
    expect(ids(paged).toSorted()).toEqual(ids(whole).toSorted())
  })

  it('answers a malformed limit with problem details', async () => {
    const response = await api.call('/api/v1/trainingevents?limit=-5')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'limit' })
  })
})
