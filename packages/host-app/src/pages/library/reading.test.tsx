import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { flushOutbox, initAuth } from '@crew-portal/core'
import type { Acknowledgement, LibraryDocument } from '@crew-portal/contract'
import {
  configureTestCrewPortal,
  libraryDocumentWith,
  trainingEventWith,
  type TestEnvironment
} from '@crew-portal/core/test'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi, json } from '../../test/api.ts'
import { button, cleanup, click, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as LibraryArea } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC.
const HOSTILE = '<img src=x onerror="window.__hacked=1">A320 FCOM'
let fcom: LibraryDocument
const qrh = libraryDocumentWith({ id: 'qrh', title: 'Quick Reference Handbook', version: '2' })
const event = trainingEventWith({
  id: 'evt-read',
  programName: 'A320 Type Rating',
  requiredReading: [
    {
      documentId: 'fcom',
      version: '54',
      title: HOSTILE,
      fileType: 'pdf',
      url: 'https://localhost:4282/files/fcom.pdf?v=54',
      dueDate: '2026-11-26T08:00:00Z'
    }
  ]
})

let env: TestEnvironment
let acknowledgements: Acknowledgement[]
let posted: unknown[]

function start(): void {
  fcom = libraryDocumentWith({ id: 'fcom', title: HOSTILE, version: '54' })
  acknowledgements = [{ documentId: 'fcom', version: '53', acknowledgedAt: '2026-10-01T10:00:00Z' }]
  posted = []
  env = configureTestCrewPortal({
    indexedDB: new IDBFactory(),
    fetch: fakeApi({
      'GET /trainingevents': [event],
      'GET /library/categories': [],
      'GET /library/documents': () => json([fcom, qrh]),
      'GET /library/documents/fcom': () => json(fcom),
      'GET /library/documents/qrh': qrh,
      'GET /RecentlyViewedDocuments': [],
      'POST /RecentlyViewedDocuments': () => new Response(null, { status: 204 }),
      'POST /DocumentViewerStatus': () => new Response(null, { status: 204 }),
      'GET /reading/acknowledgements': () => json(acknowledgements),
      'POST /reading/acknowledgements': async (request: Request) => {
        const body = (await request.json()) as { documentId: string; version: string }
        if (body.version !== fcom.version)
          return json({ message: `A newer version (${fcom.version}) of “A320 FCOM” has been published.` }, 409)
        posted.push(body)
        const recorded = { ...body, acknowledgedAt: '2026-11-22T09:00:00Z' }
        acknowledgements = [...acknowledgements, recorded]
        return json(recorded, 201)
      }
    })
  })
  initAuth()
}

afterEach(() => {
  cleanup()
  delete (window as { __hacked?: unknown }).__hacked
})

const openDialog = () => document.querySelector('dialog[open]')

describe('the library list', () => {
  it('marks a required document beside its title, with the event it is for in text', async () => {
    start()
    renderPage(LibraryArea, '/library')
    await waitFor(() => expect(textOf()).toContain('Required for A320 Type Rating'))
    const items = [...document.querySelectorAll('.library-list li')].map((item) => textOf(item))
    expect(items.filter((item) => item.includes('Required'))).toHaveLength(1)
    expect(items.find((item) => item.includes('Quick Reference Handbook'))).not.toContain('Required')
    // On the title's line, so its arrival after the list moves no row.
    const mark = document.querySelector('.library-required-tag')
    expect(mark?.tagName).toBe('SPAN')
    expect(mark?.previousElementSibling?.classList.contains('library-doc__title')).toBe(true)
  })
})

describe('a required document’s page', () => {
  it('shows the version, asks in a dialog naming the document and version, and then says it is confirmed', async () => {
    start()
    renderPage(LibraryArea, '/library/fcom')
    await waitFor(() => expect(textOf()).toContain('You confirmed version 53'))
    expect(textOf()).toContain('Version54')
    expect(textOf()).toContain('For A320 Type Rating: version 54, due 26-11-2026')

    click(button('I have read and understood'))
    await waitFor(() => expect(openDialog()).not.toBeNull())
    expect(textOf(openDialog() as Element)).toContain(
      `You confirm that you have read and understood “${HOSTILE}”, version 54.`
    )
    click(button('Cancel'))
    expect(posted).toEqual([])

    click(button('I have read and understood'))
    await waitFor(() => expect(openDialog()).not.toBeNull())
    click(button('Confirm'))
    await waitFor(() => expect(textOf()).toContain('Read and confirmed on 22-11-2026'))
    expect(posted).toEqual([{ documentId: 'fcom', version: '54' }])
    expect(textOf()).not.toContain('I have read and understood')
    // The button went: the focus is on what says the document is read, not lost to the page's start.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Read and confirmed on 22-11-2026'))
    // The hostile title is text: no element was made of it, no handler ran.
    expect(document.querySelector('img')).toBeNull()
    expect((window as { __hacked?: unknown }).__hacked).toBeUndefined()
  })

  it('offline, says the confirmation will be sent, and sends it once when back online', async () => {
    start()
    renderPage(LibraryArea, '/library/fcom')
    await waitFor(() => expect(textOf()).toContain('You confirmed version 53'))
    env.setOnline(false)
    click(button('I have read and understood'))
    await waitFor(() => expect(openDialog()).not.toBeNull())
    click(button('Confirm'))
    await waitFor(() => expect(textOf()).toContain('Read and confirmed: will be sent when you are online'))
    expect(posted).toEqual([])

    env.setOnline(true)
    await flushOutbox()
    await waitFor(() => expect(textOf()).toContain('Read and confirmed on 22-11-2026'))
    expect(posted).toEqual([{ documentId: 'fcom', version: '54' }])
  })

  it('says the API’s words when a newer version was published, and asks for the new one', async () => {
    start()
    renderPage(LibraryArea, '/library/fcom')
    await waitFor(() => expect(textOf()).toContain('You confirmed version 53'))
    fcom = { ...fcom, version: '55', url: 'https://localhost:4282/files/fcom.pdf?v=55' }
    click(button('I have read and understood'))
    await waitFor(() => expect(openDialog()).not.toBeNull())
    click(button('Confirm'))
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('A newer version (55)'))
    await waitFor(() => expect(textOf()).toContain('Version55'))
    expect(button('I have read and understood')).toBeDefined()
    expect(posted).toEqual([])
  })

  it('says nothing of reading on a document no event requires', async () => {
    start()
    renderPage(LibraryArea, '/library/qrh')
    await waitFor(() => expect(textOf()).toContain('Version2'))
    expect(textOf()).not.toContain('Required reading')
    expect(textOf()).not.toContain('I have read and understood')
  })
})
