// A fake product API for page tests: answers by "METHOD /path" (path without the /api/v1 prefix and
// query), and 404s anything else so a page calling an unexpected endpoint shows it in the test.
import { TEST_API, json } from '@crew-portal/core/test'
import type { FetchHandler } from '@crew-portal/core/test'

export type ApiRoute = (request: Request, url: URL) => Response | Promise<Response>
export type ApiRoutes = Record<string, ApiRoute | unknown>

/** `routes` values are handlers, Responses (sent as a fresh copy each time) or plain bodies sent as 200 JSON. */
export function fakeApi(routes: ApiRoutes): FetchHandler {
  return async (request) => {
    const url = new URL(request.url)
    const path = url.origin === TEST_API ? url.pathname.replace(/^\/api\/v1/, '') : url.href
    const route = routes[`${request.method} ${path}`]
    if (route === undefined) return json({ message: `No fake for ${request.method} ${path}` }, 404)
    if (typeof route === 'function') return (route as ApiRoute)(request, url)
    return route instanceof Response ? route.clone() : json(route)
  }
}

/** A response that never arrives, to hold a page in its loading state. */
export const pending: ApiRoute = () => new Promise<Response>(() => {})

export { json }
