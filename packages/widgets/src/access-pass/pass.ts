import { parseInstant } from '@crew-portal/core'

/** The access pass as the element accepts it (by property) and shows it. */
export interface AccessPassData {
  /** The pass identifier the QR code encodes. */
  id: string
  holderName: string
  /** An image URL or data URL of the holder; a placeholder shows when missing. */
  photo?: string
  airline: string
  trainingCentre: string
  eventName: string
  /** ISO date-times bounding the pass's validity. */
  validFrom: string
  validUntil: string
}

export type AccessPassStatus = 'valid' | 'not-yet-valid' | 'expired'

/**
 * Whether the pass opens the door now: before validFrom it is not yet valid, after validUntil it
 * has expired, in between (both ends included) it is valid.
 * TODO(lead): move to the core access-pass area; the widget should only render its result.
 */
export function accessPassStatus(pass: Pick<AccessPassData, 'validFrom' | 'validUntil'>, now: Date): AccessPassStatus {
  const from = parseInstant(pass.validFrom)
  const until = parseInstant(pass.validUntil)
  // An unreadable bound cannot prove validity: the pass does not show as valid.
  if (!from || !until) return 'expired'
  if (now < from) return 'not-yet-valid'
  if (now > until) return 'expired'
  return 'valid'
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const instant = (value: unknown): string | undefined => {
  const candidate = text(value)
  return candidate !== undefined && parseInstant(candidate) !== undefined ? candidate : undefined
}

/** Reads the `pass` property a partner set; anything incomplete or malformed gives undefined. */
export function toAccessPass(value: unknown): AccessPassData | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const input = value as Record<string, unknown>
  const [id, holderName, airline, trainingCentre, eventName] = [input.id, input.holderName, input.airline, input.trainingCentre, input.eventName].map(text)
  const validFrom = instant(input.validFrom)
  const validUntil = instant(input.validUntil)
  if (!id || !holderName || !airline || !trainingCentre || !eventName || !validFrom || !validUntil) return undefined
  return { id, holderName, airline, trainingCentre, eventName, validFrom, validUntil, photo: text(input.photo) }
}
