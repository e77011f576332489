// Team A's script: the kit it has always used, from crew-loader.js (the bare names). Its calls
// configure its own elements only.
import { configureCrewPortal } from './node_modules/@crew-portal/widgets/dist/crew-loader.js'

document.querySelector('crew-access-pass').pass = {
  id: 'PASS-7731',
  holderName: 'Ada Lovelace',
  airline: 'Example Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'A320 Recurrent',
  validFrom: '2026-01-01T08:00:00Z',
  validUntil: '2099-01-01T18:00:00Z'
}
await configureCrewPortal({ appearance: { radius: 0, colorSurface: '#fff8e1' } })
