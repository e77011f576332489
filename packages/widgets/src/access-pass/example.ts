import type { AccessPassData } from './pass.ts'

/** The pass the stories show. Its window is far from today, so a story shows the same status whenever it is opened. */
export const examplePassData: AccessPassData = {
  id: 'AP-2026-0042',
  holderName: 'Alex Morgan',
  airline: 'Blue Crane Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'B737 Recurrent — BAT',
  validFrom: '2000-01-01T06:00:00Z',
  validUntil: '2099-12-31T22:00:00Z'
}
