import type { Meta, StoryObj } from '@storybook/react-vite'
import './element.ts'
import { crewElementDocs } from '../../scripts/docs/crew-docs.ts'
import '../elements/react-jsx.ts'

interface Args {
  open: boolean
  active: 'training' | 'library' | 'access-pass'
  contexts: Array<{ id: string; label: string }>
}

const contexts = [
  { id: 'bat', label: 'BAT — Boeing 737' },
  { id: 'fto', label: 'FTO — Airbus A320' }
]

const meta = {
  title: 'Elements/crew-side-nav',
  args: { open: true, active: 'training', contexts },
  argTypes: { active: { control: 'inline-radio', options: ['training', 'library', 'access-pass'] } },
  render: (args) => (
    <div style={{ height: '100vh', minHeight: '32rem' }}>
      <crew-side-nav open={args.open} active={args.active} context="bat" contexts={args.contexts} />
    </div>
  ),
  parameters: { docs: { description: { component: crewElementDocs('crew-side-nav') } } }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Collapsed: Story = { args: { open: false } }
export const LibraryActive: Story = { args: { active: 'library' } }
export const WithoutContextSwitcher: Story = { args: { contexts: [] } }
export const ContextSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('crew-side-nav')
    await nav?.updateComplete
    nav?.shadowRoot?.querySelector<HTMLButtonElement>('[part="switcher-toggle"]')?.click()
  }
}
/**
 * A phone: up to 1023px the navigation is an overlay that starts closed; the page's menu button
 * (the global header's, here a stand-in) opens it, and choosing an entry closes it.
 */
export const Mobile: Story = {
  args: { open: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ height: '100vh', minHeight: '32rem' }}>
      <button
        type="button"
        onClick={(event) => {
          const nav = event.currentTarget.parentElement?.querySelector('crew-side-nav')
          if (nav) nav.open = true
        }}
      >
        Menu
      </button>
      <crew-side-nav open={args.open} active={args.active} context="bat" contexts={args.contexts} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await canvasElement.querySelector('crew-side-nav')?.updateComplete
    canvasElement.querySelector('button')?.click()
  }
}
