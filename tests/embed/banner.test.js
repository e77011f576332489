/* global describe, it, afterEach -- mocha, as web-test-runner provides it */
import { setViewport } from '@web/test-runner-commands'
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
  shadowText
} from './helpers.js'
import '../../packages/widgets/dist/crew-banner.js'

afterEach(cleanupPage)

describe('<crew-banner> from the built bundle', () => {
  it('renders alone on a blank page, in an open shadow root', async () => {
    const banner = await mount('<crew-banner message="Something went wrong." style="width: 700px"></crew-banner>')
    expect(customElements.get('crew-banner') === banner.constructor).to.equal(true)
    expect(banner.shadowRoot.mode).to.equal('open')
    expect(shadow(banner, '[role="alert"]').textContent).to.contain(
      'Something went wrong. If this error persists, contact us.'
    )
    expect(getComputedStyle(shadow(banner, '[part~="banner"]')).backgroundColor).to.equal('rgb(253, 236, 234)')
  })

  it('follows its attributes and properties', async () => {
    const banner = await mount('<crew-banner message="Down"></crew-banner>')
    banner.setAttribute('kind', 'informative')
    banner.setAttribute('hide-suffix', '')
    await settle()
    expect(shadow(banner, '[data-kind]').dataset.kind).to.equal('informative')
    expect(shadowText(banner)).not.to.contain('If this error persists')
    banner.removeAttribute('hide-suffix')
    banner.hideContactUs = true
    await settle()
    expect(shadowText(banner)).to.contain('If this error persists,')
    expect(shadowText(banner)).not.to.contain('contact us.')
    banner.notifications = [{ kind: 'global', message: 'Maintenance tonight' }, { nonsense: true }]
    await settle()
    expect(banner.shadowRoot.querySelectorAll('[data-kind]')).to.have.length(2)
    banner.removeAttribute('message')
    await settle()
    expect(banner.shadowRoot.querySelectorAll('[data-kind]')).to.have.length(1)
  })

  it('sends crew-contact-us and crew-close to a listener on document, and closing clears the message', async () => {
    const banner = await mount('<crew-banner message="Down"></crew-banner>')
    const contact = nextEvent('crew-contact-us')
    shadow(banner, '[part="contact-us"]').click()
    const contactEvent = await contact
    expect(contactEvent.target === banner).to.equal(true)
    expect(contactEvent.bubbles && contactEvent.composed).to.equal(true)
    const close = nextEvent('crew-close')
    shadow(banner, '[part="close"]').click()
    expect((await close).detail).to.deep.equal({ kind: 'critical', message: 'Down' })
    await settle()
    expect(banner.hasAttribute('message')).to.equal(false)
    expect(shadow(banner, '[data-kind]') === null).to.equal(true)
  })

  it('is not changed by a hostile page stylesheet', async () => {
    const banner = await mount('<crew-banner message="Something went wrong." style="width: 700px"></crew-banner>')
    banner.notifications = [{ kind: 'informative', message: 'BAT news' }]
    await settle()
    await expectHostileStylesheetChangesNothing(banner)
  })

  it('renders hostile strings as text', async () => {
    const banner = await mount('<crew-banner></crew-banner>')
    banner.setAttribute('message', HOSTILE)
    banner.notifications = [{ message: HOSTILE }]
    await settle()
    expectHostileShownAsText(banner)
  })
})

describe('<crew-banner> on a narrow screen (R-BANNER-6)', () => {
  const LONG =
    'Crew Portal maintenance on Sunday 02:00-03:00 UTC. Sign-in and the library may be unavailable for up to an hour.'
  const height = (element) => element.getBoundingClientRect().height

  afterEach(() => setViewport({ width: 1280, height: 800 }))

  it('shows a notification\'s first line and "More", which opens the rest and closes it again; an error shows whole', async () => {
    await setViewport({ width: 360, height: 640 })
    const banner = await mount(`<crew-banner message="${LONG}"></crew-banner>`)
    banner.notifications = [
      { kind: 'global', message: LONG },
      { kind: 'informative', message: 'Short.' }
    ]
    await settle()
    const [error, notice, short] = banner.shadowRoot.querySelectorAll('[data-kind]')
    const errorText = error.querySelector('[part="message"]')
    const text = notice.querySelector('[part="message"]')
    const lineHeight = height(short.querySelector('[part="message"]'))
    expect(height(errorText)).to.be.above(3 * lineHeight)
    expect(error.querySelector('[part="more"]')).to.equal(null)
    expect(short.querySelector('[part="more"]'), 'a text that fits has no "More"').to.equal(null)
    expect(height(text)).to.be.closeTo(lineHeight, 1)
    // The whole text is there for a screen reader: only what shows is one line.
    expect(text.textContent).to.contain(LONG)

    const more = notice.querySelector('[part="more"]')
    expect(more.textContent).to.equal('More')
    expect(more.getAttribute('aria-expanded')).to.equal('false')
    expect(more.getAttribute('aria-controls')).to.equal(text.id)
    more.click()
    await settle()
    expect(height(text)).to.be.above(2 * lineHeight)
    expect(more.getAttribute('aria-expanded')).to.equal('true')
    expect(more.textContent).to.equal('Less')
    more.click()
    await settle()
    expect(height(text)).to.be.closeTo(lineHeight, 1)
    expect(more.getAttribute('aria-expanded')).to.equal('false')
  })

  it('shows a notification whole on a wide screen, with no "More"', async () => {
    const banner = await mount('<crew-banner style="width: 420px"></crew-banner>')
    banner.notifications = [{ kind: 'global', message: LONG }]
    await settle()
    const notice = banner.shadowRoot.querySelector('[data-kind]')
    expect(height(notice.querySelector('[part="message"]'))).to.be.above(40)
    expect(notice.querySelector('[part="more"]')).to.equal(null)
  })
})
