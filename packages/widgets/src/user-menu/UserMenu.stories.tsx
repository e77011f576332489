import type { Meta, StoryObj } from '@storybook/react-vite'
import './element.ts'
import { crewElementDocs } from '../../scripts/docs/crew-docs.ts'
import '../elements/react-jsx.ts'

interface Args {
  givenName: string
  lastName: string
  email: string
  smsNotificationsEnabled: boolean
  buildNumber: string
}

/** Opens the menu, as a designer wants to see its panel. */
async function openMenu({ canvasElement }: { canvasElement: HTMLElement }) {
  const menu = canvasElement.querySelector('crew-user-menu')
  await menu?.updateComplete
  menu?.shadowRoot?.querySelector<HTMLButtonElement>('[part="toggle"]')?.click()
}

const meta = {
  title: 'Elements/crew-user-menu',
  args: {
    givenName: 'Alex',
    lastName: 'Morgan',
    email: 'bat.pilot@example.com',
    smsNotificationsEnabled: true,
    buildNumber: '2026.11.3'
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '22rem' }}>
      <crew-user-menu
        given-name={args.givenName}
        last-name={args.lastName}
        email={args.email}
        sms-notifications-enabled={args.smsNotificationsEnabled}
        build-number={args.buildNumber}
        privacy-policy-url="https://example.com/privacy"
        license-agreement-url="https://example.com/license"
      />
    </div>
  ),
  parameters: { layout: 'padded', docs: { description: { component: crewElementDocs('crew-user-menu') } } }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const WithSettings: Story = { play: openMenu }
export const WithoutSettings: Story = { args: { smsNotificationsEnabled: false }, play: openMenu }
export const VeryLongName: Story = {
  args: {
    givenName: 'Maximiliana-Alexandrina',
    lastName: 'Vanderbilt-Oppenheimer',
    email: 'maximiliana.vanderbilt-oppenheimer@very-long-airline-name.example.com'
  },
  play: openMenu
}
