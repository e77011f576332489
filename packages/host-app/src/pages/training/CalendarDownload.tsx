import { trainingEventCalendarFile } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { useEffect, useMemo, useRef } from 'react'

/**
 * "Add to calendar": a real download link to the event's .ics (the core writes the file), so it
 * works with the keyboard and "save link as". The object URL lives as long as the link; it is set
 * on the element directly because it is created outside React (and revoked when the link goes).
 */
export function CalendarDownload({ event }: { event: TrainingEvent }) {
  const file = useMemo(() => trainingEventCalendarFile(event), [event])
  const anchor = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }))
    anchor.current?.setAttribute('href', url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  return (
    <a ref={anchor} className="page-link-button page-button--secondary training-calendar" download={file.fileName}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM11 12h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
        />
      </svg>
      Add to calendar
    </a>
  )
}
