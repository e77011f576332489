import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react'
import { dialogKeyDown } from '../elements/focus.ts'
import { useDialogOpen } from './useDialogOpen.ts'
import '../theme/tokens.css'
import '../theme/button.css'
import './Dialog.css'

export type DialogSize = 'small' | 'medium'

export interface DialogProps {
  /** Whether the dialog is shown; the dialog is controlled, it never closes itself. */
  open: boolean
  title: ReactNode
  size?: DialogSize
  /** Escape, the closing cross, or the browser closing the dialog: the owner sets `open` to false. */
  onClose: () => void
  /** Shows a closing cross in the title bar with this accessible name. */
  closeLabel?: string
  /** Buttons at the bottom, in reading order. */
  actions?: ReactNode
  children?: ReactNode
  /** `alertdialog` for a message that interrupts the user and needs an answer. */
  role?: 'dialog' | 'alertdialog'
  className?: string
  /**
   * `false`: docked at the bottom of the viewport and not modal — the page stays readable and
   * usable behind it (the No Internet dialog over an access pass that must stay scannable).
   */
  modal?: boolean
}

/**
 * The modal base of every dialog (WAI-ARIA dialog pattern) on the native `<dialog>`: `showModal()`
 * makes the page behind it inert and puts the dialog in the top layer. On top of that: focus moves
 * to the first control, Tab and Shift+Tab wrap inside the dialog, Escape asks the owner to close,
 * and focus returns to the element that had it when the dialog opened.
 */
export function Dialog({
  open,
  title,
  size = 'medium',
  onClose,
  closeLabel,
  actions,
  children,
  role = 'dialog',
  className,
  modal = true
}: DialogProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  // Read in event handlers only, so a new onClose on every render does not reopen the dialog.
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  // The dialog reopens in its new mode when `modal` changes (a route change while offline).
  useDialogOpen(dialogRef, open, modal)

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>): void {
    // A close request the keydown did not catch (e.g. a platform back gesture).
    event.preventDefault()
    onCloseRef.current()
  }

  function handleClose(event: SyntheticEvent<HTMLDialogElement>): void {
    // The browser may close a modal dialog without a cancelable event; tell the owner. A close
    // of our own that reopened it (a new mode, a move of its element) is not the owner's.
    if (open && !event.currentTarget.open) onCloseRef.current()
  }

  if (!open) return null
  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={modal ? 'true' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className={['crew-dialog', `crew-dialog--${size}`, modal ? undefined : 'crew-dialog--docked', className]
        .filter(Boolean)
        .join(' ')}
      data-size={size}
      tabIndex={-1}
      // Only a modal dialog keeps focus inside; the docked one leaves the page usable.
      onKeyDown={(event) => dialogKeyDown(event, onCloseRef.current, modal)}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      <div className="crew-dialog__header">
        <h2 id={titleId} className="crew-dialog__title">
          {title}
        </h2>
        {closeLabel ? (
          <button
            type="button"
            className="crew-dialog__close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      {children ? (
        <div id={bodyId} className="crew-dialog__body">
          {children}
        </div>
      ) : null}
      {actions ? <div className="crew-dialog__actions">{actions}</div> : null}
    </dialog>
  )
}
