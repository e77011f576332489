import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, useState } from 'react'
import { cleanup, render } from '../test/render.tsx'
import { DateField } from './DateField.tsx'
import { DateText } from './DateText.tsx'

afterEach(cleanup)

function input(): HTMLInputElement {
  return document.querySelector('input')!
}

/** Types like a user would: sets the value through the native setter so React sees the change. */
function type(text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setter.call(input(), text)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function blur(): void {
  act(() => {
    input().focus()
    input().blur()
  })
}

function describedBy(): string {
  return (input().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')
}

function Controlled({
  onDate = () => {},
  required = false
}: {
  onDate?: (date: Date | undefined) => void
  required?: boolean
}) {
  const [value, setValue] = useState('')
  return (
    <DateField
      label="Date of birth"
      value={value}
      required={required}
      onChange={(text, date) => {
        setValue(text)
        onDate(date)
      }}
    />
  )
}

describe('DateField', () => {
  it('is labelled and describes its dd-MM-yyyy format', () => {
    render(<Controlled />)
    expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toBe('Date of birth')
    expect(describedBy()).toBe('Format: DD-MM-YYYY')
  })

  it('reports the day a valid dd-MM-yyyy text names, using the core parser', () => {
    const onDate = vi.fn()
    render(<Controlled onDate={onDate} />)
    type('27-11-2026')
    expect(onDate).toHaveBeenLastCalledWith(new Date(Date.UTC(2026, 10, 27)))
  })

  it('reports no day for text that is not dd-MM-yyyy', () => {
    const onDate = vi.fn()
    render(<Controlled onDate={onDate} />)
    for (const text of ['2026-11-27', '31-02-2026', '27/11/2026', '7-11-2026']) {
      type(text)
      expect(onDate).toHaveBeenLastCalledWith(undefined)
    }
  })

  it('waits for the user to leave the field before saying the text is not a date', () => {
    render(<Controlled />)
    type('31-02-2026')
    expect(input().getAttribute('aria-invalid')).toBeNull()
    blur()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy()).toMatch(/Format: DD-MM-YYYY \| Enter a valid date as DD-MM-YYYY/)
  })

  it('clears the error once the text is a date', () => {
    render(<Controlled />)
    type('32-01-2026')
    blur()
    type('31-01-2026')
    expect(input().getAttribute('aria-invalid')).toBeNull()
    expect(document.querySelector('.crew-date-field__error')).toBeNull()
  })

  it('asks for a date when required and left empty', () => {
    render(<Controlled required />)
    blur()
    expect(describedBy()).toMatch(/Enter a date\.$/)
  })

  it('shows the host error as is, tied to the input', () => {
    render(<DateField label="Start" value="27-11-2026" onChange={() => {}} error="Pick a day in the future." />)
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy()).toContain('Pick a day in the future.')
  })
})

describe('DateText', () => {
  it('displays a date as dd-MM-yyyy with a machine-readable datetime', () => {
    render(<DateText value="2026-11-27T09:00:00Z" />)
    const time = document.querySelector('time')!
    expect(time.textContent).toBe('27-11-2026')
    expect(time.getAttribute('datetime')).toBe('2026-11-27')
  })

  it('shows the fallback for a missing or unreadable date', () => {
    render(
      <>
        <DateText value={undefined} />
        <DateText value="not a date" fallback="unknown" />
      </>
    )
    expect(document.body.textContent).toBe('--unknown')
  })
})
