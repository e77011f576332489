import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coursewarePage, simplePdf } from './files.ts'
import { startTestApi, type TestApi } from '../../test/api/index.ts'

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

  it('serves every PDF a library document or an event links to, without a token', async () => {
    const documents = (await (await api.call('/api/v1/library/documents')).json()) as Array<{
      url: string
      fileType: string
    }>
    const events = (await (await api.call('/api/v1/trainingevents')).json()) as Array<{
      documents: Array<{ url: string }>
    }>
    const urls = [
      ...documents.filter((document) => document.fileType === 'pdf').map((document) => document.url),
      ...events.flatMap((event) => event.documents.map((document) => document.url))
    ]
    expect(urls.length).toBeGreaterThan(5)
    for (const url of urls) {
      const response = await api.call(new URL(url).pathname, { token: null })
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString()
      ).toBe('%PDF-')
    }
  })

  it('answers 404 for a file nothing links to, and opens a course page with a strict policy', async () => {
    expect((await api.call('/files/secret.pdf', { token: null })).status).toBe(404)
    const course = await api.call('/courseware/cw-a320-systems/', { token: null })
    expect(course.status).toBe(200)
    expect(course.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await course.text()).toContain('<h1>A320 Systems</h1>')
  })
})
