import { httpsLinkUrl } from '../format/link.ts'

/**
 * A link that opens another site in a new tab (Privacy Policy, License Agreement) is offered only
 * for an absolute `https:` URL, the https half of the link rule (`serverLinkUrl`): anything else from
 * a configuration (`javascript:`, `http:`, a bare path, a typo) gives undefined, and the text shows
 * without a link.
 */
export function externalLinkUrl(value: unknown): string | undefined {
  return httpsLinkUrl(value)
}
