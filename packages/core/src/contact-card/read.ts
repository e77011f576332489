/**
 * Defensive reading of event and directory objects. Events reach the selection validated by the
 * api area, but the selection is a public pure function (partners, stories, property tests feed
 * it anything), so it reads only own properties of the right type and never throws.
 */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
  return (value as Record<string, unknown>)[key]
}

/** A trimmed, non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

const EMAIL = /^[^\s@]+@[^\s@]+$/

/** The account executive's e-mail, if the event has an executive with a usable one. */
export function executiveEmail(event: unknown): string | undefined {
  const email = text(own(own(event, 'reservationAccountExecutive'), 'accountExecutiveEmail'))
  return email && EMAIL.test(email) ? email : undefined
}
