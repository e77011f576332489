// Which language an element is in, read from the page: pure functions over the DOM and tags.

/** A well-formed BCP 47 tag in its canonical case (`pt-br` → `pt-BR`), or undefined. */
export function canonicalLocale(tag: unknown): string | undefined {
  if (typeof tag !== 'string' || tag.trim() === '') return undefined
  try {
    return Intl.getCanonicalLocales(tag.trim())[0]
  } catch {
    return undefined
  }
}

/**
 * The tables to try for a language tag, best first, in lower case: the tag, then the tag shortened
 * one subtag at a time (`pt-br` → `pt`, `es-pe` → `es`), then any of `available` in the same
 * language (`pt-pt` → `pt-br`: a Portuguese reader is better served by Brazilian Portuguese than by
 * English), then English.
 */
export function localeChain(tag: string, available: readonly string[]): string[] {
  const subtags = tag.toLowerCase().split('-')
  const shortened = subtags.map((_, dropped) => subtags.slice(0, subtags.length - dropped).join('-'))
  const sameLanguage = available.filter((locale) => locale.split('-')[0] === subtags[0])
  return [...new Set([...shortened, ...sameLanguage, 'en'])]
}

const DECLARED = '[lang]:not([lang=""])'

/**
 * The `lang` an element has, or the nearest ancestor's, crossing shadow roots to their hosts. The
 * document element's own `lang` is left out: the kit-wide locale comes before it.
 */
export function declaredLang(element: Element): string | undefined {
  const documentElement = element.ownerDocument.documentElement
  for (let node: Element | undefined = element; node;) {
    const declaring = node.closest(DECLARED)
    if (declaring && declaring !== documentElement) return declaring.getAttribute('lang') ?? undefined
    if (declaring) return undefined
    const root = node.getRootNode()
    node = root instanceof ShadowRoot ? root.host : undefined
  }
  return undefined
}

/** The language tag an element is in: its own or an ancestor's `lang`, then the kit's locale, then `<html lang>`. */
export function languageTag(element: Element, kitLocale: string | undefined): string | undefined {
  return declaredLang(element) ?? kitLocale ?? (element.ownerDocument.documentElement.getAttribute('lang') || undefined)
}
