/* global describe, it, afterEach -- mocha, as web-test-runner provides it */
import { expect } from 'chai'
import {
  HOSTILE,
  cleanupPage,
  expectHostileShownAsText,
  expectHostileStylesheetChangesNothing,
  mount,
  settle,
  shadow,
  shadowText,
  textBox,
  until
} from './helpers.js'
import '../../packages/widgets/dist/crew-access-pass.js'

afterEach(cleanupPage)

const day = 24 * 60 * 60 * 1000
const pass = {
  id: 'AP-2026-0042',
  holderName: 'Alex Morgan',
  airline: 'Blue Crane Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'B737 Recurrent',
  validFrom: new Date(Date.now() - day).toISOString(),
  validUntil: new Date(Date.now() + day).toISOString()
}

async function mountPass() {
  const element = await mount('<crew-access-pass style="width: 480px"></crew-access-pass>')
  element.pass = pass
  await settle()
  return element
}

describe('<crew-access-pass> from the built bundle', () => {
  it('renders alone with the status and a large QR code', async () => {
    const element = await mountPass()
    expect(shadowText(element))
      .to.contain('Alex Morgan')
      .and.contain('Blue Crane Air')
      .and.contain('Miami Training Center')
      .and.contain('B737 Recurrent')
    expect(shadow(element, '[part~="status"]').textContent).to.equal('Valid')
    const qr = shadow(element, 'svg[part="qr"]')
    expect(qr.getAttribute('aria-label')).to.contain('AP-2026-0042')
    expect(qr.getBoundingClientRect().width).to.be.at.least(250)
  })

  it('follows its properties and attributes: status, offline notice, and shows only what it is given', async () => {
    const element = await mountPass()
    element.pass = { ...pass, validUntil: new Date(Date.now() - 1000).toISOString() }
    await settle()
    expect(shadow(element, '[part~="status"]').textContent).to.equal('Expired')
    element.pass = {
      ...pass,
      validFrom: new Date(Date.now() + day).toISOString(),
      validUntil: new Date(Date.now() + 2 * day).toISOString()
    }
    await settle()
    expect(shadow(element, '[part~="status"]').textContent).to.equal('Not yet valid')
    element.setAttribute('updated-at', '2026-11-27T07:15:00Z')
    element.setAttribute('offline', '')
    await settle()
    expect(shadowText(element)).to.contain('Alex Morgan')
    expect(shadow(element, '[part="offline"]').textContent).to.equal(
      'You are offline. This pass is as of 27-11-2026 07:15 UTC.'
    )
    // Plain data is for display: it says so, and a pass taken away is gone (the door's copy is connected mode's).
    expect(shadow(element, '[part="unsigned"]').textContent).to.equal(
      'For display only: this pass is not signed and does not open the door.'
    )
    element.pass = undefined
    await settle()
    expect(shadowText(element)).to.contain('No access pass is available.')
  })

  it('is not changed by a hostile page stylesheet', async () => {
    const element = await mountPass()
    await expectHostileStylesheetChangesNothing(element)
  })

  it('renders hostile strings as text', async () => {
    const element = await mountPass()
    element.pass = { ...pass, holderName: HOSTILE, airline: HOSTILE, photo: 'javascript:window.__pwned=true' }
    await settle()
    expectHostileShownAsText(element)
  })
})

describe('<crew-access-pass> readiness and data without script, from the built bundle', () => {
  it('fires crew-ready once and settles updateComplete once the new data is on screen', async () => {
    const ready = []
    document.addEventListener('crew-ready', (event) => ready.push(event.target), { once: true })
    const element = await mount('<crew-access-pass></crew-access-pass>')
    await element.updateComplete
    expect(ready).to.have.length(1)
    element.pass = pass
    await element.updateComplete
    expect(shadowText(element)).to.contain('Alex Morgan')
  })

  it('takes the pass as a JSON attribute; bad JSON fires crew-error and shows the empty pass', async () => {
    const element = await mount(`<crew-access-pass pass='${JSON.stringify(pass)}'></crew-access-pass>`)
    await element.updateComplete
    expect(shadowText(element)).to.contain('Alex Morgan')
    const errors = []
    element.addEventListener('crew-error', (event) => errors.push(event.detail))
    element.setAttribute('pass', '{"id": "AP-1", ')
    await element.updateComplete
    expect(shadowText(element)).to.contain('No access pass is available.')
    expect(errors[0]).to.deep.equal({ code: 'invalid-data', message: 'The pass attribute is not valid JSON.' })
    element.setAttribute('pass', '{"id": "AP-1"}')
    await element.updateComplete
    await settle()
    expect(errors[1].code).to.equal('invalid-data')
  })
})

describe('<crew-access-pass> with values in another script, from the built bundle', () => {
  // Each value from the pass is an isolated run (<bdi>): on an Arabic pass, an event name that starts
  // with a number would otherwise lose it to the far end of the line ("MAX Recurrent 737"), as the
  // number takes the line's direction.
  it('an English event name keeps its order on an Arabic pass, right to left', async () => {
    const element = await mount('<crew-access-pass lang="ar" dir="rtl" style="width: 480px"></crew-access-pass>')
    element.pass = { ...pass, eventName: '737 MAX Recurrent' }
    await until(() => shadow(element, '[part~="status"]')?.textContent === 'صالح', 'the Arabic words')
    await until(() => shadow(element, '[part="details"]')?.textContent.includes('737 MAX') === true, 'the event')
    const [number, model, course] = ['737', 'MAX', 'Recurrent'].map((word) => textBox(element, word))
    expect(number.right, '737 reads first, on the left').to.be.at.most(model.left)
    expect(model.right).to.be.at.most(course.left)
    // The line itself is right to left: the value's run sits at the inline start, on the right.
    const details = shadow(element, '[part="details"]').getBoundingClientRect()
    expect(details.right - course.right).to.be.below(details.width / 4)
  })

  it('the validity’s two dates stay whole on an Arabic pass, the first on the right', async () => {
    // One line wide: each date ends in "UTC", which would take the next date's day into its run.
    const element = await mount(
      '<crew-access-pass lang="ar" dir="rtl" style="width: 800px; --crew-access-pass-width: 800px"></crew-access-pass>'
    )
    element.pass = { ...pass, validFrom: '2026-01-01T08:00:00Z', validUntil: '2099-01-01T18:00:00Z' }
    await until(() => shadow(element, '[part~="status"]')?.textContent === 'صالح', 'the Arabic words')
    await until(() => shadow(element, '[part="details"]')?.textContent.includes('2099') === true, 'the dates')
    const written = (iso) =>
      `${new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(iso))} UTC`
    const validity = shadow(element, '[part="details"] div:last-child dd')
    expect(validity.textContent).to.equal(`${written('2026-01-01T08:00:00Z')} – ${written('2099-01-01T18:00:00Z')}`)
    const from = textBox(validity, written('2026-01-01T08:00:00Z'))
    const to = textBox(validity, written('2099-01-01T18:00:00Z'))
    expect(Math.round(from.top), 'one line').to.equal(Math.round(to.top))
    expect(from.left, 'the first date right of the second, neither entering the other').to.be.at.least(to.right)
  })
})
