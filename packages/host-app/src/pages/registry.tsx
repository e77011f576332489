import { routeEntry, type RouteName } from '@crew-portal/core'
import type { ComponentType } from 'react'
import { type Preloadable, preloadable } from '../lazy.tsx'
import type { PageProps } from './types.ts'

interface PageModule {
  Page: ComponentType<PageProps>
}

// Every page folder's view, each its own lazily loaded chunk (R-ROUTES-8). The route table names a
// route's folder (`page`); the folder's index.tsx exports its view as `Page`.
const folders = import.meta.glob<PageModule>('./*/index.tsx')

const VIEWS: Record<string, Preloadable<PageProps>> = Object.fromEntries(
  Object.entries(folders).map(([path, load]) => [path.split('/')[1], preloadable(load, (module) => module.Page)])
)

function viewOf(route: RouteName | undefined): Preloadable<PageProps> | undefined {
  const folder = route === undefined ? undefined : routeEntry(route)?.page
  return folder === undefined ? undefined : VIEWS[folder]
}

export function pageFor(route: RouteName): ComponentType<PageProps> | undefined {
  return viewOf(route)?.Component
}

/** Asks for a route's page code ahead of its render; resolves when it has arrived (or failed). */
export function preloadPage(route: RouteName | undefined): Promise<unknown> {
  const page = viewOf(route)
  return page ? page.preload().catch(() => undefined) : Promise.resolve()
}
