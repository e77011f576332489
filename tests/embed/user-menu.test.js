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
  shadowText
} from './helpers.js'
import '../../packages/widgets/dist/crew-user-menu.js'

afterEach(cleanupPage)

const MENU =
  '<crew-user-menu given-name="Alex" last-name="Morgan" email="bat.pilot@example.com" build-number="2026.11.3" sms-notifications-enabled></crew-user-menu>'

async function openMenu(menu) {
  shadow(menu, '[part="toggle"]').click()
  await settle()
}

const actionNames = (menu) => [...menu.shadowRoot.querySelectorAll('[part="action"]')].map((node) => node.textContent)

describe('<crew-user-menu> from the built bundle', () => {
  it('renders alone: avatar initials, name, e-mail, actions and the footer line', async () => {
    const menu = await mount(MENU)
    expect(shadow(menu, '[part="avatar"]').textContent).to.equal('AM')
    await openMenu(menu)
    expect(shadow(menu, '[part="toggle"]').getAttribute('aria-expanded')).to.equal('true')
    expect(shadowText(menu)).to.contain('Alex Morgan').and.contain('bat.pilot@example.com')
    expect(actionNames(menu)).to.deep.equal(['Help', 'Settings', 'Log Out'])
    expect(shadow(menu, '[part="footer"]').textContent).to.equal('Privacy Policy • License Agreement Build 2026.11.3')
  })

  it('follows its attributes and properties (a bare boolean attribute, and its removal)', async () => {
    const menu = await mount(MENU)
    await openMenu(menu)
    menu.removeAttribute('sms-notifications-enabled')
    menu.givenName = 'Sam'
    await settle()
    expect(actionNames(menu)).to.deep.equal(['Help', 'Log Out'])
    expect(shadow(menu, '[part="avatar"]').textContent).to.equal('SM')
    menu.setAttribute('sms-notifications-enabled', '')
    await settle()
    expect(actionNames(menu)).to.deep.equal(['Help', 'Settings', 'Log Out'])
  })

  it('closes on Escape and on Backspace, returning focus to its button', async () => {
    const menu = await mount(MENU)
    for (const key of ['Escape', 'Backspace']) {
      await openMenu(menu)
      shadow(menu, '[part="action"]').focus()
      await sendKeys({ press: key })
      await settle()
      expect(shadow(menu, '[part="panel"]').hidden, key).to.equal(true)
      expect(menu.shadowRoot.activeElement === shadow(menu, '[part="toggle"]')).to.equal(true)
    }
  })

  it('sends crew-help, crew-settings and crew-logout to a listener on document', async () => {
    const menu = await mount(MENU)
    const heard = []
    for (const [name, type] of [
      ['Help', 'crew-help'],
      ['Settings', 'crew-settings'],
      ['Log Out', 'crew-logout']
    ]) {
      await openMenu(menu)
      const event = nextEvent(type)
      ;[...menu.shadowRoot.querySelectorAll('[part="action"]')].find((node) => node.textContent === name).click()
      const received = await event
      expect(received.target === menu).to.equal(true)
      heard.push([type, received.detail ?? null])
    }
    expect(heard).to.deep.equal([
      ['crew-help', null],
      ['crew-settings', { smsNotificationsEnabled: true }],
      ['crew-logout', null]
    ])
  })

  it('is not changed by a hostile page stylesheet', async () => {
    const menu = await mount(MENU)
    await openMenu(menu)
    await expectHostileStylesheetChangesNothing(menu)
  })

  it('renders hostile strings as text and refuses script links', async () => {
    const menu = await mount(MENU)
    menu.setAttribute('given-name', HOSTILE)
    menu.setAttribute('privacy-policy-url', 'javascript:window.__pwned=true')
    await openMenu(menu)
    expect(menu.shadowRoot.querySelector('a') === null).to.equal(true)
    expectHostileShownAsText(menu)
  })
})
