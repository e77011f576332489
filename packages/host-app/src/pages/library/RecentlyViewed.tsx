import { $recentlyViewed, $recentlyViewedDocuments, documentTypeLabel } from '@crew-portal/core'
import type { Audience } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets'
import { useStore } from '@nanostores/react'
import { libraryDocumentPath } from './paths.ts'
import { LoadingState } from '../common/PageState.tsx'

/** The crew member's last opened documents. Its API call is whitelisted (SPEC §8): a failure is a quiet note. */
export function RecentlyViewed({ audience }: { audience: Audience }) {
  const state = useStore($recentlyViewedDocuments)
  const recent = useStore($recentlyViewed)

  let body
  if (!state.data && state.status === 'error') body = <p className="page-note">Recently viewed documents are not available right now.</p>
  else if (!state.data) body = <LoadingState label="Loading recently viewed documents…" />
  else if (recent.length === 0) body = <p className="page-note">Documents you open will appear here.</p>
  else
    body = (
      <ul className="library-recent__list">
        {recent.map((entry) => (
          <li key={entry.documentId}>
            <a href={libraryDocumentPath(audience, entry.documentId)}>{entry.title}</a>
            <span className="library-doc__meta">
              <span>{documentTypeLabel(entry.fileType)}</span>
              <span>
                Viewed <DateText value={entry.viewedAt} />
              </span>
            </span>
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
