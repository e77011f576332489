// "Available offline": the service worker holds a copy of this file (docs/offline.md#offline-copies-of-required-reading).
import { $offlineCopies, hasOfflineCopy } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import './offline-copy-mark.css'

/** Renders the mark when the worker holds the file at `url`, else nothing. */
export function OfflineCopyMark({ url }: { url: string }) {
  const held = useStore($offlineCopies)
  if (!hasOfflineCopy(held, url)) return null
  return (
    <span className="offline-copy-mark">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42l3.3 3.3V4a1 1 0 0 1 1-1zM5 19h14a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2z"
        />
      </svg>
      Available offline
    </span>
  )
}
