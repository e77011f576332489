import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FooterActions } from './FooterActions.tsx'

const meta = {
  title: 'Shared/Footer Actions',
  component: FooterActions,
  args: { onSurvey: fn(), onHelp: fn() },
  decorators: [
    (Story, { args }) => (
      <div
        style={{
          width: args.compact ? '6.4rem' : '23.2rem',
          background: 'var(--crew-color-surface)',
          borderRight: '1px solid var(--crew-color-divider)'
        }}
      >
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof FooterActions>

export default meta
type Story = StoryObj<typeof meta>

/** Under the open side navigation (23.2rem). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Satisfaction Survey' }))
    await expect(args.onSurvey).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }))
    await expect(args.onHelp).toHaveBeenCalledOnce()
  }
}

/** Under the collapsed side navigation (6.4rem): icons with accessible names. */
export const Compact: Story = { args: { compact: true } }
