import { ROUTES, RouteName } from '@crew-portal/core'
import { Suspense, createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { pageFor, preloadPage } from './registry.tsx'

afterEach(cleanup)

const props = { route: RouteName.waiting, params: {}, search: {} }

function renderWaitingPage() {
  const page = pageFor(RouteName.waiting)
  if (!page) throw new Error('the waiting route has no page')
  return render(<Suspense fallback={<p>fallback</p>}>{createElement(page, props)}</Suspense>)
}

describe('the page registry', () => {
  it('renders a page whose code was asked for ahead in the first commit, with no fallback (React holds a shown one 300 ms)', async () => {
    await preloadPage(RouteName.waiting)
    renderWaitingPage()
    expect(document.body.textContent).not.toContain('fallback')
    expect(document.querySelector('h1')?.textContent).toBe('Please wait')
  })

  it('has nothing to preload for a route without a page', async () => {
    await expect(preloadPage(undefined)).resolves.toBeUndefined()
    await expect(preloadPage(RouteName.home)).resolves.toBeUndefined()
  })
})

describe('the route table and the page folders', () => {
  const folders = Object.keys(import.meta.glob('./*/index.tsx')).map((path) => path.split('/')[1])
  const named = Object.values(ROUTES).flatMap((entry) => ('page' in entry ? [entry.page] : []))

  it('has a view for every route that names one, and a route for every view', () => {
    expect(new Set(named)).toEqual(new Set(folders))
    for (const route of Object.values(RouteName)) {
      if (route !== RouteName.home) expect(pageFor(route), route).toBeTypeOf('function')
    }
  })
})
