import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, press, render } from '../test/render.tsx'
import { Dialog } from './Dialog.tsx'

afterEach(cleanup)

function openerButton(): HTMLButtonElement {
  const opener = document.createElement('button')
  opener.textContent = 'Open'
  document.body.append(opener)
  opener.focus()
  return opener
}

function twoButtonDialog(open: boolean, onClose = () => {}) {
  return (
    <Dialog
      open={open}
      title="Title"
      onClose={onClose}
      actions={
        <>
          <button type="button">First</button>
          <button type="button">Last</button>
        </>
      }
    >
      <p>Body</p>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(twoButtonDialog(false))
    expect(document.querySelector('dialog')).toBeNull()
  })

  it('opens modal, named by its title and described by its body', () => {
    render(twoButtonDialog(true))
    const dialog = document.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Title')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Body')
  })

  it('moves focus to the first control when it opens', () => {
    openerButton()
    render(twoButtonDialog(true))
    expect(document.activeElement).toBe(button('First'))
  })

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    render(twoButtonDialog(true))
    button('Last').focus()
    expect(press(button('Last'), 'Tab')).toBe(false)
    expect(document.activeElement).toBe(button('First'))
    expect(press(button('First'), 'Tab', { shiftKey: true })).toBe(false)
    expect(document.activeElement).toBe(button('Last'))
  })

  it('lets Tab move normally between controls in the middle', () => {
    render(twoButtonDialog(true))
    expect(press(button('First'), 'Tab')).toBe(true)
  })

  it('asks its owner to close on Escape and keeps the browser from closing it', () => {
    const onClose = vi.fn()
    render(twoButtonDialog(true, onClose))
    expect(press(button('First'), 'Escape')).toBe(false)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('returns focus to the opener when it closes', () => {
    const opener = openerButton()
    const view = render(twoButtonDialog(true))
    expect(document.activeElement).not.toBe(opener)
    view.rerender(twoButtonDialog(false))
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('shows a named closing cross only when asked, which asks to close', () => {
    const onClose = vi.fn()
    render(
      <Dialog open title="T" onClose={onClose} closeLabel="Close">
        x
      </Dialog>
    )
    click(button('Close'))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('applies the requested size', () => {
    render(<Dialog open size="small" title="T" onClose={() => {}} />)
    expect(document.querySelector('dialog')?.classList.contains('crew-dialog--small')).toBe(true)
  })

  it('focuses the dialog itself when it has no control', () => {
    render(
      <Dialog open title="T" onClose={() => {}}>
        Only text
      </Dialog>
    )
    expect(document.activeElement).toBe(document.querySelector('dialog'))
  })
})
