import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ElementConnection } from '../elements/connection.ts'
import { cleanup, render } from '../test/render.tsx'
import { Dialog } from './Dialog.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function card(open: boolean, connection: number, onClose = () => {}) {
  return (
    <ElementConnection.Provider value={connection}>
      <Dialog open={open} title="Title" onClose={onClose} actions={<button type="button">First</button>} />
    </ElementConnection.Provider>
  )
}

describe('useDialogOpen (through Dialog)', () => {
  it('does nothing that needs a document while out of one, and opens modal once its element is attached', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    const container = document.createElement('div')
    const root = createRoot(container)
    act(() => root.render(card(true, 0)))
    const dialog = container.querySelector('dialog')
    expect(dialog?.open).toBe(false)
    expect(showModal).not.toHaveBeenCalled()
    expect(focus).not.toHaveBeenCalled()

    // What an element does when it is attached: renders again with its new connection.
    document.body.append(container)
    act(() => root.render(card(true, 1)))
    expect(showModal).toHaveBeenCalledOnce()
    expect(dialog?.open).toBe(true)
    expect(document.activeElement?.textContent).toBe('First')
    act(() => root.unmount())
  })

  it('shows the dialog modal again after its element moved, without asking its owner to close', async () => {
    const onClose = vi.fn()
    const view = render(card(true, 1, onClose))
    const dialog = view.container.querySelector('dialog')
    const showModal = vi.spyOn(dialog as HTMLDialogElement, 'showModal')
    const close = vi.spyOn(dialog as HTMLDialogElement, 'close')
    view.rerender(card(true, 2, onClose))
    expect(close).toHaveBeenCalledOnce()
    expect(showModal).toHaveBeenCalledOnce()
    expect(dialog?.open).toBe(true)
    // The close event of that reopening arrives later, on an open dialog: not the owner's.
    await act(async () => {
      dialog?.dispatchEvent(new Event('close'))
      await Promise.resolve()
    })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('tells its owner when the browser closed it', () => {
    const onClose = vi.fn()
    const view = render(card(true, 1, onClose))
    const dialog = view.container.querySelector('dialog') as HTMLDialogElement
    act(() => {
      dialog.removeAttribute('open')
      dialog.dispatchEvent(new Event('close'))
    })
    expect(onClose).toHaveBeenCalledOnce()
  })
})
