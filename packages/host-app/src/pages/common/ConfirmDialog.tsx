import { Dialog } from '@crew-portal/widgets/views'
import type { ReactNode } from 'react'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** The confirming button's words, which say what it does ("Make a new link"). */
  confirmLabel: string
  onConfirm: () => void
  /** Cancel, Escape and the close button. */
  onCancel: () => void
  /** What confirming does, in a sentence or two. */
  children: ReactNode
}

/** A question asked before a step that cannot be taken back: the step first, Cancel beside it. */
export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      size="small"
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="page-button" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="page-button page-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
