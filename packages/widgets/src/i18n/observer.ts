// One MutationObserver for every element's language: it watches `lang` attributes in the document
// (and in the shadow roots elements sit in) while at least one element listens, and stops with the last.

const listeners = new Set<() => void>()
const OPTIONS: MutationObserverInit = { attributes: true, attributeFilter: ['lang'], subtree: true }
let observer: MutationObserver | undefined

/**
 * Calls `changed` after a `lang` attribute changes anywhere above or on `element` (the document,
 * or a shadow root the element is inside). Returns what stops it.
 */
export function watchLang(element: Element, changed: () => void): () => void {
  observer ??= new MutationObserver(() => {
    for (const listener of [...listeners]) listener()
  })
  listeners.add(changed)
  // Observing a node again only replaces its options, so each root is observed once.
  observer.observe(element.ownerDocument.documentElement, OPTIONS)
  for (let root = element.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
    observer.observe(root, OPTIONS)
  return () => {
    listeners.delete(changed)
    if (listeners.size === 0) observer?.disconnect()
  }
}

/** How many language watches are running: none once every element has left (a test reads it). */
export function watchedLangCount(): number {
  return listeners.size
}
