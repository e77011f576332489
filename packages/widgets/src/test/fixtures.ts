// A pass as a partner page passes it to <crew-access-pass> (`AccessPassData`), for the widgets' tests.
import type { AccessPassData } from '../access-pass/pass.ts'

export const examplePassData: AccessPassData = {
  id: 'AP-2026-0042',
  holderName: 'Alex Morgan',
  airline: 'Blue Crane Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'B737 Recurrent',
  validFrom: '2026-11-27T06:00:00Z',
  validUntil: '2026-11-29T22:00:00Z'
}

/** The stories' pass: its window far from today, so a story shows the same status whenever it is opened. */
export const storyPassData: AccessPassData = {
  ...examplePassData,
  eventName: 'B737 Recurrent — BAT',
  validFrom: '2000-01-01T06:00:00Z',
  validUntil: '2099-12-31T22:00:00Z'
}
