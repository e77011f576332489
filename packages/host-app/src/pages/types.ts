import type { RouteName } from '@crew-portal/core'

/** What every page receives from the router. */
export interface PageProps {
  route: RouteName
  params: Record<string, string>
  search: Record<string, string>
}
