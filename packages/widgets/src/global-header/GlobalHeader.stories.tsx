import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { framed } from '../test/stories.tsx'
import { GlobalHeader } from './GlobalHeader.tsx'

/** A stand-in for the `crew-user-menu` element: the header only provides its slot. */
function UserMenuPlaceholder() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '50%',
          background: '#e3ecf7',
          color: '#0a2540',
          fontWeight: 700,
          fontSize: 14
        }}
      >
        AM
      </span>
      <span className="crew-header-story__name">Alex Morgan</span>
    </span>
  )
}

const meta = {
  title: 'Shared/Global Header',
  component: GlobalHeader,
  args: { menuOpen: false, onMenuToggle: fn(), navigationId: 'story-side-nav', userMenu: <UserMenuPlaceholder /> },
  decorators: [
    (Story, { args }) => (
      <>
        <Story />
        {/* The element the menu button controls, so aria-controls points at something real. */}
        <nav
          id="story-side-nav"
          aria-label="Main"
          hidden={!args.menuOpen}
          style={{ padding: '1rem', borderRight: '1px solid var(--crew-color-divider)', width: '14rem' }}
        >
          Side navigation
        </nav>
      </>
    )
  ]
} satisfies Meta<typeof GlobalHeader>

export default meta
type Story = StoryObj<typeof meta>

const width = (px: number) => framed({ width: px, maxWidth: '100%' })

export const Desktop: Story = {
  decorators: [width(1280)],
  play: async ({ canvasElement }) => {
    // On desktop the side navigation is always there: no menu button.
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull()
  }
}

export const MobileMenuClosed: Story = {
  decorators: [width(390)],
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  }
}

export const MobileMenuOpen: Story = {
  decorators: [width(390)],
  args: { menuOpen: true }
}

function Toggling() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <GlobalHeader
        menuOpen={open}
        onMenuToggle={() => setOpen(!open)}
        navigationId="story-side-nav-live"
        userMenu={<UserMenuPlaceholder />}
      />
      <nav id="story-side-nav-live" aria-label="Main menu" hidden={!open} style={{ padding: '1rem' }}>
        Side navigation
      </nav>
    </>
  )
}

/** The disclosure in action on a phone-sized header. */
export const MobileToggle: Story = {
  decorators: [width(390)],
  render: () => <Toggling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menu = canvas.getByRole('button', { name: 'Menu' })
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  }
}
