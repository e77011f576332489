import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dialog } from './Dialog.tsx'

const meta = {
  title: 'Shared/Dialog',
  component: Dialog,
  args: { open: true, title: 'Dialog title', size: 'medium', onClose: fn() },
  parameters: {
    // Modal dialogs live in the top layer: give each its own frame in the docs page.
    docs: { story: { inline: false, iframeHeight: 420 } }
  }
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const actions = (
  <>
    <button type="button" className="crew-button crew-button--secondary">
      Cancel
    </button>
    <button type="button" className="crew-button crew-button--primary">
      Confirm
    </button>
  </>
)

export const Medium: Story = {
  args: { children: <p>The medium size fits a short explanation and up to two actions.</p>, actions }
}

export const Small: Story = {
  args: { size: 'small', title: 'Small dialog', children: <p>A one-line message.</p>, actions }
}

export const WithClosingCross: Story = {
  args: { closeLabel: 'Close', children: <p>The cross asks the owner to close the dialog.</p> }
}

/** Keyboard contract in a real browser: focus moves in, Tab wraps, Escape asks to close. */
export const KeyboardContract: Story = {
  args: { children: <p>Tab stays inside; Escape closes.</p>, actions },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body)
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    await expect(cancel).toHaveFocus()
    await userEvent.tab()
    await expect(confirm).toHaveFocus()
    await userEvent.tab()
    await expect(cancel).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(confirm).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    // The browser did not close it behind the owner's back.
    await expect(screen.getByRole('dialog')).toBeVisible()
  }
}

function OpenAndClose() {
  const [open, setOpen] = useState(false)
  return (
    <div style={{ padding: '1.5rem' }}>
      <button type="button" className="crew-button crew-button--primary" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog open={open} title="Opened from a button" closeLabel="Close" onClose={() => setOpen(false)}>
        <p>Closing returns focus to the button that opened it.</p>
      </Dialog>
    </div>
  )
}

/** In a real browser: focus moves into the dialog, and back to the opener after Escape or the cross. */
export const ReturnsFocusToOpener: Story = {
  render: () => <OpenAndClose />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body)
    const opener = screen.getByRole('button', { name: 'Open dialog' })
    await userEvent.click(opener)
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(opener).toHaveFocus()
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(opener).toHaveFocus()
  }
}
