// Elements of the kit as a partner page uses them: created, given their attributes and properties
// before they are attached, then attached and rendered.

/** What an element's first render can be read through. */
export interface AttachedElement<Element extends HTMLElement> {
  element: Element
  root: ShadowRoot
  /** All the text of its shadow root, read when called. */
  text: () => string
}

/**
 * A new `<tag>` in `lang` (none: the page's), set up by `setUp` while still detached, then attached
 * to the body; resolves once it has rendered. Remove it with `document.body.innerHTML = ''`.
 */
export async function attachElement<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  lang: string | undefined,
  setUp: (element: HTMLElementTagNameMap[Tag]) => void
): Promise<AttachedElement<HTMLElementTagNameMap[Tag]>> {
  const element = document.createElement(tag)
  if (lang) element.setAttribute('lang', lang)
  setUp(element)
  document.body.append(element)
  await (element as typeof element & { updateComplete: Promise<boolean> }).updateComplete
  const root = element.shadowRoot as ShadowRoot
  return { element, root, text: () => root.textContent ?? '' }
}
