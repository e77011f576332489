import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { framed } from '../test/stories.tsx'
import { DateField, type DateFieldProps } from './DateField.tsx'
import { DateText } from './DateText.tsx'

/** Keeps the typed text in state, as a host form would. */
function Stateful(props: DateFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <DateField
      {...props}
      value={value}
      onChange={(text, date) => {
        setValue(text)
        props.onChange(text, date)
      }}
    />
  )
}

const meta = {
  title: 'Shared/Date Field',
  component: DateField,
  args: { label: 'Training start date', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [framed({ padding: '1.5rem' })]
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Valid: Story = {
  args: { value: '27-11-2026' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Training start date')).not.toHaveAttribute('aria-invalid')
  }
}

/** Text that is not a day (31 February); the message shows once the field is left. */
export const Invalid: Story = {
  args: { value: '31-02-2026', showErrors: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Training start date')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/Enter a valid date as DD-MM-YYYY/)
  }
}

export const RequiredAndEmpty: Story = {
  args: { required: true, showErrors: true }
}

export const HostRuleError: Story = {
  args: { value: '01-01-2020', error: 'Choose a date after today.' }
}

export const Disabled: Story = {
  args: { value: '27-11-2026', disabled: true }
}

/** Typing a valid date reports the day; the core's parser decides. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Training start date')
    await userEvent.type(input, '27-11-2026')
    await expect(args.onChange).toHaveBeenLastCalledWith('27-11-2026', new Date(Date.UTC(2026, 10, 27)))
    await userEvent.tab()
    await expect(input).not.toHaveAttribute('aria-invalid')
  }
}

/** The display side: any ISO date or Date shown as dd-MM-yyyy. */
export const DisplayedDate: Story = {
  render: () => (
    <p>
      Your training starts on <DateText value="2026-11-27T14:00:00Z" />.
    </p>
  )
}
