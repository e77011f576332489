import { documentTypeLabel } from '@crew-portal/core'
import type { PartState } from '@crew-portal/core'
import type { Audience, RecentlyViewedDocument } from '@crew-portal/contract'
import { DocumentMeta } from './DocumentList.tsx'
import { libraryDocumentPath } from './paths.ts'
import { LoadingState } from '../common/PageState.tsx'

/**
 * The crew member's last opened documents. Its API call is whitelisted (R-ERRORS-2): a failure is a
 * quiet note, with Try again (R-ERRORS-7: no banner speaks for it).
 */
export function RecentlyViewed({
  audience,
  recent
}: {
  audience: Audience
  recent: PartState<readonly RecentlyViewedDocument[]>
}) {
  let body
  if (recent.status === 'error')
    body = (
      <p className="page-note">
        Recently viewed documents are not available right now.{' '}
        <button type="button" className="page-inline-button" onClick={recent.retry}>
          Try again
        </button>
      </p>
    )
  else if (recent.status === 'loading') body = <LoadingState label="Loading recently viewed documents…" />
  else if (recent.value.length === 0) body = <p className="page-note">Documents you open will appear here.</p>
  else
    body = (
      <ul className="library-recent__list">
        {recent.value.map((entry) => (
          <li key={entry.documentId}>
            <a href={libraryDocumentPath(audience, entry.documentId)}>{entry.title}</a>
            <DocumentMeta facts={[documentTypeLabel(entry.fileType)]} dated="Viewed" at={entry.viewedAt} />
          </li>
        ))}
      </ul>
    )

  return (
    <section className="page-card library-recent" aria-labelledby="library-recent-title">
      <h2 id="library-recent-title">Recently viewed</h2>
      {body}
    </section>
  )
}
