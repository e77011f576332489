import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Snackbar } from './Snackbar.tsx'
import { useSnackbarQueue } from './useSnackbarQueue.ts'

const meta = {
  title: 'Shared/Snackbar',
  component: Snackbar,
  // A very long duration keeps the static states on screen for designers and screenshots.
  args: {
    notices: [{ id: '1', message: 'Your notification settings were saved.' }],
    onDismiss: fn(),
    durationMs: 3_600_000
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } }
} satisfies Meta<typeof Snackbar>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[role="status"]')!
    const style = getComputedStyle(notice)
    // R-LAYOUT-7: 88 px from the top and 24 px from the right.
    await expect(style.position).toBe('fixed')
    await expect(style.top).toBe('88px')
    await expect(style.right).toBe('24px')
  }
}

export const Success: Story = {
  args: { notices: [{ id: '2', message: 'Pre-check-in completed.', kind: 'success' }] }
}

export const ErrorNotice: Story = {
  args: { notices: [{ id: '3', message: 'We could not save your settings. Try again.', kind: 'error' }] }
}

export const WithAction: Story = {
  args: {
    notices: [{ id: 'update', message: 'A new version is available', action: { label: 'Reload', onAction: fn() } }]
  },
  play: async ({ canvasElement }) => {
    // Visible once its entrance animation has run.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Reload' })).toBeVisible())
  }
}

export const LongMessage: Story = {
  args: {
    notices: [
      {
        id: '4',
        message:
          'Your training documents for BAT Recurrent (A320) at the Miami Training Center were updated. Review them before check-in.'
      }
    ]
  }
}

function QueueDemo() {
  const queue = useSnackbarQueue()
  return (
    <div style={{ padding: '1rem' }}>
      <button
        type="button"
        className="crew-button crew-button--primary"
        onClick={() => queue.show(`Notice ${queue.notices.length + 1}`)}
      >
        Show a notice
      </button>
      <Snackbar notices={queue.notices} onDismiss={queue.dismiss} durationMs={400} />
    </div>
  )
}

/** Notices queue up and show one at a time; here each lasts 400 ms instead of 4000 ms. */
export const Queue: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const show = canvas.getByRole('button', { name: 'Show a notice' })
    await userEvent.click(show)
    await userEvent.click(show)
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('Notice 1')
    await waitFor(() => expect(status).toHaveTextContent('Notice 2'), { timeout: 2000 })
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 2000 })
  }
}
