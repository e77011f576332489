// Shared steps of the embedding tests. Each test file loads ONE element bundle on a blank page.
import { expect } from 'chai'

export const HOSTILE = '<img src=x onerror="window.__pwned = true">'

/**
 * Waits until every Crew element in the page has committed what was last set on it (r2wc renders
 * through createRoot, which is asynchronous: `updateComplete`), then for the frame that lays it out.
 */
export async function settle() {
  const elements = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('crew-'))
  await Promise.all(elements.map((element) => element.updateComplete))
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** Waits until the browser has nothing left to do: what React would render, and its effects, have run. */
export function idle() {
  return new Promise((resolve) => requestIdleCallback(() => resolve(undefined)))
}

export async function mount(html) {
  const holder = document.createElement('section')
  holder.innerHTML = html
  const element = holder.firstElementChild
  document.body.append(element)
  holder.remove()
  await settle()
  return element
}

export function cleanupPage() {
  document.body.replaceChildren()
  for (const style of document.querySelectorAll('style[data-hostile]')) style.remove()
}

/** The page CSS a careless partner portal might ship. */
export function addHostileStylesheet() {
  const style = document.createElement('style')
  style.dataset.hostile = ''
  style.textContent =
    '* { all: unset } div { display: none } button { color: red !important; font-size: 40px !important } p { margin: 99px }'
  document.head.append(style)
}

/**
 * Adds the careless page CSS (addHostileStylesheet) and checks that nothing in the element's
 * shadow root moved or changed its computed style (`options` as for shadowLayout).
 */
export async function expectHostileStylesheetChangesNothing(element, options) {
  const before = shadowLayout(element, options)
  addHostileStylesheet()
  await settle()
  expect(shadowLayout(element, options)).to.deep.equal(before)
}

/** The element given HOSTILE shows it as text: no element was made of it and no script of it ran. */
export function expectHostileShownAsText(element) {
  expect(element.shadowRoot.querySelector('img') === null).to.equal(true)
  expect(shadowText(element)).to.contain(HOSTILE)
  expect(window.__pwned).to.equal(undefined)
}

const PROPERTIES = [
  'display',
  'visibility',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'margin-top',
  'padding-left',
  'border-top-width'
]

/**
 * Geometry and computed style of everything in the shadow root: positions relative to the host
 * (the host itself may move when the page's own margins are unset), or to the viewport for a
 * modal dialog in the top layer.
 */
export function shadowLayout(element, { relativeTo = 'host' } = {}) {
  const origin = relativeTo === 'host' ? element.getBoundingClientRect() : { left: 0, top: 0 }
  return [...element.shadowRoot.querySelectorAll('*')].map((node) => {
    const box = node.getBoundingClientRect()
    const style = getComputedStyle(node)
    const rendered = node.getClientRects().length > 0
    return {
      node: `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`,
      box: rendered
        ? [box.left - origin.left, box.top - origin.top, box.width, box.height].map((value) => Math.round(value))
        : 'not rendered',
      style: PROPERTIES.map((name) => style.getPropertyValue(name))
    }
  })
}

/** Resolves with the next `type` event heard on `document`. */
export function nextEvent(type) {
  return new Promise((resolve) => document.addEventListener(type, resolve, { once: true }))
}

export function shadow(element, selector) {
  return element.shadowRoot.querySelector(selector)
}

export function shadowText(element) {
  return element.shadowRoot.textContent.replace(/\s+/g, ' ').trim()
}

/** Waits (up to 5 s) until `check()` is true, as a language's words arrive in a chunk of their own. */
export async function until(check, what = 'the condition') {
  const end = Date.now() + 5000
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The laid-out box of the first `text` in an element's shadow root, or under a node of one (a Range over its characters). */
export function textBox(node, text) {
  const walker = document.createTreeWalker(node.shadowRoot ?? node, NodeFilter.SHOW_TEXT)
  for (let found = walker.nextNode(); found; found = walker.nextNode()) {
    const at = found.data.indexOf(text)
    if (at < 0) continue
    const range = document.createRange()
    range.setStart(found, at)
    range.setEnd(found, at + text.length)
    return range.getBoundingClientRect()
  }
  throw new Error(`"${text}" is not shown`)
}
