import { createRouter, getPagePath } from '@nanostores/router'
import { computed } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { ROUTE_PATHS } from './table.ts'
import type { RouteName } from './table.ts'

/**
 * The product's router over the path table (R-ROUTES-2). It reads the URL in a browser and starts at
 * `/` elsewhere (tests open paths on it). The query string still arrives in `page.search`.
 */
export const $router = createRouter(ROUTE_PATHS)

/** Parameters a route's path takes (`{ eventId }` for `/training/:eventId`). */
export type RouteParams = Record<string, string>

/**
 * A path of the route table: every link in the product is built here, never from a template
 * string (tests/lint keeps it so). Parameters are URI-encoded.
 */
export function pathTo(route: RouteName, params: RouteParams = {}, search?: Record<string, string>): string {
  // The table's own typing asks for each route's exact parameters; callers pass them by name.
  const build = getPagePath as unknown as (
    router: typeof $router,
    name: RouteName,
    params: RouteParams,
    search?: Record<string, string>
  ) => string
  return build($router, route, params, search)
}

/** Client-side navigation to a path such as `/training/42` (links from widgets arrive as paths). */
export function openPath(path: string, replace = false): void {
  $router.open(path, replace)
}

/**
 * One parameter of the current page while it is one of `routes`, otherwise null: the key a page
 * model's query reads, so leaving the page (or a page of another id) changes the key at once.
 */
export function routeParam(routes: readonly RouteName[], name: string): ReadableAtom<string | null> {
  return computed($router, (page) => {
    if (!page || !(routes as readonly string[]).includes(page.route)) return null
    const value = (page.params as Record<string, string | undefined>)[name]
    return typeof value === 'string' && value !== '' ? value : null
  })
}
