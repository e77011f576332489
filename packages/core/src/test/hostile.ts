// What the hostile-data tests share (docs/security-hostile.md): putting the corpus into data, and
// reading a DOM for what hostile data would leave behind if it ever got through.
import type { HostilePayload } from './hostile-payloads.ts'

export type JsonPath = readonly (string | number)[]

/**
 * A deep copy of JSON-like `value` in which each string is what `replace` gives for it (undefined
 * keeps the string). Object keys stay; only values change.
 */
export function mapStrings(
  value: unknown,
  replace: (text: string, path: JsonPath) => string | undefined,
  path: JsonPath = []
): unknown {
  if (typeof value === 'string') return replace(value, path) ?? value
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, replace, [...path, index]))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, replace, [...path, key])])
    )
  }
  return value
}

/** The payloads in turn, from `start`, round and round: a different payload for each field. */
export function payloadCycle(payloads: readonly HostilePayload[], start = 0): () => HostilePayload {
  let index = start
  return () => {
    const payload = payloads[index % payloads.length]
    index += 1
    if (!payload) throw new Error('payloadCycle needs at least one payload')
    return payload
  }
}

/**
 * What hostile data would leave in a DOM if it got through, in `root` and every open shadow root
 * under it: an inline event handler (`on…` attribute: React never writes one), an `href`, `src`,
 * `action` or other URL attribute whose URL the browser would read as `javascript:`, `vbscript:`
 * or `data:` other than an image, a `srcdoc`, or an element no view of ours renders (`script`,
 * `iframe` without an https source, `object`, `embed`, `base`, `meta`, `math`, … anywhere but right
 * under `<head>` or `<body>`, where the page's own are). Self-contained,
 * so Playwright can run it in the page as it is. Each finding names the element and the attribute.
 */
export function hostileDomFindings(root: ParentNode): string[] {
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'poster',
    'data',
    'background',
    'srcset',
    'ping',
    'cite',
    'codebase',
    'dynsrc',
    'lowsrc',
    'manifest'
  ])
  const foreign = new Set([
    'script',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'math',
    'mglyph',
    'mtext',
    'marquee',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'listing',
    'isindex',
    'portal',
    'frame',
    'frameset',
    'noscript',
    'template',
    'foreignobject',
    'annotation-xml'
  ])
  // As the URL parser reads it: C0 controls and spaces off both ends, tab and line breaks out.
  const scheme = (value: string) => {
    let text = value
    while (text.length > 0 && text.charCodeAt(0) <= 32) text = text.slice(1)
    text = text.replace(/[\t\n\r]/g, '')
    const match = /^([a-z][a-z0-9+.-]*):/i.exec(text)
    return match ? { name: (match[1] ?? '').toLowerCase(), rest: text.slice(match[0].length).toLowerCase() } : undefined
  }
  const scriptUrl = (value: string) => {
    const found = scheme(value)
    if (!found) return false
    if (found.name === 'javascript' || found.name === 'vbscript') return true
    return found.name === 'data' && !/^image\/(png|jpe?g|gif|webp)[;,]/.test(found.rest)
  }
  const findings: string[] = []
  const visit = (node: ParentNode) => {
    for (const element of node.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase()
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase()
        if (name.startsWith('on')) findings.push(`<${tag} ${name}>`)
        else if (name === 'srcdoc') findings.push(`<${tag} srcdoc>`)
        else if ((urlAttributes.has(name) || name.endsWith(':href')) && scriptUrl(attribute.value))
          findings.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`)
      }
      // The page's own scripts, noscript and links sit right under <head> or <body>; a view's never do.
      const document = element.ownerDocument
      if (foreign.has(tag) && element.parentNode !== document.head && element.parentNode !== document.body)
        findings.push(`<${tag}>`)
      const frameSource = tag === 'iframe' ? (element.getAttribute('src') ?? '') : 'https:'
      if (!scriptUrl(frameSource) && !/^(https:|about:blank$)/.test(frameSource))
        findings.push(`<iframe src="${frameSource.slice(0, 60)}">`)
      if (element.shadowRoot) visit(element.shadowRoot)
    }
  }
  visit(root)
  return findings
}
