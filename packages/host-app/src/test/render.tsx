// The widgets' render helpers (@crew-portal/widgets/test: render into happy-dom inside act(), find
// buttons), plus what page tests need on top: open a route, then wait for the fake API's answers
// to reach the DOM, and read links, fields and text the way a user does.
import { settleStores, stopNow } from '@crew-portal/core/test'
import { button, cleanup as unmountAll, click, fire, render, type Rendered } from '@crew-portal/widgets/test'
import { $router, type RouteName } from '@crew-portal/core'
import { act, type ComponentType } from 'react'
import type { PageProps } from '../pages/types.ts'

export { button, click, fire, render }

/**
 * Unmounts what the test rendered, and lets the stores the pages watched stop at once (not a second
 * later): the next test's configuration then finds no page query still watched.
 */
export function cleanup(): void {
  stopNow(unmountAll)
}
export type { Rendered }

/**
 * Opens `path` on the app's router and renders the page area the way App does: with the route's
 * params and search. The area itself switches on `$router`, as in the running app.
 */
export function renderPage(Page: ComponentType<PageProps>, path: string): Rendered {
  act(() => $router.open(path))
  const page = $router.get()
  if (!page) throw new Error(`no route matches ${path}`)
  const params = page.params as Record<string, string>
  const search = page.search as Record<string, string>
  return render(<Page route={page.route as RouteName} params={params} search={search} />)
}

/**
 * Lets what the fake API has answered reach the stores, inside act(): until a turn of the event loop
 * goes by in which no store changes (`settleStores`). A request the test holds back stays held.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await settleStores()
  })
}

/** Retries `assertion` while the page settles; rethrows its last failure after `timeoutMs`. */
export async function waitFor<T>(assertion: () => T, timeoutMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return assertion()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await settle()
    }
  }
}

/** Types into a controlled input: sets the value the way React notices, then fires input. */
export function type(input: Element, text: string): void {
  const element = input as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(element, text)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Submits a form the way pressing its submit button does. */
export function submit(form: Element): void {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

/** The one link whose text matches. */
export function link(name: string | RegExp, root: ParentNode = document): HTMLAnchorElement {
  const matches = [...root.querySelectorAll('a')].filter((candidate) => {
    const label = (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim()
    return typeof name === 'string' ? label === name : name.test(label)
  })
  if (matches.length !== 1) throw new Error(`expected one link named ${String(name)}, found ${matches.length}`)
  return matches[0] as HTMLAnchorElement
}

/** The form control labelled `label` (by <label for>, or aria-label). */
export function field(label: string | RegExp, root: ParentNode = document): HTMLInputElement {
  const matches = [...root.querySelectorAll('label')].filter((candidate) => {
    const text = (candidate.textContent ?? '').replace(/\s*\*$/, '').trim()
    return typeof label === 'string' ? text === label : label.test(text)
  })
  const found = matches
    .map((candidate) => {
      const target = candidate.htmlFor
        ? document.getElementById(candidate.htmlFor)
        : candidate.querySelector('input, select, textarea')
      return target as HTMLInputElement | null
    })
    .filter((control): control is HTMLInputElement => control !== null)
  if (found.length !== 1) throw new Error(`expected one field labelled ${String(label)}, found ${found.length}`)
  return found[0] as HTMLInputElement
}

/** The visible text of the page, whitespace collapsed: what the tests read like a user. */
export function textOf(root: Element = document.body): string {
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim()
}
