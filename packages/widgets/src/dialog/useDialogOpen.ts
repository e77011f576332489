import { useLayoutEffect, type RefObject } from 'react'
import { useElementConnection } from '../elements/connection.ts'
import { deepActiveElement } from '../elements/focus.ts'
import { tabbableElements } from './focusable.ts'

/**
 * Shows the `<dialog>` while `open` (`showModal()`, or `show()` when not modal), moves focus to
 * its `[autofocus]` or first control, and on closing returns focus to what had it before. Nothing
 * happens while the dialog is out of a document, where `showModal()` throws: an element created
 * and opened before it is attached renders again once attached, and after each move, which takes
 * a modal dialog out of the top layer. A layout effect, so the dialog is modal in the commit that
 * shows it (an element's `updateComplete` covers it).
 */
export function useDialogOpen(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, modal = true): void {
  const connection = useElementConnection()
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog?.isConnected) return
    const opener = deepActiveElement()
    if (!dialog.open) {
      if (modal) dialog.showModal()
      else dialog.show()
    }
    const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? tabbableElements(dialog)[0] ?? dialog
    first.focus()
    return () => {
      if (dialog.open) dialog.close()
      // Browsers differ on restoring focus after close(); do it explicitly.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialogRef, open, modal, connection])
}
