import type { Meta, StoryObj } from '@storybook/react-vite'
import './element.ts'
import { crewElementDocs } from '../../scripts/docs/crew-docs.ts'
import '../elements/react-jsx.ts'

interface Args {
  message: string
  kind: 'critical' | 'informative' | 'global'
  hideSuffix: boolean
  hideContactUs: boolean
  notifications: Array<{ kind: 'informative' | 'global'; message: string }>
}

const meta = {
  title: 'Elements/crew-banner',
  args: {
    message: 'Something went wrong. Please try again later.',
    kind: 'critical',
    hideSuffix: false,
    hideContactUs: false,
    notifications: []
  },
  argTypes: { kind: { control: 'inline-radio', options: ['critical', 'informative', 'global'] } },
  render: (args) => (
    <crew-banner
      message={args.message}
      kind={args.kind}
      hide-suffix={args.hideSuffix}
      hide-contact-us={args.hideContactUs}
      notifications={args.notifications}
    />
  ),
  parameters: { layout: 'padded', docs: { description: { component: crewElementDocs('crew-banner') } } }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Critical: Story = {}
export const CriticalWithoutSuffix: Story = { args: { hideSuffix: true } }
export const CriticalWithoutContactUs: Story = { args: { hideContactUs: true } }
export const AccessDenied: Story = { args: { message: 'You do not have access to this page.' } }
export const InformativeNotification: Story = {
  args: {
    message: '',
    notifications: [{ kind: 'informative', message: 'New BAT procedures are in the library from 1 December.' }]
  }
}
export const GlobalNotification: Story = {
  args: {
    message: '',
    notifications: [{ kind: 'global', message: 'Crew Portal maintenance tonight from 22:00 to 23:00 UTC.' }]
  }
}
export const AllKinds: Story = {
  args: {
    notifications: [
      { kind: 'informative', message: 'New BAT procedures are in the library from 1 December.' },
      { kind: 'global', message: 'Crew Portal maintenance tonight from 22:00 to 23:00 UTC.' }
    ]
  }
}
export const VeryLongMessage: Story = {
  args: {
    message:
      'The training record documents could not be loaded because the document service did not answer in time. '.repeat(
        3
      )
  }
}
