/* global describe, it, afterEach -- mocha, as web-test-runner provides it */
import { sendKeys } from '@web/test-runner-commands'
import { expect } from 'chai'
import {
  HOSTILE,
  cleanupPage,
  expectHostileShownAsText,
  expectHostileStylesheetChangesNothing,
  mount,
  nextEvent,
  settle,
  shadow,
  shadowText,
  textBox,
  until
} from './helpers.js'
import '../../packages/widgets/dist/crew-contact-card.js'

afterEach(cleanupPage)

const contact = {
  name: 'Jordan Lee',
  reservationId: 'G-1',
  email: 'jordan.lee@crew.example',
  phoneNumber: '+1 305 555 0142',
  availabilityStartTime: '08:00',
  availabilityEndTime: '17:00'
}
const events = [
  {
    geminiReservationId: 'G-1',
    reservationId: 'R-1',
    trainingLocationDisplayName: 'Miami Training Center',
    startDate: '2026-11-27T08:00:00Z'
  }
]

async function openCard(attributes = '') {
  const opener = document.createElement('button')
  opener.textContent = 'opener'
  document.body.append(opener)
  opener.focus()
  const card = await mount(
    `<crew-contact-card first-name="Alex" customer-care-url="https://care.example/" ${attributes}></crew-contact-card>`
  )
  card.contact = contact
  card.events = events
  card.open = true
  await settle()
  return { card, opener }
}

describe('<crew-contact-card> from the built bundle', () => {
  it('renders alone as a modal dialog with the greeting, the reservation sentence and the contact', async () => {
    const { card } = await openCard()
    const dialog = shadow(card, 'dialog')
    expect(dialog.open).to.equal(true)
    expect(dialog.matches(':modal')).to.equal(true)
    expect(shadow(card, '[part="title"]').textContent).to.equal('Hello Alex!')
    expect(shadowText(card)).to.contain('We look forward to seeing you at Miami Training Center on November 27, 2026.')
    expect(shadow(card, '[part="availability"]').textContent).to.equal('Mon. to Fri. 08:00 – 17:00 UTC')
    expect(shadow(card, '[part="phone"]').getAttribute('href')).to.equal('tel:+13055550142')
    expect(shadow(card, '[part="email"]').getAttribute('href')).to.equal(
      'mailto:jordan.lee@crew.example?subject=Training%20Event%20Help'
    )
    expect(shadow(card, 'svg[part="picture"]') !== null).to.equal(true)
  })

  it('sits in the middle of the viewport, no taller than its content', async () => {
    const { card } = await openCard()
    const box = shadow(card, 'dialog').getBoundingClientRect()
    expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).to.be.below(2)
    expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).to.be.below(2)
    expect(box.height).to.be.below(window.innerHeight - 32)
  })

  it('follows its attributes and properties', async () => {
    const { card } = await openCard()
    card.setAttribute('first-name', 'Sam')
    card.contact = { ...contact, reservationId: 'nothing' }
    await settle()
    expect(shadow(card, '[part="title"]').textContent).to.equal('Hello Sam!')
    expect(shadowText(card)).not.to.contain('We look forward')
    card.removeAttribute('open')
    await settle()
    expect(shadow(card, 'dialog') === null).to.equal(true)
  })

  it('moves focus in, traps Tab, closes on Escape with crew-close and returns focus', async () => {
    const { card, opener } = await openCard()
    const close = shadow(card, '[part="close"]')
    expect(card.shadowRoot.activeElement === close).to.equal(true)
    for (let step = 0; step < 8; step += 1) {
      await sendKeys({ press: 'Tab' })
      expect(shadow(card, 'dialog').contains(card.shadowRoot.activeElement), `Tab ${step}`).to.equal(true)
    }
    await sendKeys({ down: 'Shift' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ up: 'Shift' })
    expect(shadow(card, 'dialog').contains(card.shadowRoot.activeElement)).to.equal(true)
    const closed = nextEvent('crew-close')
    await sendKeys({ press: 'Escape' })
    const event = await closed
    expect(event.target === card).to.equal(true)
    await settle()
    expect(card.hasAttribute('open')).to.equal(false)
    expect(shadow(card, 'dialog') === null).to.equal(true)
    expect(document.activeElement === opener).to.equal(true)
  })

  it('sends crew-open-help from both notes and crew-close from the cross to a listener on document', async () => {
    const { card } = await openCard()
    const topics = []
    document.addEventListener('crew-open-help', (event) => {
      topics.push(event.detail.topic)
      event.preventDefault()
    })
    shadow(card, '[part="help"]').click()
    shadow(card, '[part="customer-care"]').click()
    expect(topics).to.deep.equal(['help-icon', 'customer-care'])
    expect(location.href).not.to.contain('care.example')
    const closed = nextEvent('crew-close')
    shadow(card, '[part="close"]').click()
    expect((await closed).composed).to.equal(true)
  })

  it('is not changed by a hostile page stylesheet', async () => {
    const { card } = await openCard()
    await expectHostileStylesheetChangesNothing(card, { relativeTo: 'viewport' })
  })

  it('renders hostile strings as text', async () => {
    const { card } = await openCard()
    card.setAttribute('first-name', HOSTILE)
    card.contact = { ...contact, name: HOSTILE, profilePicture: 'javascript:window.__pwned=true' }
    await settle()
    expectHostileShownAsText(card)
  })
})

describe('<crew-contact-card> with values in another script, from the built bundle', () => {
  // The place and the first name are isolated runs (<bdi>) inside the card's sentences: in the
  // Arabic sentence a place that starts with a number would otherwise lose the number to the
  // Arabic side ("Simulator Centre, Miami 737").
  it('an English place keeps its order inside the Arabic reservation sentence, right to left', async () => {
    const { card } = await openCard('lang="ar" dir="rtl"')
    card.events = [{ ...events[0], trainingLocationDisplayName: '737 Simulator Centre, Miami' }]
    await until(() => shadow(card, '[part="title"]')?.textContent === 'مرحبًا Alex!', 'the Arabic words')
    await until(() => shadow(card, '[part="meeting"]')?.textContent.includes('737') === true, 'the new place')
    const meeting = shadow(card, '[part="meeting"]')
    const [number, first, last] = ['737', 'Simulator', 'Miami'].map((word) => textBox(meeting, word))
    expect(number.right, '737 reads first, on the left').to.be.at.most(first.left)
    expect(first.right).to.be.at.most(last.left)
    // The Arabic words around it stay on their sides: "في" (at) on its right, "بتاريخ" (on) on its left.
    expect(textBox(meeting, 'في').left).to.be.at.least(last.right)
    expect(textBox(meeting, 'بتاريخ').right).to.be.at.most(number.left)
  })
})
