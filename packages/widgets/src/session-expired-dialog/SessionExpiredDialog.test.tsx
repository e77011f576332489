import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, render } from '../test/render.tsx'
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx'

afterEach(cleanup)

describe('SessionExpiredDialog', () => {
  it('is a medium alert dialog that explains the logout and asks for a screenshot', () => {
    render(<SessionExpiredDialog open onLogIn={() => {}} onClose={() => {}} />)
    const dialog = document.querySelector('dialog')!
    expect(dialog.dataset.size).toBe('medium')
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    expect(dialog.textContent).toMatch(/logged out for security reasons|for security reasons, you were logged out/i)
    expect(dialog.textContent).toMatch(/contact support.*screenshot/i)
  })

  it('calls onLogIn from Log In', () => {
    const onLogIn = vi.fn()
    render(<SessionExpiredDialog open onLogIn={onLogIn} onClose={() => {}} />)
    click(button('Log In'))
    expect(onLogIn).toHaveBeenCalledOnce()
  })
})
