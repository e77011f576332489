import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx'

afterEach(cleanup)

// Its size, role, title and Log In: dialog/NoticeDialog.test.tsx, with the No Internet dialog's.
describe('SessionExpiredDialog', () => {
  it('explains the logout and asks for a screenshot', () => {
    render(<SessionExpiredDialog open onLogIn={() => {}} onClose={() => {}} />)
    const dialog = document.querySelector('dialog')!
    expect(dialog.textContent).toMatch(/logged out for security reasons|for security reasons, you were logged out/i)
    expect(dialog.textContent).toMatch(/contact support.*screenshot/i)
  })
})
