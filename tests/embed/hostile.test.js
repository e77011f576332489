/* global describe, it, before, afterEach -- mocha, as web-test-runner provides it */
// Hostile data runs nothing (docs/security-hostile.md), in the built elements a partner loads: every
// attribute and every property of every element in the Custom Elements Manifest, the `pass` JSON
// attribute included, takes each payload of the corpus (a different payload per field in each
// render), with the dialogs, menus and switchers open. Nothing may run (the payloads call
// `__pwned`), no dialog may open, no error may escape, and no inline handler, script URL or foreign
// element may appear in any shadow root.
import { expect } from 'chai'
import { HOSTILE_PAYLOADS } from '../../packages/core/src/test/hostile-payloads.ts'
import { hostileDomFindings, payloadCycle } from '../../packages/core/src/test/hostile.ts'
import { cleanupPage, settle } from './helpers.js'
import '../../packages/widgets/dist/crew-elements.js'

const ran = []
const escaped = []
window.__pwned = (id) => ran.push(String(id))
for (const dialog of ['alert', 'confirm', 'prompt', 'print'])
  window[dialog] = (message) => ran.push(`${dialog}(${String(message)})`)
window.addEventListener('error', (event) => escaped.push(String(event.message)))
window.addEventListener('unhandledrejection', (event) => escaped.push(String(event.reason)))

afterEach(cleanupPage)

/** The data a property without an attribute takes, every string from `next`. A new property needs a row here. */
const PROPERTY_DATA = {
  pass: (next) => ({
    id: next(),
    holderName: next(),
    photo: next(),
    airline: next(),
    trainingCentre: next(),
    eventName: next(),
    validFrom: '2026-11-27T06:00:00Z',
    validUntil: '2099-11-29T22:00:00Z'
  }),
  notifications: (next) => [
    { kind: 'informative', message: next() },
    { kind: next(), message: next(), hideSuffix: false, hideContactUs: false }
  ],
  contact: (next) => ({
    name: next(),
    reservationId: 'R-1',
    phoneNumber: next(),
    email: next(),
    profilePicture: next(),
    location: next(),
    availabilityStartTime: next(),
    availabilityEndTime: next(),
    trainingEventDate: next()
  }),
  events: (next) => [
    {
      reservationId: 'R-1',
      geminiReservationId: next(),
      trainingLocationDisplayName: next(),
      startDate: '2026-11-27T08:00:00Z'
    }
  ],
  contexts: (next) => [
    { id: next(), label: next(), short: next() },
    { id: 'other', label: next() }
  ]
}

/** What a user would open: the contact card's dialog (by `open`), the user menu, the side nav's switcher. */
const OPEN_PARTS = ['[part="toggle"]', '[part="switcher-toggle"]']

let elements = []
before(async () => {
  const manifest = await (await fetch('/packages/widgets/dist/custom-elements.json')).json()
  elements = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.tagName)
  )
})

/**
 * One element with every field hostile: in attribute rounds each attribute gets the next payload
 * (the `pass` attribute its JSON, or, every other time, the bare payload); in property rounds every
 * property does, objects through PROPERTY_DATA.
 */
function hostileElement(declaration, next, round) {
  const element = document.createElement(declaration.tagName)
  const attributes = declaration.attributes ?? []
  const properties = (declaration.members ?? []).filter(
    (member) => member.kind === 'field' && !member.static && member.privacy !== 'private'
  )
  const byAttributes = round % 2 === 0
  for (const attribute of attributes) {
    if (!byAttributes && attribute.fieldName) continue
    const value =
      attribute.name in PROPERTY_DATA && round % 4 === 0 ? JSON.stringify(PROPERTY_DATA[attribute.name](next)) : next()
    element.setAttribute(attribute.name, value)
  }
  for (const property of properties) {
    const attribute = attributes.find((candidate) => candidate.fieldName === property.name)
    if (byAttributes && attribute) continue
    const data = PROPERTY_DATA[property.name]
    if (!data && !attribute)
      throw new Error(`${declaration.tagName}.${property.name} has no hostile data: add it to PROPERTY_DATA`)
    element[property.name] = data ? data(next) : next()
  }
  return element
}

describe('every element, every attribute and property, with the hostile corpus', () => {
  it('the manifest lists the five elements, and each object property has hostile data', () => {
    expect(elements.map((declaration) => declaration.tagName).sort()).to.deep.equal([
      'crew-access-pass',
      'crew-banner',
      'crew-contact-card',
      'crew-side-nav',
      'crew-user-menu'
    ])
  })

  it(`runs nothing and leaves nothing behind over ${HOSTILE_PAYLOADS.length} rounds (every field meets every payload)`, async function () {
    this.timeout(240_000)
    const findings = []
    for (let round = 0; round < HOSTILE_PAYLOADS.length; round += 1) {
      const cycle = payloadCycle(HOSTILE_PAYLOADS, round)
      const next = () => cycle().text
      for (const declaration of elements) {
        const element = hostileElement(declaration, next, round)
        // The contact card shows only while open: open it, whatever else its attributes say.
        if (declaration.tagName === 'crew-contact-card') element.open = true
        document.body.append(element)
      }
      await settle()
      for (const selector of OPEN_PARTS)
        for (const host of document.body.children) host.shadowRoot?.querySelector(selector)?.click()
      await settle()
      findings.push(...hostileDomFindings(document.body).map((finding) => `round ${round}: ${finding}`))
      cleanupPage()
    }
    expect(findings).to.deep.equal([])
    expect(ran).to.deep.equal([])
    expect(escaped).to.deep.equal([])
  })

  it('the checks see an injection in a shadow root when there is one, and the trap works (they can fail)', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    host.attachShadow({ mode: 'open' }).innerHTML =
      `<img src=x onerror="__pwned('self-check')"><a href="\u0001javascript:x">a</a>`
    // The image fails to load: its onerror has run once the error event reaches a listener added after it.
    await new Promise((resolve) =>
      host.shadowRoot.querySelector('img').addEventListener('error', resolve, { once: true })
    )
    expect(hostileDomFindings(document.body)).to.deep.equal(['<img onerror>', '<a href="\u0001javascript:x">'])
    expect(ran).to.deep.equal(['self-check'])
    ran.length = 0
  })
})
