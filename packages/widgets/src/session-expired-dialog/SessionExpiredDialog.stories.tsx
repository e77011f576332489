import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx'

const meta = {
  title: 'Shared/Session Expired Dialog',
  component: SessionExpiredDialog,
  args: { open: true, onLogIn: fn(), onClose: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } }
} satisfies Meta<typeof SessionExpiredDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body)
    await expect(screen.getByRole('alertdialog', { name: 'Your session has expired' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }))
    await expect(args.onLogIn).toHaveBeenCalledOnce()
  }
}
