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
