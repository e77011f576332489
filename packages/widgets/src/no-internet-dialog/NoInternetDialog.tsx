import type { ReactNode } from 'react'
import { NoticeDialog } from '../dialog/NoticeDialog.tsx'

export interface NoInternetDialogProps {
  open: boolean
  /** TRY AGAIN: the host reloads the page. */
  onRetry: () => void
  /** Escape; the host may also close it when the connection comes back. */
  onClose: () => void
  /**
   * Docked at the bottom and not modal: the page stays readable behind it. The access pass page
   * uses it, so the pass and its QR code can still be shown and scanned at the door.
   */
  docked?: boolean
}

/** Shown when the browser goes offline (R-DIALOG-1: small, TRY AGAIN reloads). */
export function NoInternetDialog({ open, onRetry, onClose, docked = false }: NoInternetDialogProps): ReactNode {
  return (
    <NoticeDialog
      open={open}
      modal={!docked}
      size="small"
      title="No Internet Connection"
      action="TRY AGAIN"
      onAction={onRetry}
      onClose={onClose}
    >
      <p>Check your network connection, then try again.</p>
    </NoticeDialog>
  )
}
