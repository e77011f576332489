// The partner's own script: gives the elements their data, listens to what they report, and sets
// the kit's language and colours from the crew member's choices.
import { configureCrewPortal, updateCrewPortal } from './node_modules/@crew-portal/widgets/dist/crew-loader.js'

const pass = document.querySelector('crew-access-pass')
const card = document.querySelector('crew-contact-card')
const log = document.querySelector('#events')

pass.pass = {
  id: 'PASS-7731',
  holderName: 'Ada Lovelace',
  airline: 'Example Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'A320 Recurrent',
  validFrom: '2026-01-01T08:00:00Z',
  validUntil: '2099-01-01T18:00:00Z'
}
card.contact = { name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: '+1 305 555 0100' }

document.querySelector('#show-contact').addEventListener('click', () => {
  card.open = true
})
for (const type of ['crew-close', 'crew-open-help']) {
  card.addEventListener(type, (event) => {
    const item = document.createElement('li')
    item.textContent = event.type
    log.append(item)
  })
}

// Language and colours: the kit-wide `locale` and `appearance`. The page's own <html lang> stays
// English (its words are), so the kit's words follow `locale`. Arabic reads right to left, which
// the section holding the elements says with `dir` (a language never sets the direction).
const language = document.querySelector('#language')
const scheme = document.querySelector('#scheme')
const crew = document.querySelector('#crew')
const kitOptions = () => {
  crew.dir = language.value === 'ar' ? 'rtl' : 'ltr'
  return { locale: language.value, appearance: { colorScheme: scheme.value } }
}
const report = (error) => console.error('Crew Portal', error)

// From the start, the choices a link may carry (index.html?locale=de&scheme=dark)…
const asked = new URLSearchParams(location.search)
for (const [select, name] of [
  [language, 'locale'],
  [scheme, 'scheme']
]) {
  if ([...select.options].some((option) => option.value === asked.get(name))) select.value = asked.get(name)
}
configureCrewPortal(kitOptions()).catch(report)
// …and then live: every element on the page follows, without a reload.
for (const select of [language, scheme]) {
  select.addEventListener('change', () => updateCrewPortal(kitOptions()).catch(report))
}
