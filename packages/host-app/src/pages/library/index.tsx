import { RouteName, libraryPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { LibraryDocumentPage } from './LibraryDocumentPage.tsx'
import { LibraryPage } from './LibraryPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './library.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(libraryPageWiring)

const FTO_ROUTES: ReadonlySet<string> = new Set([RouteName.libraryFto, RouteName.libraryFtoDocument])

/** `/library`, `/library-fto` and their documents: the same pages, the audience from the route. */
function LibraryArea({ route }: PageProps) {
  const audience = FTO_ROUTES.has(route) ? 'fto' : 'all'
  if (route === RouteName.libraryDocument || route === RouteName.libraryFtoDocument)
    return <LibraryDocumentPage audience={audience} />
  return <LibraryPage key={audience} audience={audience} />
}

export { LibraryArea as Page }
