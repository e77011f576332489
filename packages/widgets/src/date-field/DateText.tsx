import type { ReactNode } from 'react'
import { formatDate, type CalendarInput } from '@crew-portal/core'

export interface DateTextProps {
  value: CalendarInput | undefined
  /** Shown for a missing or unreadable date. */
  fallback?: string
}

/** A date displayed as dd-MM-yyyy (the core's `formatDate`), machine-readable in `datetime`. */
export function DateText({ value, fallback = '--' }: DateTextProps): ReactNode {
  const text = value === undefined ? '' : formatDate(value)
  if (!text) return <span>{fallback}</span>
  // dd-MM-yyyy rearranged to the yyyy-MM-dd a <time> element expects.
  const [day, month, year] = text.split('-')
  // nowrap: a date never breaks at its hyphens.
  return (
    <time dateTime={`${year}-${month}-${day}`} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  )
}
