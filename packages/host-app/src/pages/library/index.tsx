import { RouteName } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { LibraryDocumentPage } from './LibraryDocumentPage.tsx'
import { LibraryPage } from './LibraryPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './library.css'

const FTO_ROUTES: ReadonlySet<string> = new Set([RouteName.libraryFto, RouteName.libraryFtoDocument])

/** `/library`, `/library-fto` and their documents: the same pages, the audience from the route. */
export function LibraryArea({ route }: PageProps) {
  const audience = FTO_ROUTES.has(route) ? 'fto' : 'all'
  if (route === RouteName.libraryDocument || route === RouteName.libraryFtoDocument) return <LibraryDocumentPage audience={audience} />
  return <LibraryPage key={audience} audience={audience} />
}
