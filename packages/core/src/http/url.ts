/** Resolves an API path against the API base (keeping its base path); absolute URLs stay as they are. */
export function resolveApiUrl(path: string, apiBaseUrl: string): URL {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return new URL(path)
  const base = apiBaseUrl.replace(/\/+$/, '')
  return new URL(`${base}/${path.replace(/^\/+/, '')}`)
}

function isConfigurationSettings(url: URL): boolean {
  return url.pathname.toLowerCase().includes('/configuration/settings')
}

/**
 * R-HTTP-1: the bearer token goes to the product API's origin only, and not to its public
 * configuration/settings path. Everything else (the settings file, other origins) gets none.
 */
export function carriesToken(url: URL, apiBaseUrl: string): boolean {
  let apiOrigin: string
  try {
    apiOrigin = new URL(apiBaseUrl).origin
  } catch {
    return false
  }
  return url.origin === apiOrigin && !isConfigurationSettings(url)
}

/**
 * The headers of a call to `url`, the same for every call the core makes: JSON asked for unless the
 * caller asked for something else, and the token (asked of `token` only then) where R-HTTP-1 allows
 * one. Whatever the caller passed as `authorization` is dropped.
 */
export async function apiHeaders(
  url: URL,
  apiBaseUrl: string,
  token: () => Promise<string>,
  given?: HeadersInit
): Promise<Headers> {
  const headers = new Headers(given)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  headers.delete('authorization')
  if (carriesToken(url, apiBaseUrl)) headers.set('authorization', `Bearer ${await token()}`)
  return headers
}
