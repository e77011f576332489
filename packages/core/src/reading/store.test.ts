import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { libraryDocumentWith, trainingEventWith } from '@crew-portal/contract/fixtures'
import type { Acknowledgement, LibraryDocument, RequiredReading } from '@crew-portal/contract'
import type { ReadableAtom } from 'nanostores'
import { initAuth } from '../auth/store.ts'
import { resetCrewPortal } from '../environment/configure.ts'
import { flushOutbox } from '../outbox/store.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, settleQueries, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { $libraryDocumentReading, acknowledgeDocument } from './document.ts'
import { $readingProgressByEvent, $requiredDocuments, $trainingEventReading } from './store.ts'

const required = (documentId: string, version: string, dueDate: string): RequiredReading => ({
  documentId,
  version,
  title: documentId === 'fcom' ? 'A320 FCOM <script>alert(1)</script>' : `Document ${documentId}`,
  fileType: 'pdf',
  url: `https://localhost:4282/files/${documentId}.pdf?v=${version}`,
  dueDate
})
const event = trainingEventWith({
  id: 'E1',
  startDate: '2026-11-26T08:00:00Z',
  endDate: '2026-11-30T17:00:00Z',
  status: 'upcoming',
  requiredReading: [required('fcom', '54', '2026-11-25T08:00:00Z'), required('qrh', '2', '2026-11-21T08:00:00Z')]
})
const none = trainingEventWith({ id: 'E2', requiredReading: [] })
const past = trainingEventWith({
  id: 'E0',
  startDate: '2026-10-01T08:00:00Z',
  endDate: '2026-10-02T17:00:00Z',
  status: 'completed',
  requiredReading: [required('old', '1', '2026-09-30T08:00:00Z')]
})

let env: TestEnvironment
let acknowledgements: Acknowledgement[]
let fcom: LibraryDocument
let applied: unknown[]
const watching: Watched<unknown>[] = []

async function watched<T>(store: ReadableAtom<T>): Promise<Watched<T>> {
  const result = await watch(store)
  watching.push(result)
  return result
}

beforeEach(() => {
  acknowledgements = [{ documentId: 'fcom', version: '53', acknowledgedAt: '2026-11-01T10:00:00Z' }]
  fcom = libraryDocumentWith({ id: 'fcom', title: 'A320 FCOM <script>alert(1)</script>', version: '54' })
  applied = []
  const seen = new Set<string>()
  env = configureTestCrewPortal({
    now: '2026-11-22T09:00:00Z',
    indexedDB: new IDBFactory(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/v1/trainingevents') return json([event, none, past])
      if (path === '/api/v1/trainingevents/E1') return json(event)
      if (path === '/api/v1/library/documents/fcom') return json(fcom)
      if (path === '/api/v1/reading/acknowledgements' && request.method === 'GET') return json(acknowledgements)
      if (path === '/api/v1/reading/acknowledgements') {
        const body = (await request.json()) as { documentId: string; version: string }
        if (body.documentId === fcom.id && body.version !== fcom.version)
          return json({ message: `A newer version (${fcom.version}) of “A320 FCOM” has been published.` }, 409)
        const key = request.headers.get('idempotency-key') ?? ''
        const recorded = { ...body, acknowledgedAt: env.now().toISOString() }
        if (!seen.has(key)) {
          seen.add(key)
          applied.push(body)
          acknowledgements = [...acknowledgements, recorded]
        }
        return json(recorded, 201)
      }
      return json([])
    }
  })
  initAuth()
})

afterEach(() => {
  for (const watcher of watching.splice(0)) watcher.stop()
  resetCrewPortal()
})

const acknowledgementLoads = () =>
  env.fetch.requests.filter(
    (request) => request.method === 'GET' && new URL(request.url).pathname === '/api/v1/reading/acknowledgements'
  ).length

