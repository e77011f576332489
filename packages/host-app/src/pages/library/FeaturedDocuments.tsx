import { documentTypeLabel } from '@crew-portal/core'
import type { Audience, LibraryDocument } from '@crew-portal/contract'
import { Carousel } from '@crew-portal/widgets/views'
import { DocumentMeta } from './DocumentList.tsx'
import { libraryDocumentPath } from './paths.ts'

/** The featured documents in the carousel's list variant (R-LAYOUT-8: 4 vertical slides, 600 ms). */
export function FeaturedDocuments({
  audience,
  featured
}: {
  audience: Audience
  featured: readonly LibraryDocument[]
}) {
  if (featured.length === 0) return null
  const slides = featured.map((document) => ({
    id: document.id,
    content: (
      <div className="library-featured__slide">
        <a href={libraryDocumentPath(audience, document.id)}>{document.title}</a>
        <DocumentMeta facts={[documentTypeLabel(document.fileType)]} dated="Updated" at={document.updatedAt} />
      </div>
    )
  }))
  return (
    <section className="page-card library-featured" aria-labelledby="library-featured-title">
      <h2 id="library-featured-title">Featured</h2>
      <Carousel
        label="Featured documents"
        variant="list"
        slides={slides}
        previousLabel="Previous documents"
        nextLabel="Next documents"
      />
    </section>
  )
}
