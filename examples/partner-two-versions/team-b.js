// Team B's script: the next major version of the kit, installed as crew-widgets-v3
// (`npm install crew-widgets-v3@npm:@crew-portal/widgets@^3`). Its crew-define.js defines every
// element as <crew-…-v3>, each loading the first time its tag appears, and no bare name. Its calls
// configure, translate and restyle its own elements only: team A's keep their look and language.
import { configureCrewPortal, defineCrewElements } from './node_modules/crew-widgets-v3/dist/crew-define.js'

// First, before any of this version's elements can load.
const defined = defineCrewElements({ suffix: 'v3' })

document.querySelector('crew-access-pass-v3').pass = {
  id: 'PASS-9120',
  holderName: 'Grace Hopper',
  airline: 'Example Air',
  trainingCentre: 'Frankfurt Training Center',
  eventName: 'A350 Type Rating',
  validFrom: '2026-01-01T08:00:00Z',
  validUntil: '2099-01-01T18:00:00Z'
}

// Team B's elements in German and their own look; team A's stay as team A set them.
await configureCrewPortal({ locale: 'de', appearance: { radius: 12, colorSurface: '#e0f7fa' } })
await defined
