import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NoInternetDialog } from './NoInternetDialog.tsx'

const meta = {
  title: 'Shared/No Internet Dialog',
  component: NoInternetDialog,
  args: { open: true, onRetry: fn(), onClose: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } }
} satisfies Meta<typeof NoInternetDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body)
    await expect(screen.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  }
}
