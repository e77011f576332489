import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coursewarePage, simplePdf } from './files.ts'
import { startTestApi, TEST_APP_ORIGIN, type TestApi } from '../../test/api/index.ts'

describe('simplePdf', () => {
  it('writes a cross-reference table whose offsets point at their objects', () => {
    const pdf = simplePdf('A320 FCOM (rev. 54)', ['Flight crew operating manual'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, index) => expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)))
    expect(text).toContain('(A320 FCOM \\(rev. 54\\))')
  })
})

describe('coursewarePage', () => {
  it('shows the title as text, never as markup', () => {
    expect(coursewarePage('<img src=x onerror=alert(1)>', 10)).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('the files the seed links to', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi()
  })
  afterAll(async () => {
    await api.close()
  })

  it('serves every PDF a library document or an event links to (its required reading too), without a token', async () => {
    const documents = (await (await api.call('/api/v1/library/documents')).json()) as Array<{
      url: string
      fileType: string
    }>
    const events = (await (await api.call('/api/v1/trainingevents')).json()) as Array<{
      documents: Array<{ url: string }>
      requiredReading: Array<{ url: string }>
    }>
    const urls = [
      ...documents.filter((document) => document.fileType === 'pdf').map((document) => document.url),
      ...events.flatMap((event) => event.documents.map((document) => document.url)),
      ...events.flatMap((event) => event.requiredReading.map((document) => document.url))
    ]
    expect(urls.length).toBeGreaterThan(5)
    for (const url of urls) {
      const { pathname, search } = new URL(url)
      const response = await api.call(`${pathname}${search}`, { token: null })
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString()
      ).toBe('%PDF-')
    }
  })

  it("serves a library document's file whatever its query, saying its title and version, storable by the app", async () => {
    const pdf = async (path: string) => {
      const response = await api.call(path, { token: null, headers: { origin: TEST_APP_ORIGIN } })
      expect(response.status, path).toBe(200)
      return { response, text: Buffer.from(await response.arrayBuffer()).toString('latin1') }
    }
    const linked = await pdf('/files/doc-a320-fcom.pdf?v=54')
    expect(linked.text).toContain('(A320 FCOM)')
    expect(linked.text).toContain('(Version 54)')
    expect(linked.response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
    expect(linked.response.headers.get('cache-control')).toBe('private, no-cache')
    for (const path of ['/files/doc-a320-fcom.pdf', '/files/doc-a320-fcom.pdf?v=1', '/files/doc-a320-fcom.pdf?x=%00'])
      expect((await pdf(path)).text).toContain('(Version 54)')
    expect((await pdf('/files/doc-fto-sops.pdf?v=3')).text).toContain('(Version 3)')
    expect((await api.call('/files/doc-a320-fcom.pdf%3Fv=54', { token: null })).status).toBe(404)
  })

  it('answers 404 for a file nothing links to, and opens a course page with a strict policy', async () => {
    expect((await api.call('/files/secret.pdf', { token: null })).status).toBe(404)
    const course = await api.call('/courseware/cw-a320-systems/', { token: null })
    expect(course.status).toBe(200)
    expect(course.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await course.text()).toContain('<h1>A320 Systems</h1>')
  })
})
