import { configureTestCrewPortal } from '@crew-portal/core/test'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadable } from './lazy.tsx'
import { cleanup, render } from './test/render.tsx'

afterEach(cleanup)

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part-old.js'))
const part = { Part: () => <p>the part</p> }

describe('a preloadable part', () => {
  it('warmed in the background, drops a missing bundle without reloading, and is asked for again', async () => {
    const env = configureTestCrewPortal()
    let missing = true
    const lazyPart = preloadable(
      () => (missing ? gone() : Promise.resolve(part)),
      (m) => m.Part
    )
    await lazyPart.warm()
    expect(env.reloads).toBe(0)
    missing = false
    await lazyPart.warm()
    render(
      <Suspense fallback={<p>fallback</p>}>
        <lazyPart.Component />
      </Suspense>
    )
    expect(document.body.textContent).toBe('the part')
  })

  it('preloaded for the screen, reloads the app once for a missing bundle', async () => {
    const env = configureTestCrewPortal()
    const lazyPart = preloadable(gone, (m: typeof part) => m.Part)
    void lazyPart.preload()
    // The preload never resolves while the page reloads: the reload is what there is to wait for.
    await vi.waitFor(() => expect(env.reloads).toBeGreaterThan(0))
    expect(env.reloads).toBe(1)
  })
})
