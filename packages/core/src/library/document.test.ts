import { beforeEach, describe, expect, it } from 'vitest'
import { exampleLibraryDocument } from '@crew-portal/contract/fixtures'
import { configureTestCrewPortal, json } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $libraryDocument, loadLibraryDocument } from './document.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal({
    fetch: (request) =>
      new URL(request.url).pathname === `/api/v1/library/documents/${exampleLibraryDocument.id}`
        ? json(exampleLibraryDocument)
        : json({ message: 'There is no library document x.' }, 404)
  })
})

describe('the library document store', () => {
  it('loads one document by id', async () => {
    await loadLibraryDocument(exampleLibraryDocument.id)
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toEqual([`/api/v1/library/documents/${exampleLibraryDocument.id}`])
    expect($libraryDocument.get()).toEqual({ status: 'ready', data: exampleLibraryDocument, error: undefined })
  })

  it('says what the server said when there is no such document', async () => {
    await loadLibraryDocument('x')
    expect($libraryDocument.get().status).toBe('error')
    expect($libraryDocument.get().error).toEqual({ message: 'There is no library document x.', status: 404 })
  })

  it('refuses an id that would change the path, without calling the API', async () => {
    await loadLibraryDocument('../user')
    expect($libraryDocument.get().status).toBe('error')
    expect(env.fetch.requests).toEqual([])
  })
})
