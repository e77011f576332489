import { useLayoutEffect } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import { sideNav } from './en/side-nav.ts'
import { useCrewMessages } from './language.ts'

// Counts what the page's MutationObservers do, from before any element of this file exists.
const counts = { created: 0, observing: 0, observeCalls: 0, callbacks: 0 }
class CountingObserver extends MutationObserver {
  #observing = false
  constructor(callback: MutationCallback) {
    counts.created += 1
    super((records, observer) => {
      counts.callbacks += 1
      callback(records, observer)
    })
  }
  override observe(target: Node, options?: MutationObserverInit): void {
    counts.observeCalls += 1
    if (!this.#observing) counts.observing += 1
    this.#observing = true
    super.observe(target, options)
  }
  override disconnect(): void {
    if (this.#observing) counts.observing -= 1
    this.#observing = false
    super.disconnect()
  }
}
vi.stubGlobal('MutationObserver', CountingObserver)
afterAll(() => vi.unstubAllGlobals())

let renders = 0
function Probe({ label }: { label?: string }) {
  useLayoutEffect(() => {
    renders += 1
  })
  return <p>{`${useCrewMessages('sideNav', sideNav).search} ${label ?? ''}`}</p>
}
defineCrewElement(
  'crew-test-observer',
  crewElement<{ label?: string }>(Probe, { attributes: { label: 'string' }, styles: [] })
)

type ProbeElement = HTMLElement & { label?: string; updateComplete: Promise<boolean> }

describe('the language watch', () => {
  it('is one observer for every element: one subscription each, none more for renders or lang changes', async () => {
    const elements = Array.from({ length: 30 }, () => document.createElement('crew-test-observer') as ProbeElement)
    document.body.append(...elements)
    // Each element subscribes once (in an effect, after its first render): its root is observed once.
    await vi.waitFor(() => expect(counts.observeCalls).toBe(elements.length))
    expect(counts.created).toBe(1)
    expect(counts.observing).toBe(1)

    for (let round = 0; round < 20; round += 1) for (const element of elements) element.label = `render ${round}`
    await Promise.all(elements.map((element) => element.updateComplete))
    for (const lang of ['de', 'fr', 'de', 'en']) {
      document.documentElement.lang = lang
      await vi.waitFor(() =>
        expect(elements[0]?.shadowRoot?.textContent).toContain(
          lang === 'de' ? 'Suchen' : lang === 'fr' ? 'Rechercher' : 'Search'
        )
      )
    }
    expect(counts.created).toBe(1)
    expect(counts.observeCalls, 'renders and lang changes subscribe nothing new').toBe(elements.length)
  })

  it('re-renders an element only when its language changes', async () => {
    const element = document.querySelector('crew-test-observer') as ProbeElement
    const before = renders
    const callbacks = counts.callbacks
    document.body.setAttribute('lang', 'en')
    await vi.waitFor(() => expect(counts.callbacks).toBeGreaterThan(callbacks))
    await element.updateComplete
    expect(renders).toBe(before)
  })

  it('stops observing when the last element leaves, and starts again, with the same observer, for the next', async () => {
    document.body.innerHTML = ''
    await vi.waitFor(() => expect(counts.observing).toBe(0))
    const element = document.createElement('crew-test-observer') as ProbeElement
    document.body.append(element)
    await vi.waitFor(() => expect(counts.observing).toBe(1))
    expect(counts.created).toBe(1)
    element.remove()
    await vi.waitFor(() => expect(counts.observing).toBe(0))
  })
})
