// A small stand-in for @testing-library/react: renders into happy-dom with react-dom/client and
// wraps updates in act(), so tests see the DOM after effects ran. Not worth a dependency.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  container: HTMLElement
  rerender(ui: ReactNode): void
  unmount(): void
}

const mounted = new Set<Rendered>()

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  act(() => root.render(ui))
  const rendered: Rendered = {
    container,
    rerender(next) {
      act(() => root.render(next))
    },
    unmount() {
      act(() => root.unmount())
      container.remove()
      mounted.delete(rendered)
    }
  }
  mounted.add(rendered)
  return rendered
}

/** Unmounts everything a test rendered; call from afterEach. */
export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount()
  document.body.innerHTML = ''
}

/** Runs a DOM interaction inside act() so React flushes the resulting updates. */
export function fire(action: () => void): void {
  act(action)
}

export function press(target: Element, key: string, options: KeyboardEventInit = {}): boolean {
  let notPrevented = true
  act(() => {
    notPrevented = target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options })
    )
  })
  return notPrevented
}

export function click(target: Element): void {
  act(() => (target as HTMLElement).click())
}

/** Finds the one button whose text or aria-label matches; throws so a missing button fails loudly. */
export function button(name: string | RegExp, root: ParentNode = document): HTMLButtonElement {
  const matches = [...root.querySelectorAll('button')].filter((candidate) => {
    const label = candidate.getAttribute('aria-label') ?? candidate.textContent ?? ''
    return typeof name === 'string' ? label.trim() === name : name.test(label)
  })
  if (matches.length !== 1) throw new Error(`expected one button named ${String(name)}, found ${matches.length}`)
  return matches[0] as HTMLButtonElement
}
