import { serverLinkUrl } from '@crew-portal/core'

/**
 * A link target from outside the element (a partner's attribute, the remote configuration) passes
 * the core's link rule against the page the element is in: an `https:` URL, or a path on the page's
 * origin (relative to the page, or from `/`). Anything else, `javascript:` in any disguise, `http:`
 * or another origin without https, gives undefined.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  return typeof document === 'undefined' ? undefined : serverLinkUrl(value, document.baseURI)
}
