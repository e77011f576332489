/** What every element's view (`<widget>/element-view.tsx`) receives besides its own props: r2wc passes the shadow root. */
export interface ElementViewProps {
  container?: ShadowRoot | HTMLElement
}

/** The element an element view renders for: r2wc's container is its shadow root. */
export function hostOf(container: ElementViewProps['container']): Element | undefined {
  if (!container) return undefined
  return container instanceof ShadowRoot ? container.host : container
}
