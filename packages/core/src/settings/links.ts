/**
 * A link that opens another site in a new tab (Privacy Policy, License Agreement) is offered only
 * for an absolute `https:` URL: anything else from a configuration (`javascript:`, `http:`, a bare
 * path, a typo) gives undefined, and the text shows without a link.
 */
export function externalLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : undefined
  } catch {
    return undefined
  }
}
