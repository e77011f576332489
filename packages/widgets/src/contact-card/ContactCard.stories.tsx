import type { Meta, StoryObj } from '@storybook/react-vite'
import './element.ts'
import { crewElementDocs } from '../../scripts/docs/crew-docs.ts'
import '../elements/react-jsx.ts'
import type { ContactCardEventInput, ContactCardInput } from './data.ts'

interface Args {
  firstName: string
  contact: ContactCardInput
  events: ContactCardEventInput[]
}

// A 1×1 grey JPEG stands in for the directory photo.
const PHOTO = 'data:image/gif;base64,R0lGODlhAQABAIAAAMLCwgAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=='

const contact: ContactCardInput = {
  name: 'Jordan Lee',
  reservationId: 'G-1001',
  email: 'jordan.lee@crew.example',
  phoneNumber: '+1 305 555 0142',
  availabilityStartTime: '08:00',
  availabilityEndTime: '17:00'
}
const events: ContactCardEventInput[] = [
  {
    geminiReservationId: 'G-1001',
    reservationId: 'R-1001',
    trainingLocationDisplayName: 'Miami Training Center',
    startDate: '2026-11-27T08:00:00Z'
  }
]

const meta = {
  title: 'Elements/crew-contact-card',
  args: { firstName: 'Alex', contact, events },
  render: (args) => (
    <crew-contact-card
      open
      first-name={args.firstName}
      customer-care-url="https://example.com/customer-care"
      contact={args.contact}
      events={args.events}
    />
  ),
  parameters: {
    docs: {
      description: { component: crewElementDocs('crew-contact-card') },
      story: { inline: false, iframeHeight: 640 }
    }
  }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const WithReservation: Story = {}
export const WithoutMatchingReservation: Story = { args: { contact: { ...contact, reservationId: 'unknown' } } }
export const WithPicture: Story = { args: { contact: { ...contact, profilePicture: PHOTO } } }
export const UnknownHours: Story = {
  args: { contact: { ...contact, availabilityStartTime: null, availabilityEndTime: null } }
}
export const VeryLongName: Story = {
  args: {
    firstName: 'Maximiliana-Alexandrina',
    contact: {
      ...contact,
      name: 'Bartholomew Fitzgerald-Montgomery van der Berg',
      email: 'bartholomew.fitzgerald-montgomery@customer-care.example.com'
    }
  }
}
