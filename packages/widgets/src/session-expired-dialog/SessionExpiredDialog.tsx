import type { ReactNode } from 'react'
import { NoticeDialog } from '../dialog/NoticeDialog.tsx'

export interface SessionExpiredDialogProps {
  open: boolean
  /** Log In: the host clears session storage and logs out (the core's logout sequence). */
  onLogIn: () => void
  /** Escape. The session is still gone, so a host usually treats this like Log In. */
  onClose: () => void
}

/** Shown after a 401 (R-DIALOG-2: medium, the security text, Log In). */
export function SessionExpiredDialog({ open, onLogIn, onClose }: SessionExpiredDialogProps): ReactNode {
  return (
    <NoticeDialog
      open={open}
      size="medium"
      role="alertdialog"
      title="Your session has expired"
      action="Log In"
      onAction={onLogIn}
      onClose={onClose}
    >
      <p>For security reasons, you were logged out. Please log in again.</p>
      <p>If this keeps happening, contact support and include a screenshot of this message.</p>
    </NoticeDialog>
  )
}
