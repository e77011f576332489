import { RouteName, pathTo } from '@crew-portal/core'
import type { Audience } from '@crew-portal/contract'

/** The library list the audience came from: `/library` or `/library-fto`. */
export function libraryPath(audience: Audience): string {
  return pathTo(audience === 'fto' ? RouteName.libraryFto : RouteName.library)
}

/** A document's page under the same audience, so "back" returns to the list it came from. */
export function libraryDocumentPath(audience: Audience, documentId: string): string {
  const route = audience === 'fto' ? RouteName.libraryFtoDocument : RouteName.libraryDocument
  return pathTo(route, { documentId })
}
