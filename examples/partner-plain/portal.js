// The partner's own script: gives the elements their data and listens to what they report.
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
