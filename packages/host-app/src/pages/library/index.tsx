import { RouteName, libraryAudienceFor } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { $router } from '../../router.ts'
import type { PageProps } from '../types.ts'
import { LibraryDocumentPage } from './LibraryDocumentPage.tsx'
import { LibraryPage } from './LibraryPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './library.css'

const FTO_ROUTES: ReadonlySet<string> = new Set([RouteName.libraryFto, RouteName.libraryFtoDocument])

/** `/library`, `/library-fto` and their documents: the same pages, the audience from the route. */
export function LibraryArea({ params }: PageProps) {
  const page = useStore($router)
  const audience = libraryAudienceFor(page && FTO_ROUTES.has(page.route) ? 'library-fto' : 'library')
  const documentId = params.documentId
  if (documentId) return <LibraryDocumentPage key={`${audience}/${documentId}`} audience={audience} documentId={documentId} />
  return <LibraryPage key={audience} audience={audience} />
}
