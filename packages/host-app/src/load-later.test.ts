import { describe, expect, it } from 'vitest'
import { onLeaving } from './load-later.ts'

type Listener = (event: unknown) => void

/** A window with what `onLeaving` reads: its listeners by type, and a Navigation API if given one. */
function fakeWindow(withNavigation: boolean) {
  const listeners = new Map<string, Listener[]>()
  const add = (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener])
  const navigation = { addEventListener: (type: string, listener: Listener) => add(`navigation:${type}`, listener) }
  const target = { addEventListener: add, ...(withNavigation ? { navigation } : {}) } as unknown as Window
  const fire = (type: string, event: unknown = {}) => listeners.get(type)?.forEach((listener) => listener(event))
  return { target, listeners, fire }
}

describe('onLeaving (the load plan stops when the page leaves for sign-in)', () => {
  it('hears a navigation to another document through the Navigation API (not a download), with no beforeunload listener', () => {
    const { target, listeners, fire } = fakeWindow(true)
    let left = 0
    onLeaving(() => (left += 1), target)
    expect([...listeners.keys()]).toEqual(['navigation:navigate'])
    // The router's own navigations stay in the document, and a download leaves the page where it is.
    fire('navigation:navigate', { destination: { sameDocument: true }, downloadRequest: null })
    fire('navigation:navigate', { destination: { sameDocument: false }, downloadRequest: 'training.ics' })
    // `<a download>` with no file name: an empty name, still a download.
    fire('navigation:navigate', { destination: { sameDocument: false }, downloadRequest: '' })
    expect(left).toBe(0)
    fire('navigation:navigate', { destination: { sameDocument: false }, downloadRequest: null })
    expect(left).toBe(1)
  })

  it('hears beforeunload where the Navigation API is missing', () => {
    const { target, listeners, fire } = fakeWindow(false)
    let left = 0
    onLeaving(() => (left += 1), target)
    expect([...listeners.keys()]).toEqual(['beforeunload'])
    fire('beforeunload')
    expect(left).toBe(1)
  })
})
