import type { ReactNode } from 'react'
import { Dialog, type DialogProps } from './Dialog.tsx'

export interface NoticeDialogProps extends Omit<DialogProps, 'actions' | 'closeLabel'> {
  /** The words of its one button. */
  action: string
  onAction: () => void
}

/**
 * A dialog that tells the user one thing and offers one way on, its single primary button: the
 * No Internet and Session Expired dialogs (R-DIALOG-1, R-DIALOG-2).
 */
export function NoticeDialog({ action, onAction, ...dialog }: NoticeDialogProps): ReactNode {
  return (
    <Dialog
      {...dialog}
      actions={
        <button type="button" className="crew-button crew-button--primary" onClick={onAction}>
          {action}
        </button>
      }
    />
  )
}
