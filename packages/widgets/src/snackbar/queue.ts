/** R-LAYOUT-7: a snackbar notification stays for 4000 ms. */
export const SNACKBAR_DURATION_MS = 4000

export type SnackbarKind = 'info' | 'success' | 'error'

export interface SnackbarNotice {
  id: string
  message: string
  kind?: SnackbarKind
  /** One action beside the message (e.g. Reload); choosing it also dismisses the notice. */
  action?: { label: string; onAction(): void }
}

/** Notices show one at a time, oldest first; a notice already queued (same id) is not queued twice. */
export function enqueueNotice(queue: readonly SnackbarNotice[], notice: SnackbarNotice): readonly SnackbarNotice[] {
  return queue.some((queued) => queued.id === notice.id) ? queue : [...queue, notice]
}

export function dismissNotice(queue: readonly SnackbarNotice[], id: string): readonly SnackbarNotice[] {
  return queue.filter((queued) => queued.id !== id)
}
