import type { Meta, StoryObj } from '@storybook/react-vite'
import './element.ts'
import { crewElementDocs } from '../elements/crew-docs.ts'
import '../elements/react-jsx.ts'
import type { AccessPassData } from './pass.ts'

interface Args {
  pass: AccessPassData | undefined
  offline: boolean
  updatedAt: string
}

// Windows far from today, so each story shows the same status whenever it is opened.
const pass: AccessPassData = {
  id: 'AP-2026-0042',
  holderName: 'Alex Morgan',
  airline: 'Blue Crane Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'B737 Recurrent — BAT',
  validFrom: '2000-01-01T06:00:00Z',
  validUntil: '2099-12-31T22:00:00Z'
}

const meta = {
  title: 'Elements/crew-access-pass',
  args: { pass, offline: false, updatedAt: '2026-11-27T07:15:00Z' },
  render: (args) => <crew-access-pass pass={args.pass} offline={args.offline} updated-at={args.updatedAt} />,
  parameters: { layout: 'padded', docs: { description: { component: crewElementDocs('crew-access-pass') } } }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Valid: Story = {}
export const NotYetValid: Story = { args: { pass: { ...pass, validFrom: '2099-01-01T06:00:00Z', validUntil: '2099-01-03T22:00:00Z' } } }
export const Expired: Story = { args: { pass: { ...pass, validFrom: '2001-01-01T06:00:00Z', validUntil: '2001-01-03T22:00:00Z' } } }
export const Offline: Story = { args: { offline: true } }
export const NoPass: Story = { args: { pass: undefined } }
