/**
 * The API's paths, patterns like `/api/v1/trainingevents/{id}`. Literal segments match without
 * regard to case, as the production API (ASP.NET) does: Hono routes on the lower-cased path, and a
 * `{name}` segment's value is read back, in its own case and decoded, from the request's path.
 */
export type Method = 'GET' | 'POST' | 'PUT'

/** The path Hono routes on: a pattern as a Hono path, or a request path, lower-cased, without a trailing slash. */
export function routePath(patternOrRequest: string | Request): string {
  const path = typeof patternOrRequest === 'string' ? patternOrRequest : new URL(patternOrRequest.url).pathname
  const lower = path.replace(/\{(\w+)\}/g, ':$1').toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower
}

/**
 * The `{name}` values of `pattern` in `pathname`, in a null-prototype record (a segment named
 * `__proto__` stays an ordinary value); undefined when an escape is malformed (`%E0%A4%A`).
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const names = pattern.split('/').filter((segment) => segment !== '')
  const parts = pathname.split('/').filter((segment) => segment !== '')
  const params = Object.create(null) as Record<string, string>
  try {
    for (const [index, segment] of names.entries()) {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1]
      if (name !== undefined) params[name] = decodeURIComponent(parts[index] ?? '')
    }
  } catch {
    return undefined
  }
  return params
}
