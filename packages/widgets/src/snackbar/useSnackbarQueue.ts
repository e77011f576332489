import { useCallback, useRef, useState } from 'react'
import { dismissNotice, enqueueNotice, type SnackbarKind, type SnackbarNotice } from './queue.ts'

export interface SnackbarQueue {
  notices: readonly SnackbarNotice[]
  /** Queues a message; returns its id. */
  show(message: string, kind?: SnackbarKind): string
  /** Queues a notice with its own id (and action); one already queued under that id is not queued twice. */
  push(notice: SnackbarNotice): void
  dismiss(id: string): void
}

/** A queue of notices for one <Snackbar>, owned by the host's layout. */
export function useSnackbarQueue(): SnackbarQueue {
  const [notices, setNotices] = useState<readonly SnackbarNotice[]>([])
  const nextId = useRef(1)
  const show = useCallback((message: string, kind?: SnackbarKind) => {
    const id = `notice-${nextId.current++}`
    setNotices((queue) => enqueueNotice(queue, { id, message, kind }))
    return id
  }, [])
  const push = useCallback((notice: SnackbarNotice) => setNotices((queue) => enqueueNotice(queue, notice)), [])
  const dismiss = useCallback((id: string) => setNotices((queue) => dismissNotice(queue, id)), [])
  return { notices, show, push, dismiss }
}