describe('an event’s required reading', () => {
  it('lists each document with its state and due state, and says N of M read', async () => {
    acknowledgements = [{ documentId: 'qrh', version: '2', acknowledgedAt: '2026-11-20T10:00:00Z' }]
    $router.open('/training/E1')
    const reading = await watched($trainingEventReading)
    expect(reading.value).toMatchObject({ status: 'ready', value: { progress: { read: 1, total: 2 } } })
    const items = reading.value?.status === 'ready' ? reading.value.value.items : []
    expect(items.map((item) => [item.reading.documentId, item.status.state, item.due])).toEqual([
      ['fcom', 'toRead', 'dueSoon'],
      ['qrh', 'read', 'done']
    ])
  })

  it('has nothing to show for an event that requires no reading', async () => {
    $router.open('/training/E2')
    const reading = await watched($trainingEventReading)
    expect(reading.value).toBeUndefined()
  })

  it('gives the training list "N of M read" for the events that require reading only', async () => {
    $router.open('/training')
    const progress = await watched($readingProgressByEvent)
    expect([...progress.value]).toEqual([
      ['E1', { read: 0, total: 2 }],
      ['E0', { read: 0, total: 1 }]
    ])
  })

  it('says why the acknowledgements could not load, and a malformed answer is an error, not a crash', async () => {
    env.fetch.handler = (request) =>
      new URL(request.url).pathname === '/api/v1/reading/acknowledgements'
        ? json([{ documentId: 'fcom', version: '<img src=x>', acknowledgedAt: 'never' }])
        : json(event)
    $router.open('/training/E1')
    const reading = await watched($trainingEventReading)
    expect(reading.value).toMatchObject({ status: 'error' })
  })
})

describe('the library and a document’s page', () => {
  it('marks the documents the events that still ask for them require, with the events', async () => {
    $router.open('/library')
    const marked = await watched($requiredDocuments)
    expect([...marked.value.keys()]).toEqual(['fcom', 'qrh'])
    expect(marked.value.get('fcom')?.events).toEqual([
      { id: 'E1', programName: event.programName, version: '54', dueDate: '2026-11-25T08:00:00Z' }
    ])
  })

  it('offers "I have read and understood" for a new version, and a confirmation moves every count at once', async () => {
    $router.open('/library/fcom')
    const page = await watched($libraryDocumentReading)
    const progress = await watched($readingProgressByEvent)
    expect(page.value).toMatchObject({ status: 'ready', value: { offers: true, status: { state: 'newVersion' } } })
    expect(progress.value.get('E1')).toEqual({ read: 0, total: 2 })

    expect(await acknowledgeDocument(fcom)).toBe(true)
    expect(applied).toEqual([{ documentId: 'fcom', version: '54' }])
    expect(page.value).toMatchObject({
      status: 'ready',
      value: { offers: false, status: { state: 'read', acknowledgedAt: '2026-11-22T09:00:00.000Z' } }
    })
    expect(progress.value.get('E1')).toEqual({ read: 1, total: 2 })
    // The record was updated in place, not asked again.
    expect(acknowledgementLoads()).toBe(1)
  })

  it('offline, counts the confirmation as read on this device ("will be sent"), then sends it once', async () => {
    $router.open('/library/fcom')
    const page = await watched($libraryDocumentReading)
    const progress = await watched($readingProgressByEvent)
    env.setOnline(false)
    expect(await acknowledgeDocument(fcom)).toBe(true)
    expect(page.value).toMatchObject({ status: 'ready', value: { offers: false, status: { state: 'sending' } } })
    expect(progress.value.get('E1')).toEqual({ read: 1, total: 2 })

    env.setOnline(true)
    await flushOutbox()
    await settleQueries()
    expect(applied).toEqual([{ documentId: 'fcom', version: '54' }])
    expect(page.value).toMatchObject({ status: 'ready', value: { status: { state: 'read' } } })
    expect(progress.value.get('E1')).toEqual({ read: 1, total: 2 })
  })

  it('a newer version published meanwhile: the API’s words, and the page asks for the new one', async () => {
    $router.open('/library/fcom')
    const page = await watched($libraryDocumentReading)
    const shown = fcom
    fcom = { ...fcom, version: '55', url: 'https://localhost:4282/files/fcom.pdf?v=55' }
    expect(await acknowledgeDocument(shown)).toBe(false)
    await page.settle()
    expect(page.value).toMatchObject({
      status: 'ready',
      value: {
        offers: true,
        acknowledge: { status: 'error', message: 'A newer version (55) of “A320 FCOM” has been published.' }
      }
    })
    expect(applied).toEqual([])
  })

  it('says nothing of reading on a document no event requires', async () => {
    fcom = { ...fcom, id: 'other' }
    env.fetch.handler = (request) =>
      new URL(request.url).pathname === '/api/v1/library/documents/other' ? json(fcom) : json([event])
    $router.open('/library/other')
    const page = await watched($libraryDocumentReading)
    expect(page.value).toBeUndefined()
  })
})
