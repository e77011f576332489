/* global describe, it, beforeEach, afterEach -- mocha, as web-test-runner provides it */
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
  until
} from './helpers.js'
import '../../packages/widgets/dist/crew-side-nav.js'

afterEach(cleanupPage)

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize)
const navWidth = (nav) => shadow(nav, 'nav').getBoundingClientRect().width

/** The viewport at this size, once the media query list reports the new width (after the next frame). */
async function resize(width, height) {
  await setViewport({ width, height })
  await settle()
}
const contexts = [
  { id: 'bat', label: 'BAT — Boeing 737' },
  { id: 'fto', label: 'FTO — Airbus A320' }
]

describe('<crew-side-nav> from the built bundle, desktop (1280 px)', () => {
  beforeEach(() => resize(1280, 800))

  it('renders alone: three entries, 23.2rem open and 6.4rem collapsed', async () => {
    const nav = await mount('<crew-side-nav open active="library"></crew-side-nav>')
    expect(
      [...nav.shadowRoot.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
    ).to.deep.equal([
      ['Training', './training'],
      ['Library', './library'],
      ['Access Pass', './access-pass']
    ])
    expect(shadow(nav, '[aria-current="page"]').textContent).to.equal('Library')
    expect(navWidth(nav)).to.be.closeTo(23.2 * rem(), 0.5)
    nav.removeAttribute('open')
    await settle()
    // The width's transition, run to its end.
    await Promise.all(
      [...nav.getAnimations(), ...nav.shadowRoot.getAnimations()].map((animation) => animation.finished)
    )
    expect(navWidth(nav)).to.be.closeTo(6.4 * rem(), 0.5)
  })

  it('opens from the collapsed context switcher and focuses its search after 50 ms', async () => {
    const nav = await mount('<crew-side-nav></crew-side-nav>')
    nav.contexts = contexts
    await settle()
    const toggled = nextEvent('crew-toggle')
    shadow(nav, '[part="switcher-toggle"]').click()
    expect((await toggled).detail).to.deep.equal({ open: true })
    await settle()
    expect(nav.hasAttribute('open')).to.equal(true)
    await until(() => nav.shadowRoot.activeElement === shadow(nav, '[part="search"]'), 'the search to take focus')
    expect(nav.shadowRoot.activeElement === shadow(nav, '[part="search"]')).to.equal(true)
    const changed = nextEvent('crew-context-change')
    ;[...nav.shadowRoot.querySelectorAll('.context')].find((node) => node.textContent === 'FTO — Airbus A320').click()
    expect((await changed).detail).to.deep.equal({ id: 'fto', label: 'FTO — Airbus A320' })
  })

  it('sends a cancelable crew-navigate to a listener on document', async () => {
    const nav = await mount('<crew-side-nav open></crew-side-nav>')
    document.addEventListener('crew-navigate', (event) => event.preventDefault(), { once: true })
    const navigate = nextEvent('crew-navigate')
    nav.shadowRoot.querySelectorAll('a')[2].click()
    const event = await navigate
    expect(event.detail).to.deep.equal({ item: 'access-pass', href: './access-pass' })
    expect(event.target === nav).to.equal(true)
    expect(location.pathname).not.to.contain('access-pass')
  })

  it('is not changed by a hostile page stylesheet', async () => {
    const nav = await mount('<crew-side-nav open style="height: 600px; width: 400px"></crew-side-nav>')
    nav.contexts = contexts
    await settle()
    await expectHostileStylesheetChangesNothing(nav)
  })

  it('renders hostile strings as text', async () => {
    const nav = await mount('<crew-side-nav open></crew-side-nav>')
    nav.contexts = [{ id: 'x', label: HOSTILE }]
    await settle()
    expectHostileShownAsText(nav)
  })
})

describe('<crew-side-nav> from the built bundle, mobile (390 px)', () => {
  beforeEach(() => resize(390, 844))

  it('starts closed, opens as an overlay and closes when an entry is chosen', async () => {
    const nav = await mount('<crew-side-nav open></crew-side-nav>')
    expect(shadow(nav, 'nav').hidden).to.equal(true)
    expect(nav.hasAttribute('open')).to.equal(false)
    nav.setAttribute('open', '')
    await settle()
    expect(getComputedStyle(shadow(nav, 'nav')).position).to.equal('fixed')
    document.addEventListener('crew-navigate', (event) => event.preventDefault(), { once: true })
    const toggled = nextEvent('crew-toggle')
    nav.shadowRoot.querySelector('a').click()
    expect((await toggled).detail).to.deep.equal({ open: false })
    await settle()
    expect(shadow(nav, 'nav').hidden).to.equal(true)
  })
})
