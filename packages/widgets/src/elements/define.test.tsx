import { act, createElement, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchedLangCount } from '../i18n/observer.ts'
import { useElementConnection } from './connection.ts'
import { MAX_TEXT_LENGTH, crewElement, defineCrewElement, ownsPage } from './define.ts'
import { KIT_VERSION } from './version.ts'

interface Props {
  label?: string
  data?: unknown
}

function Label({ label, data }: Props) {
  return (
    <p>
      {label ?? 'none'} {data === undefined ? '' : JSON.stringify(data)}
    </p>
  )
}

const TestElement = crewElement<Props>(Label, {
  attributes: { label: 'string' },
  properties: ['data'],
  json: ['data'],
  styles: []
})
defineCrewElement('crew-test-label', TestElement)

type TestNode = HTMLElement & Props & { updateComplete: Promise<boolean> }

afterEach(() => {
  document.body.innerHTML = ''
})

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? ''

describe('crewElement', () => {
  it('fires crew-ready once, after its first render', async () => {
    const ready = vi.fn()
    document.addEventListener('crew-ready', ready)
    const element = document.createElement('crew-test-label') as TestNode
    element.setAttribute('label', 'first')
    document.body.append(element)
    await element.updateComplete
    expect(text(element)).toContain('first')
    element.setAttribute('label', 'second')
    await element.updateComplete
    expect(ready).toHaveBeenCalledTimes(1)
    document.removeEventListener('crew-ready', ready)
  })

  it('updateComplete settles once what was set is on screen', async () => {
    const element = document.createElement('crew-test-label') as TestNode
    document.body.append(element)
    await element.updateComplete
    element.data = { seat: '3A' }
    expect(text(element)).not.toContain('3A')
    await expect(element.updateComplete).resolves.toBe(true)
    expect(text(element)).toContain('3A')
  })

  it('keeps at most MAX_TEXT_LENGTH characters of a string attribute or property (far longer text takes the browser seconds to lay out)', async () => {
    const element = document.createElement('crew-test-label') as TestNode
    element.setAttribute('label', 'a'.repeat(100_000))
    document.body.append(element)
    await element.updateComplete
    expect(element.label).toHaveLength(MAX_TEXT_LENGTH)
    element.label = 'b'.repeat(MAX_TEXT_LENGTH + 1)
    await element.updateComplete
    expect(element.label).toBe('b'.repeat(MAX_TEXT_LENGTH))
  })

  it('takes rich data as a JSON attribute; bad JSON fires crew-error and leaves it unset, never throws', async () => {
    const element = document.createElement('crew-test-label') as TestNode
    document.body.append(element)
    element.setAttribute('data', '{"seat":"4C"}')
    await element.updateComplete
    expect(element.data).toEqual({ seat: '4C' })
    const errors: unknown[] = []
    element.addEventListener('crew-error', (event) => errors.push((event as CustomEvent).detail))
    expect(() => element.setAttribute('data', '{"seat":')).not.toThrow()
    await element.updateComplete
    expect(element.data).toBeUndefined()
    expect(errors).toEqual([{ code: 'invalid-data', message: 'The data attribute is not valid JSON.' }])
  })
})

/** A view with state of its own, that records where it ran and when it was taken down. */
const seen: Array<{ label: string | undefined; connected: boolean; connection: number }> = []
const unmounted = vi.fn()

function Counter({ label }: Props) {
  const [count, setCount] = useState(0)
  const connection = useElementConnection()
  useEffect(() => {
    seen.push({ label, connected: document.body.contains(document.querySelector('crew-test-counter')), connection })
  })
  useEffect(() => unmounted, [])
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

defineCrewElement('crew-test-counter', crewElement<Props>(Counter, { attributes: { label: 'string' }, styles: [] }))

/**
 * Does `change` inside act(): whatever React renders and runs for it (its effects included; nothing,
 * for a detached element) is done when this resolves.
 */
async function rendered(change: () => void): Promise<void> {
  const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = page.IS_REACT_ACT_ENVIRONMENT
  page.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => change())
  } finally {
    page.IS_REACT_ACT_ENVIRONMENT = before
  }
}

