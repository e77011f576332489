import { ROUTE_PATHS } from '@crew-portal/core'
import { createRouter, getPagePath, openPage, redirectPage } from '@nanostores/router'

/** The host app's router, built from the core's path table (the core itself reads no URL). */
// The query string is still read into page.search; the `search` option would make `/error?error=x` match nothing.
export const $router = createRouter(ROUTE_PATHS)

export type AppRouter = typeof $router

/** Client-side navigation to a plain path such as `/training/42` (links from widgets use these). */
export function navigateTo(path: string, replace = false): void {
  $router.open(path, replace)
}

export { getPagePath, openPage, redirectPage }
