import { accessPassPhotoSrc, parseInstant } from '@crew-portal/core'
import type { AccessPass } from '@crew-portal/contract'

/** The access pass as the element accepts it (by property) and shows it. */
export interface AccessPassData {
  /** The pass's identifier, shown under the QR code (in plain data, also what the QR code carries). */
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

/** The element's data from the API's pass (what the connected element shows beside its door code). */
export function toAccessPassData(pass: AccessPass): AccessPassData {
  return {
    id: pass.passId,
    holderName: pass.holderName,
    photo: accessPassPhotoSrc(pass) ?? undefined,
    airline: pass.airline,
    trainingCentre: pass.trainingCentre,
    eventName: pass.programName,
    validFrom: pass.validFrom,
    validUntil: pass.validUntil
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined
/** The pass id goes into the QR code, which holds a few thousand characters at most: the API's ids have 100. */
const MAX_ID_LENGTH = 100
const instant = (value: unknown): string | undefined => {
  const candidate = text(value)
  return candidate !== undefined && parseInstant(candidate) !== undefined ? candidate : undefined
}

/** Reads the `pass` property a partner set; anything incomplete or malformed gives undefined. */
export function toAccessPass(value: unknown): AccessPassData | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const input = value as Record<string, unknown>
  const [id, holderName, airline, trainingCentre, eventName] = [
    input.id,
    input.holderName,
    input.airline,
    input.trainingCentre,
    input.eventName
  ].map(text)
  const validFrom = instant(input.validFrom)
  const validUntil = instant(input.validUntil)
  if (
    !id ||
    id.length > MAX_ID_LENGTH ||
    !holderName ||
    !airline ||
    !trainingCentre ||
    !eventName ||
    !validFrom ||
    !validUntil
  )
    return undefined
  return { id, holderName, airline, trainingCentre, eventName, validFrom, validUntil, photo: text(input.photo) }
}
