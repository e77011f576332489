/* global describe, it, before, beforeEach, afterEach -- mocha, as web-test-runner provides it */
// Elements a partner creates and configures before it attaches them (a script that builds its
// page, then inserts it a moment later), and elements it moves (a layout that re-parents its
// header). Every element of the manifest: nothing that needs a document happens while detached,
// everything shows once attached, a move keeps what was open open, and no error reaches the page.
import { setViewport } from '@web/test-runner-commands'
import { expect } from 'chai'
import { cleanupPage, idle, nextEvent, settle, shadow, shadowText } from './helpers.js'
import '../../packages/widgets/dist/crew-elements.js'

const heard = []
const onError = (event) => heard.push(`error: ${event.message}`)
const onRejection = (event) => heard.push(`unhandledrejection: ${String(event.reason)}`)
const consoleError = console.error

beforeEach(async () => {
  // Wide enough for the side nav's desktop layout, where `open` means expanded.
  await setViewport({ width: 1280, height: 800 })
  heard.length = 0
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  console.error = (...args) => {
    heard.push(`console.error: ${args.map(String).join(' ')}`)
    consoleError.apply(console, args)
  }
})

afterEach(() => {
  window.removeEventListener('error', onError)
  window.removeEventListener('unhandledrejection', onRejection)
  console.error = consoleError
  cleanupPage()
})

const day = 24 * 60 * 60 * 1000
const contact = {
  name: 'Jordan Lee',
  reservationId: 'G-1',
  email: 'jordan.lee@crew.example',
  phoneNumber: '+1 305 555 0142',
  availabilityStartTime: '08:00',
  availabilityEndTime: '17:00'
}

/** Until React would have rendered, and its effects run, had it rendered at all: the browser is idle. */
async function aMomentLater() {
  await settle()
  await idle()
}

/** Two places on the page an element can live in, like a partner's header and its side bar. */
function twoParents() {
  const first = document.createElement('section')
  const second = document.createElement('aside')
  document.body.append(first, second)
  return { first, second }
}

const focusedInside = (element, part) => shadow(element, part).contains(element.shadowRoot.activeElement)
const panelOpen = (element, part) => shadow(element, `[part="${part}"]`)?.hidden === false

/**
 * The case of an element the user opens with a toggle: clicking it opens, and open means its panel
 * shown, the toggle saying it is expanded, and whatever else `alsoOpen` checks.
 */
const opensWith = (toggle, panel, alsoOpen = () => true) => ({
  open(element) {
    shadow(element, `[part="${toggle}"]`).click()
  },
  isOpen(element) {
    return (
      panelOpen(element, panel) &&
      shadow(element, `[part="${toggle}"]`).getAttribute('aria-expanded') === 'true' &&
      alsoOpen(element)
    )
  }
})

/**
 * For each element: what a partner sets before attaching it, what it then shows, and, for those
 * with something to open, how the user opens it and what "open" looks like.
 */
const CASES = {
  'crew-contact-card': {
    configure(card) {
      card.contact = contact
      card.events = [
        {
          geminiReservationId: 'G-1',
          trainingLocationDisplayName: 'Miami Training Center',
          startDate: '2026-11-27T08:00:00Z'
        }
      ]
      card.firstName = 'Alex'
      card.open = true
    },
    shows(card) {
      expect(shadow(card, '[part="title"]').textContent).to.equal('Hello Alex!')
      expect(shadowText(card)).to.contain('Miami Training Center on November 27, 2026')
    },
    isOpen(card) {
      const dialog = shadow(card, 'dialog')
      return card.open === true && dialog?.open === true && dialog.matches(':modal') && focusedInside(card, 'dialog')
    }
  },
  'crew-access-pass': {
    configure(element) {
      element.pass = {
        id: 'AP-7',
        holderName: 'Alex Morgan',
        airline: 'Blue Crane Air',
        trainingCentre: 'Miami Training Center',
        eventName: 'B737 Recurrent',
        validFrom: new Date(Date.now() - day).toISOString(),
        validUntil: new Date(Date.now() + day).toISOString()
      }
      element.offline = true
      element.updatedAt = '2026-11-27T07:15:00Z'
    },
    shows(element) {
      expect(shadowText(element)).to.contain('Alex Morgan').and.contain('Blue Crane Air')
      expect(shadow(element, '[part~="status"]').textContent).to.equal('Valid')
      expect(shadow(element, '[part="offline"]').textContent).to.equal(
        'You are offline. This pass is as of 27-11-2026 07:15 UTC.'
      )
    }
  },
  'crew-banner': {
    configure(banner) {
      banner.message = 'Something went wrong.'
      banner.notifications = [{ kind: 'informative', message: 'Maintenance tonight' }]
    },
    shows(banner) {
      expect(banner.shadowRoot.querySelectorAll('[data-kind]')).to.have.length(2)
      expect(shadowText(banner)).to.contain('Something went wrong.').and.contain('Maintenance tonight')
    }
  },
  'crew-user-menu': {
    configure(menu) {
      menu.givenName = 'Alex'
      menu.lastName = 'Morgan'
      menu.email = 'bat.pilot@example.com'
      menu.smsNotificationsEnabled = true
      menu.buildNumber = '2026.11.3'
    },
    shows(menu) {
      expect(shadow(menu, '[part="avatar"]').textContent).to.equal('AM')
      expect(shadow(menu, '[part="footer"]').textContent).to.contain('Build 2026.11.3')
    },
    ...opensWith('toggle', 'panel')
  },
  'crew-side-nav': {
    configure(nav) {
      nav.open = true
      nav.active = 'library'
      nav.contexts = [
        { id: 'bat', label: 'BAT — Boeing 737' },
        { id: 'fto', label: 'FTO — Airbus A320' }
      ]
      nav.context = 'fto'
    },
    shows(nav) {
      expect(shadow(nav, '[aria-current="page"]').textContent).to.equal('Library')
      expect(shadow(nav, '[part="switcher-toggle"]').textContent).to.equal('FTO — Airbus A320')
    },
    // Open is also the nav expanded, its own open state.
    ...opensWith(
      'switcher-toggle',
      'switcher-panel',
      (nav) => nav.open === true && shadow(nav, '.root').dataset.state === 'open'
    )
  }
}

