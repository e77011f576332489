import type { ReactNode } from 'react'
import { Dialog } from '../dialog/Dialog.tsx'

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
    <Dialog
      open={open}
      modal={!docked}
      size="small"
      title="No Internet Connection"
      onClose={onClose}
      actions={
        <button type="button" className="crew-button crew-button--primary" onClick={onRetry}>
          TRY AGAIN
        </button>
      }
    >
      <p>Check your network connection, then try again.</p>
    </Dialog>
  )
}
