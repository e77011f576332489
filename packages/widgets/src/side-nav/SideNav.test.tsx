import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { button, cleanup, click, fire, render } from '../test/render.tsx'
import { CONTEXT_SEARCH_FOCUS_DELAY_MS, filterContexts, shortContextLabel, toSideNavContexts } from './items.ts'
import { SideNav, type SideNavProps } from './SideNav.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function viewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === '(max-width: 1023px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined
  }))
}

const contexts = [
  { id: 'bat', label: 'BAT — Boeing 737' },
  { id: 'fto', label: 'FTO — Airbus A320' }
]

/** The nav with its open state owned the way the element owns it. */
function Harness(props: Partial<SideNavProps> & { initiallyOpen?: boolean; spy: (open: boolean) => void }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <SideNav
        open={open}
        contexts={contexts}
        onNavigate={props.onNavigate ?? (() => false)}
        onContextChange={props.onContextChange ?? (() => undefined)}
        active={props.active}
        currentContext={props.currentContext}
        onOpenChange={(next) => {
          props.spy(next)
          setOpen(next)
        }}
      />
    </>
  )
}

function show(props: Partial<SideNavProps> & { initiallyOpen?: boolean } = {}) {
  const spy = vi.fn()
  const view = render(<Harness {...props} spy={spy} />)
  const root = view.container.querySelector<HTMLElement>('.root')
  return { ...view, spy, state: () => root?.dataset.state }
}

describe('SideNav on desktop', () => {
  beforeEach(() => viewport(false))

  it('links Training, Library and Access Pass and marks the current one', () => {
    const { container } = show({ active: 'library' })
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Training', './training'],
      ['Library', './library'],
      ['Access Pass', './access-pass']
    ])
    expect(links[1]?.getAttribute('aria-current')).toBe('page')
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Main')
    expect(container.querySelector('[role="menu"]')).toBeNull()
  })

  it('collapses and expands, keeping link names for assistive technology', () => {
    const { state, spy, container } = show()
    expect(state()).toBe('open')
    click(button('Collapse navigation'))
    expect(spy).toHaveBeenLastCalledWith(false)
    expect(state()).toBe('collapsed')
    expect(container.querySelector('a')?.textContent).toBe('Training')
    click(button('Expand navigation'))
    expect(state()).toBe('open')
  })

  it('shows the current context in the collapsed nav', () => {
    const { container } = show({ initiallyOpen: false, currentContext: 'fto' })
    expect(container.querySelector('[part="context-short"]')?.textContent).toBe('FAA')
    expect(button('FTO — Airbus A320')).toBeTruthy()
  })

  it('opens a collapsed nav from the context switcher and focuses the search after 50 ms', () => {
    vi.useFakeTimers()
    const { state, container } = show({ initiallyOpen: false })
    const switcher = button(/Switch context/)
    click(switcher)
    expect(state()).toBe('open')
    expect(switcher.getAttribute('aria-expanded')).toBe('true')
    const search = container.querySelector('input[type="search"]')
    fire(() => vi.advanceTimersByTime(CONTEXT_SEARCH_FOCUS_DELAY_MS - 1))
    expect(document.activeElement).not.toBe(search)
    fire(() => vi.advanceTimersByTime(1))
    expect(document.activeElement).toBe(search)
    click(switcher)
    expect(switcher.getAttribute('aria-expanded')).toBe('false')
    expect(state()).toBe('open')
  })

  it('reports a chosen context', () => {
    const onContextChange = vi.fn()
    show({ onContextChange })
    click(button(/Switch context/))
    click(button('FTO — Airbus A320'))
    expect(onContextChange).toHaveBeenCalledWith(contexts[1])
  })

  it('does not follow a link the page routed itself, and stays open on desktop', () => {
    const { container, state } = show({ onNavigate: () => true })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    fire(() => container.querySelector('a')?.dispatchEvent(event))
    expect(event.defaultPrevented).toBe(true)
    expect(state()).toBe('open')
  })
})

describe('SideNav on mobile and tablet', () => {
  beforeEach(() => viewport(true))

  it('starts closed even when asked to start open', () => {
    const { state, container } = show({ initiallyOpen: true })
    expect(state()).toBe('hidden')
    expect(container.querySelector('nav')?.hidden).toBe(true)
  })

  it('is an overlay, opened from outside, that closes when an entry is chosen, on the scrim or on Escape', () => {
    const { state, spy, container } = show({ initiallyOpen: false })
    click(button('Menu'))
    expect(state()).toBe('overlay')
    expect(container.querySelector('[part="scrim"]')).not.toBeNull()
    click(container.querySelector('a') as HTMLAnchorElement)
    expect(spy).toHaveBeenLastCalledWith(false)
    expect(state()).toBe('hidden')
    click(button('Menu'))
    click(container.querySelector('[part="scrim"]') as HTMLElement)
    expect(state()).toBe('hidden')
    click(button('Menu'))
    fire(() =>
      container.querySelector('nav')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    )
    expect(state()).toBe('hidden')
  })
})

describe('SideNav as the viewport changes class', () => {
  /** A viewport whose width class the test changes, telling the nav's listeners as a browser does. */
  function resizable() {
    let mobile = false
    const listeners = new Set<() => void>()
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return mobile && query === '(max-width: 1023px)'
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener)
    }))
    return (next: boolean) => {
      mobile = next
      fire(() => listeners.forEach((listener) => listener()))
    }
  }

  it('closes as an overlay when the window narrows, and is open again, as it was, once it widens', () => {
    const resize = resizable()
    const { state } = show({ initiallyOpen: true })
    expect(state()).toBe('open')
    resize(true)
    expect(state()).toBe('hidden')
    resize(false)
    expect(state()).toBe('open')
  })

  it('stays collapsed after a round trip through the phone width when the pilot had collapsed it', () => {
    const resize = resizable()
    const { state } = show({ initiallyOpen: false })
    expect(state()).toBe('collapsed')
    resize(true)
    click(button('Menu'))
    expect(state()).toBe('overlay')
    resize(false)
    expect(state()).toBe('collapsed')
  })
})

describe('side nav data', () => {
  it('keeps only well-formed contexts and filters them by search', () => {
    expect(
      toSideNavContexts([{ id: 'a', label: 'Alpha' }, { id: 1, label: 'x' }, null, { id: 'b', label: ' ' }])
    ).toEqual([{ id: 'a', label: 'Alpha' }])
    expect(toSideNavContexts('nope')).toEqual([])
    expect(filterContexts(contexts, ' airbus ')).toEqual([contexts[1]])
    expect(filterContexts(contexts, '')).toEqual(contexts)
  })

  it('keeps a context’s short code, and otherwise abbreviates its label for the collapsed nav', () => {
    expect(
      toSideNavContexts([
        { id: 'NWA', label: 'Northwind Air', short: ' NWA ' },
        { id: 'x', label: 'Coastal Airways', short: 3 }
      ])
    ).toEqual([
      { id: 'NWA', label: 'Northwind Air', short: 'NWA' },
      { id: 'x', label: 'Coastal Airways' }
    ])
    expect(shortContextLabel({ id: 'NWA', label: 'Northwind Air', short: 'NWA' })).toBe('NWA')
    expect(shortContextLabel({ id: 'x', label: 'Coastal Airways of the South' })).toBe('CAO')
  })
})
