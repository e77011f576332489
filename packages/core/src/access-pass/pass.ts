// Which access pass to show and whether it lets the crew member in, as pure functions of now.
import type { AccessPass } from '@crew-portal/contract'
import { parseInstant } from '../format/instant.ts'

export type AccessPassStatus = 'valid' | 'not-yet-valid' | 'expired'

/** The validity window a status is read from: the API's pass or any pass-shaped data (the element's). */
export type AccessPassWindow = Pick<AccessPass, 'validFrom' | 'validUntil'>

/**
 * Valid from `validFrom` up to and including `validUntil`. An unreadable or missing bound cannot
 * prove validity at the door, so such a pass counts as expired rather than valid.
 */
export function accessPassStatus(pass: Partial<AccessPassWindow>, now: Date): AccessPassStatus {
  const from = parseInstant(pass.validFrom)
  const until = parseInstant(pass.validUntil)
  if (!from || !until) return 'expired'
  if (now < from) return 'not-yet-valid'
  if (now > until) return 'expired'
  return 'valid'
}

const from = (pass: AccessPass) => Date.parse(pass.validFrom)
const until = (pass: AccessPass) => Date.parse(pass.validUntil)

/** The pass valid now (the latest to start), else the next one, else the last expired one. */
export function selectAccessPass(passes: readonly AccessPass[], now: Date): AccessPass | null {
  const byStatus = (status: AccessPassStatus) => passes.filter((pass) => accessPassStatus(pass, now) === status)
  const valid = byStatus('valid').sort((a, b) => from(b) - from(a))[0]
  const next = byStatus('not-yet-valid').sort((a, b) => from(a) - from(b))[0]
  const last = byStatus('expired').sort((a, b) => until(b) - until(a))[0]
  return valid ?? next ?? last ?? null
}

/** The holder's photo for an <img src>: the schema allows only base64 characters, so nothing else can ride along. */
export function accessPassPhotoSrc(pass: AccessPass): string | null {
  return pass.photo ? `data:image/jpeg;base64,${pass.photo}` : null
}
