import { documentTypeLabel, formatDocumentSize } from '@crew-portal/core'
import type { Audience, LibraryCategory, LibraryDocument } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { Suspense } from 'react'
import { preloadable } from '../../lazy.tsx'
import { libraryDocumentPath } from './paths.ts'

// Whether a document is required reading is a chunk of its own, with the events' reading: the list
// renders without it, and the mark follows.
const RequiredMarkPart = preloadable(
  () => import('./RequiredMark.tsx'),
  (module) => module.RequiredMark
)

export function categoryName(categories: readonly LibraryCategory[] | undefined, id: string): string {
  return categories?.find((category) => category.id === id)?.name ?? id
}

/** What helps choose a document, below its link: facts such as its category, type and size, and one date. */
export function DocumentMeta({
  facts,
  dated,
  at
}: {
  facts: readonly string[]
  dated: 'Updated' | 'Viewed'
  at: string
}) {
  return (
    <p className="library-doc__meta">
      {facts.map((fact, index) => (
        <span key={index}>{fact}</span>
      ))}
      <span>
        {dated} <DateText value={at} />
      </span>
    </p>
  )
}

interface DocumentSummaryProps {
  audience: Audience
  document: LibraryDocument
  categories: readonly LibraryCategory[] | undefined
}

/** One document as a link to its page, with what helps choose it: category, type, size, date. */
export function DocumentSummary({ audience, document, categories }: DocumentSummaryProps) {
  return (
    <div className="library-doc">
      <a className="library-doc__title" href={libraryDocumentPath(audience, document.id)}>
        {document.title}
      </a>{' '}
      <Suspense fallback={null}>
        <RequiredMarkPart.Component documentId={document.id} />
      </Suspense>
      {document.description ? <p className="library-doc__description">{document.description}</p> : null}
      <DocumentMeta
        facts={[
          categoryName(categories, document.category),
          documentTypeLabel(document.fileType),
          formatDocumentSize(document.size)
        ]}
        dated="Updated"
        at={document.updatedAt}
      />
    </div>
  )
}

interface DocumentListProps extends Omit<DocumentSummaryProps, 'document'> {
  documents: readonly LibraryDocument[]
}

export function DocumentList({ audience, documents, categories }: DocumentListProps) {
  return (
    <ul className="library-list">
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentSummary audience={audience} document={document} categories={categories} />
        </li>
      ))}
    </ul>
  )
}
