// The RFC 8288 `Link` header of a paged list (paging.ts): where the rest of the list is.

/** The `Link` header value that names the rest of a list. */
export function nextLinkHeader(url: string): string {
  return `<${url}>; rel="next"`
}

/**
 * The target of the `rel="next"` link in a `Link` header (RFC 8288: comma-separated
 * `<uri>; param=value` entries, `rel` a space-separated list of relation types), else undefined.
 */
export function nextLinkOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  for (const [, target, params] of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]*)*)/g)) {
    for (const param of params?.split(';') ?? []) {
      const [name, value] = param.split('=', 2).map((part) => part.trim())
      if (name?.toLowerCase() !== 'rel' || value === undefined) continue
      if (value.replace(/^"|"$/g, '').toLowerCase().split(/\s+/).includes('next')) return target
    }
  }
  return undefined
}
