// Team A's script: the kit it has always used, from crew-loader.js (the bare names). Its pass is
// in the page's markup, as JSON in the `pass` attribute (index.html); its calls configure its own
// elements only.
import { configureCrewPortal } from './node_modules/@crew-portal/widgets/dist/crew-loader.js'

await configureCrewPortal({ appearance: { radius: 0, colorSurface: '#fff8e1' } })