let tags = []
before(async () => {
  const manifest = await (await fetch('/packages/widgets/dist/custom-elements.json')).json()
  tags = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.tagName).map((declaration) => declaration.tagName)
  )
})

describe('every element, configured before it is attached and moved while open', () => {
  it('has a case here for each element of the manifest', () => {
    expect(Object.keys(CASES).sort()).to.deep.equal([...tags].sort())
  })

  for (const [tag, view] of Object.entries(CASES)) {
    it(`<${tag}>: properties set while detached show once it is attached, with no error`, async () => {
      const element = document.createElement(tag)
      const ready = []
      element.addEventListener('crew-ready', () => ready.push(element.isConnected))
      view.configure(element)
      await aMomentLater()
      expect(heard, 'while detached').to.deep.equal([])
      expect(ready, 'crew-ready while detached').to.deep.equal([])

      const { first } = twoParents()
      first.append(element)
      await element.updateComplete
      await settle()
      view.shows(element)
      if (view.isOpen && !view.open) expect(view.isOpen(element), 'open once attached').to.equal(true)
      expect(ready).to.deep.equal([true])
      expect(heard).to.deep.equal([])
    })

    it(`<${tag}>: moved to another parent while open, it stays open, with no error`, async () => {
      const element = document.createElement(tag)
      view.configure(element)
      const { first, second } = twoParents()
      first.append(element)
      await settle()
      view.open?.(element)
      await settle()
      if (view.isOpen) expect(view.isOpen(element), 'open before the move').to.equal(true)

      second.append(element)
      await element.updateComplete
      await settle()
      expect(element.parentElement === second).to.equal(true)
      view.shows(element)
      if (view.isOpen) expect(view.isOpen(element), 'open after the move').to.equal(true)

      // Moved twice in one task: the same.
      first.append(element)
      second.append(element)
      await settle()
      view.shows(element)
      if (view.isOpen) expect(view.isOpen(element), 'open after two moves in one task').to.equal(true)
      expect(heard).to.deep.equal([])
    })
  }
})

describe('<crew-contact-card> opened before it is attached', () => {
  it('opens modally with the partner’s own await: updateComplete, after attaching and after a move', async () => {
    const opener = document.createElement('button')
    opener.textContent = 'opener'
    const { first, second } = twoParents()
    first.append(opener)
    opener.focus()
    const card = document.createElement('crew-contact-card')
    CASES['crew-contact-card'].configure(card)
    await aMomentLater()
    first.append(card)
    await card.updateComplete
    expect(CASES['crew-contact-card'].isOpen(card), 'attached').to.equal(true)
    second.append(card)
    await card.updateComplete
    expect(CASES['crew-contact-card'].isOpen(card), 'moved').to.equal(true)
    // Closing after the move still returns focus to what had it before the card opened.
    const closed = nextEvent('crew-close')
    shadow(card, '[part="close"]').click()
    await closed
    await settle()
    expect(card.open).to.equal(false)
    expect(shadow(card, 'dialog') === null).to.equal(true)
    expect(document.activeElement === opener).to.equal(true)
    expect(heard).to.deep.equal([])
  })

  it('takes its page being removed and put back: the card opens again, modal', async () => {
    const card = document.createElement('crew-contact-card')
    CASES['crew-contact-card'].configure(card)
    const { first, second } = twoParents()
    first.append(card)
    await settle()
    first.remove()
    await aMomentLater()
    expect(card.shadowRoot.querySelector('dialog') === null, 'nothing rendered while detached').to.equal(true)
    second.append(card)
    await card.updateComplete
    await settle()
    expect(CASES['crew-contact-card'].isOpen(card)).to.equal(true)
    expect(heard).to.deep.equal([])
  })

  it('moves with moveBefore() too, where the browser has it', async function () {
    const { first, second } = twoParents()
    if (typeof second.moveBefore !== 'function') this.skip()
    const card = document.createElement('crew-contact-card')
    CASES['crew-contact-card'].configure(card)
    first.append(card)
    await settle()
    second.moveBefore(card, null)
    await card.updateComplete
    await settle()
    expect(card.parentElement === second).to.equal(true)
    expect(CASES['crew-contact-card'].isOpen(card)).to.equal(true)
    expect(heard).to.deep.equal([])
  })
})
