import { beforeEach, describe, expect, it } from 'vitest'
import { exampleLibraryDocument } from '@crew-portal/contract/fixtures'
import { loadErrorOf } from '../query/errors.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $libraryDocument } from './store.ts'

const watchDocument = pageWatcher($libraryDocument)

/** Opens the document's page: the query is keyed by the route's id. */
async function loadLibraryDocument(id: string): Promise<void> {
  $router.open(`/library/${encodeURIComponent(id)}`)
  await watchDocument()
}

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal({
    fetch: (request) =>
      new URL(request.url).pathname === `/api/v1/library/documents/${exampleLibraryDocument.id}`
        ? json(exampleLibraryDocument)
        : json({ message: 'There is no library document x.' }, 404)
  })
})

describe('the library document query', () => {
  it('loads one document by id', async () => {
    await loadLibraryDocument(exampleLibraryDocument.id)
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/v1/library/documents/${exampleLibraryDocument.id}`
    ])
    expect($libraryDocument.get()).toMatchObject({ loading: false, data: exampleLibraryDocument })
  })

  it('says what the server said when there is no such document', async () => {
    await loadLibraryDocument('x')
    expect(loadErrorOf($libraryDocument.get().error)).toEqual({
      message: 'There is no library document x.',
      status: 404
    })
  })

  it('refuses an id that would change the path, without calling the API', async () => {
    await loadLibraryDocument('../user')
    expect($libraryDocument.get().error).toBeInstanceOf(Error)
    expect(env.fetch.requests).toEqual([])
  })
})
