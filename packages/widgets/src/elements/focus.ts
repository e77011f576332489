import { tabbableElements } from '../dialog/focusable.ts'

/** The focused element, looking inside open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Keeps Tab and Shift+Tab inside `container` (WAI-ARIA dialog pattern). Works inside a shadow
 * root, where document.activeElement would only name the host. Returns true when it moved focus.
 */
export function wrapTabFocus(
  container: HTMLElement,
  event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void }
): boolean {
  if (event.key !== 'Tab') return false
  const tabbable = tabbableElements(container)
  const first = tabbable[0]
  const last = tabbable[tabbable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return true
  }
  const root = container.getRootNode() as Document | ShadowRoot
  const active = root.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}

/**
 * A modal dialog's keys (WAI-ARIA dialog pattern): Escape asks the owner to close, and goes no
 * further (preventing the keydown also stops the browser's own close request, so the owner's `open`
 * stays in sync); Tab and Shift+Tab stay inside it unless `trapTab` is false.
 */
export function dialogKeyDown(
  event: {
    key: string
    shiftKey: boolean
    currentTarget: HTMLElement
    preventDefault(): void
    stopPropagation(): void
  },
  close: () => void,
  trapTab = true
): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    event.stopPropagation()
    close()
  } else if (trapTab) wrapTabFocus(event.currentTarget, event)
}
