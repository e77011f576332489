import { afterEach, describe, expect, it, vi } from 'vitest'
import { NoInternetDialog } from '../no-internet-dialog/NoInternetDialog.tsx'
import { SessionExpiredDialog } from '../session-expired-dialog/SessionExpiredDialog.tsx'
import { button, cleanup, click, render } from '../test/render.tsx'

afterEach(cleanup)

// The dialogs built on NoticeDialog (R-DIALOG-1, R-DIALOG-2): each its size, role and title, and
// its one button, which calls its handler.
describe.each([
  {
    name: 'NoInternetDialog',
    size: 'small',
    role: null,
    title: 'No Internet Connection',
    action: 'TRY AGAIN',
    render: (onAction: () => void) => render(<NoInternetDialog open onRetry={onAction} onClose={() => {}} />)
  },
  {
    name: 'SessionExpiredDialog',
    size: 'medium',
    role: 'alertdialog',
    title: 'Your session has expired',
    action: 'Log In',
    render: (onAction: () => void) => render(<SessionExpiredDialog open onLogIn={onAction} onClose={() => {}} />)
  }
])('$name', ({ size, role, title, action, render: renderDialog }) => {
  it(`is a ${size} ${role ?? 'dialog'} titled ${title}`, () => {
    renderDialog(() => {})
    const dialog = document.querySelector('dialog')!
    expect(dialog.dataset.size).toBe(size)
    expect(dialog.getAttribute('role')).toBe(role)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(title)
  })

  it(`calls its handler from ${action}`, () => {
    const onAction = vi.fn()
    renderDialog(onAction)
    click(button(action))
    expect(onAction).toHaveBeenCalledOnce()
  })
})
