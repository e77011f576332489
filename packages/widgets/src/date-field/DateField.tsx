import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { parseDate } from '@crew-portal/core'
import '../theme/tokens.css'
import './DateField.css'

export interface DateFieldProps {
  label: string
  /** The text as typed; the field is controlled. */
  value: string
  /** Every edit: the text, and the day it names (UTC midnight) when it is a valid dd-MM-yyyy date. */
  onChange: (text: string, date: Date | undefined) => void
  required?: boolean
  disabled?: boolean
  name?: string
  /** An error from the host's own rule (e.g. "must be in the future"); shown as is. */
  error?: string
  /** Shown once the user leaves a field whose text is not a date. */
  invalidMessage?: string
  requiredMessage?: string
  /** Shows the format problem immediately instead of after the first blur (e.g. after submit). */
  showErrors?: boolean
}

/**
 * A date input in dd-MM-yyyy (R-FORMAT-1). Parsing and validation are the core's `parseDate`;
 * this view only decides when to show the problem: after the user leaves the field, not while
 * they are still typing. The hint and the error are tied to the input with aria-describedby.
 */
export function DateField({
  label,
  value,
  onChange,
  required = false,
  disabled = false,
  name,
  error,
  invalidMessage = 'Enter a valid date as DD-MM-YYYY, for example 27-11-2026.',
  requiredMessage = 'Enter a date.',
  showErrors = false
}: DateFieldProps): ReactNode {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const [touched, setTouched] = useState(false)

  const text = value.trim()
  const formatProblem =
    text === '' ? (required ? requiredMessage : undefined) : parseDate(text) ? undefined : invalidMessage
  const shownError = error ?? (touched || showErrors ? formatProblem : undefined)

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const next = event.currentTarget.value
    onChange(next, parseDate(next.trim()))
  }

  return (
    <div className={`crew-date-field${shownError ? ' crew-date-field--invalid' : ''}`}>
      <label className="crew-date-field__label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <span className="crew-date-field__hint" id={hintId}>
        Format: DD-MM-YYYY
      </span>
      <input
        id={inputId}
        className="crew-date-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        onChange={handleChange}
        onBlur={() => setTouched(true)}
      />
      {shownError ? (
        <span className="crew-date-field__error" id={errorId}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path d="M12 7v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="16.5" r="1.2" fill="#fff" />
          </svg>
          {shownError}
        </span>
      ) : null}
    </div>
  )
}