describe('an element out of the document', () => {
  beforeEach(() => {
    seen.length = 0
    unmounted.mockClear()
  })

  it('renders nothing and fires no crew-ready while detached; once attached, it shows what was set', async () => {
    const ready = vi.fn()
    const element = document.createElement('crew-test-counter') as TestNode
    element.addEventListener('crew-ready', ready)
    await rendered(() => (element.label = 'early'))
    expect(text(element)).toBe('')
    expect(ready).not.toHaveBeenCalled()
    expect(seen).toEqual([])
    await rendered(() => document.body.append(element))
    await element.updateComplete
    expect(text(element)).toBe('early 0')
    expect(ready).toHaveBeenCalledOnce()
    expect(seen).toEqual([{ label: 'early', connected: true, connection: 1 }])
  })

  // A move keeps the React tree: happy-dom runs disconnectedCallback in the middle of a move, where
  // browsers run it once the element is in its new place, so tests/embed/detached.test.js shows it.
  it('unmounts when it is removed, and starts afresh when attached again', async () => {
    const element = document.createElement('crew-test-counter') as TestNode
    element.label = 'gone'
    document.body.append(element)
    await element.updateComplete
    await rendered(() => element.shadowRoot?.querySelector('button')?.click())
    element.remove()
    await Promise.resolve()
    expect(unmounted).toHaveBeenCalledOnce()
    expect(text(element)).toBe('')
    document.body.append(element)
    await element.updateComplete
    expect(text(element)).toBe('gone 0')
  })

  // A React render that is dropped before its commit leaves such an element: created, given its
  // properties (which mounts r2wc's root), never inserted. The endurance e2e found one held for good.
  it('never attached, holds no language watch, so nothing on the page keeps it', async () => {
    const element = document.createElement('crew-test-counter') as TestNode
    await rendered(() => (element.label = 'never shown'))
    expect(seen, 'nothing rendered').toEqual([])
    expect(watchedLangCount(), 'language watches left').toBe(0)
  })

  // The host app's pages do this at every route change: React removes the element while it commits.
  it('removed by a React app as it commits, unmounts once that commit is done and keeps no subscription', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const app = document.createElement('div')
    document.body.append(app)
    const root = createRoot(app)
    for (let round = 0; round < 20; round += 1) {
      flushSync(() => root.render(createElement('crew-test-counter', { key: round, label: 'page' })))
      await (app.querySelector('crew-test-counter') as TestNode).updateComplete
      flushSync(() => root.render(<p>another page</p>))
    }
    await Promise.resolve()
    expect(unmounted).toHaveBeenCalledTimes(20)
    expect(errors.mock.calls.flat().join(' '), 'React unmounting a root in the middle of a commit').not.toMatch(
      /unmount a root while React was already rendering/
    )
    expect(watchedLangCount(), 'language watches left').toBe(0)
    root.unmount()
    errors.mockRestore()
  })
})

describe('a second copy of the kit', () => {
  it('warns once, naming both versions, and defines nothing', () => {
    const registry = Symbol.for('crew-portal.widgets')
    const global = globalThis as Record<symbol, unknown>
    const mine = global[registry]
    expect(ownsPage()).toBe(true)
    global[registry] = { version: '0.1.9', copy: {}, warned: false }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(ownsPage()).toBe(false)
      defineCrewElement('crew-test-second', TestElement)
      expect(customElements.get('crew-test-second')).toBeUndefined()
      expect(ownsPage()).toBe(false)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toContain(`version ${KIT_VERSION}`)
      expect(warn.mock.calls[0]?.[0]).toContain('version 0.1.9')
    } finally {
      warn.mockRestore()
      global[registry] = mine
    }
  })
})
