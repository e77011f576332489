import { exampleLibraryCategories, exampleLibraryDocument } from '@crew-portal/contract/fixtures'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { initAuth } from '../auth/store.ts'
import { $libraryPage } from '../pages/library.ts'
import { $router } from '../routes/router.ts'
import { configureTestCrewPortal, json, stopNow } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $sideNavOperators } from './side-nav.ts'

let env: TestEnvironment
let answerDocuments: (response: Response) => void

const asked = () => env.fetch.requests.map((request) => new URL(request.url).pathname)

beforeEach(() => {
  answerDocuments = () => undefined
  env = configureTestCrewPortal({
    now: '2026-11-22T09:00:00Z',
    fetch: (request: Request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/v1/library/documents') return new Promise<Response>((resolve) => (answerDocuments = resolve))
      if (path === '/api/v1/library/categories') return json(exampleLibraryCategories)
      return json([])
    }
  })
  initAuth()
})

describe('$sideNavOperators', () => {
  it('asks for the airlines only once the page on screen has its answer, and shows none until then', async () => {
    $router.open('/library')
    const stopLibrary = $libraryPage.listen(() => undefined)
    const stopNav = $sideNavOperators.listen(() => undefined)
    await vi.waitFor(() => expect(asked()).toContain('/api/v1/library/documents'))
    // The side navigation waits on the page model (pageSettled), once its module has loaded: a second listener beside the page's.
    await vi.waitFor(() => expect($libraryPage.lc).toBe(2))
    expect(asked()).not.toContain('/api/v1/trainingevents')
    expect($sideNavOperators.get()).toEqual({ contexts: [], scope: 'all' })
    answerDocuments(json([exampleLibraryDocument]))
    await vi.waitFor(() => expect(asked()).toContain('/api/v1/trainingevents'))
    stopNow(stopNav)
    stopNow(stopLibrary)
    $router.open('/')
  })
})
