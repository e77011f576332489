import { routeEntry, type RouteName } from '@crew-portal/core'
import type { ComponentType } from 'react'
import { type Preloadable, preloadable } from '../lazy.tsx'
import type { PageProps } from './types.ts'

interface PageModule {
  Page: ComponentType<PageProps>
  /** Asks for the code a route of the folder renders beyond the folder's own (an area's lazy page). */
  preloadRoute?: (route: RouteName) => Promise<unknown>
}

// Every page folder's view, each its own lazily loaded chunk (R-ROUTES-8). The route table names a
// route's folder (`page`); the folder's index.tsx exports its view as `Page`.
const LOADS: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>('./*/index.tsx')).map(([path, load]) => [path.split('/')[1], load])
)

const VIEWS: Record<string, Preloadable<PageProps>> = Object.fromEntries(
  Object.entries(LOADS).map(([folder, load]) => [folder, preloadable(load, (module) => module.Page)])
)

const folderOf = (route: RouteName | undefined) => (route === undefined ? undefined : routeEntry(route)?.page)

function viewOf(route: RouteName | undefined): Preloadable<PageProps> | undefined {
  const folder = folderOf(route)
  return folder === undefined ? undefined : VIEWS[folder]
}

export function pageFor(route: RouteName): ComponentType<PageProps> | undefined {
  return viewOf(route)?.Component
}

/** Fetches a route's page code ahead, for later (warm: a failure is dropped, the page's render asks again). */
export function warmPage(route: RouteName | undefined): Promise<void> {
  return viewOf(route)?.warm() ?? Promise.resolve()
}

/**
 * Asks for a route's page code ahead of its render, the folder's and what the route renders beyond
 * it (the folder's `preloadRoute`); resolves when it has arrived (or failed).
 */
export function preloadPage(route: RouteName | undefined): Promise<unknown> {
  const page = viewOf(route)
  const load = LOADS[folderOf(route) ?? '']
  if (!page || !load || route === undefined) return Promise.resolve()
  // The folder's module is the one its view loaded: import() answers each specifier once.
  return page
    .preload()
    .then(() => load())
    .then((module) => module.preloadRoute?.(route))
    .catch(() => undefined)
}
