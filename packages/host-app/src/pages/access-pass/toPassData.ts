import { accessPassPhotoSrc, type AccessPass } from '@crew-portal/core'

/** The `pass` property of <crew-access-pass> (its AccessPassData), from the API's pass. */
export interface AccessPassElementData {
  /** What the QR code encodes and the text under it: the code the centre's scanner reads. */
  id: string
  holderName: string
  photo?: string
  airline: string
  trainingCentre: string
  eventName: string
  validFrom: string
  validUntil: string
}

export function toPassData(pass: AccessPass): AccessPassElementData {
  return {
    id: pass.code,
    holderName: pass.holderName,
    photo: accessPassPhotoSrc(pass) ?? undefined,
    airline: pass.airline,
    trainingCentre: pass.trainingCentre,
    eventName: pass.programName,
    validFrom: pass.validFrom,
    validUntil: pass.validUntil
  }
}
