import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LoadingOverlay } from './LoadingOverlay.tsx'

const meta = {
  title: 'Shared/Loading Overlay',
  component: LoadingOverlay,
  args: { visible: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } } },
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: '1.5rem' }}>
          <h1 style={{ marginTop: 0 }}>Training</h1>
          <p>The page behind the overlay cannot be clicked while it loads.</p>
        </main>
        <Story />
      </>
    )
  ]
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector('.crew-loading-overlay')!
    const box = overlay.getBoundingClientRect()
    // Full screen: it covers the whole viewport.
    await expect(box.width).toBe(window.innerWidth)
    await expect(box.height).toBe(window.innerHeight)
  }
}

export const SigningOut: Story = { args: { label: 'Signing out' } }

export const Hidden: Story = { args: { visible: false } }
