import { getEnvironment } from '../environment/configure.ts'

/** Longer than any link the API sends (the contract caps URLs at 2,048 characters too). */
const MAX_LINK_LENGTH = 2048

// Characters the browser's URL parser drops before reading a scheme (C0 controls and space at the
// ends; tab and line breaks anywhere), the backslash it reads as "/", and what other readers have
// taken for spaces or what turns text around (C1 controls, Unicode spaces, line separators, bidi
// and zero-width marks): with any of them, what a check reads and what is followed could differ
// ("\u0001javascript:", "java\tscript:", "\u2028javascript:"). A server never needs them unencoded.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const PARSER_SKIPS = /[\u0000-\u0020\u007f-\u00a0\\\s\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u

function parsed(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}

/**
 * The https half of the link rule (docs/security-hostile.md): an absolute `https:` URL with a host
 * and no user name or password, as the parser writes it; anything else gives undefined.
 */
export function httpsLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK_LENGTH || PARSER_SKIPS.test(value)) return undefined
  if (!/^https:/i.test(value)) return undefined
  const url = parsed(value)
  return url && url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    ? url.href
    : undefined
}

/**
 * The one rule for a URL that comes from a server (the API, the remote configuration, the flags,
 * `settings.json`) or a partner's attribute, before it becomes an `href` or a `src`: an absolute
 * `https:` URL, or a path on the page's own origin (given as `/path`, or relative to the page), which
 * comes back as that path. `javascript:`, `vbscript:`, `data:`, `http:`, `//other.host` and anything
 * the parser would read differently give undefined: the view then shows its words without a link.
 * `pageUrl` defaults to the configured page's address.
 */
export function serverLinkUrl(value: unknown, pageUrl?: string): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LINK_LENGTH || PARSER_SKIPS.test(value))
    return undefined
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return httpsLinkUrl(value)
  // No scheme: a reference relative to the page, which must stay on the page's origin ("//host" does not).
  const page = parsed(pageUrl ?? getEnvironment().location.href())
  const url = page && parsed(value, page.href)
  if (!page || !url || url.origin !== page.origin || page.origin === 'null') return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
