/* global describe, it, beforeEach, afterEach -- mocha, as web-test-runner provides it */
// The snapshot (docs/snapshot.md) in real Chromium, from the host app's sources: a page is saved as
// the pilot leaves it and painted back, its custom elements as inert copies no definition upgrades;
// a stored view that is hostile, corrupt, another account's or too old paints nothing and runs
// nothing; the app takes the screen back in the frame its page shows its answer.
import { expect } from 'chai'
import { HOSTILE_PAYLOADS } from '../../packages/core/src/test/hostile-payloads.ts'
import { hostileDomFindings } from '../../packages/core/src/test/hostile.ts'
import { captureSnapshot, snapshotOnLeave } from '../../packages/host-app/src/snapshot/capture.ts'
import { pageShown, showAppWithPage } from '../../packages/host-app/src/snapshot/hand-off.ts'
import {
  HOST_NAMESPACE,
  SNAPSHOT_KEY,
  SNAPSHOT_STATE,
  MAX_SNAPSHOT_DEPTH
} from '../../packages/host-app/src/snapshot/format.ts'
import { paintSnapshot } from '../../packages/host-app/src/snapshot/paint.ts'

const ACCOUNT = 'usr-1002'
const ACCOUNT_KEY = 'msal.test-client.active-account-filters'
const NOW = Date.UTC(2026, 10, 27, 10, 0)
const ran = []
window.__pwned = (id) => ran.push(String(id))

/** Waits until every image in the page and its shadow roots has loaded or failed: an onerror that got in has run. */
async function imagesDone() {
  const images = []
  const collect = (root) => {
    images.push(...root.querySelectorAll('img'))
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot)
  }
  collect(document)
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Waits, a frame at a time, until `check()` holds: the page's own timers run meanwhile. */
async function until(check) {
  while (!check()) await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
}

let upgrades = 0
class TestNav extends HTMLElement {
  constructor() {
    super()
    upgrades += 1
    const shadow = this.attachShadow({ mode: 'open' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      ':host { display: block; width: 200px } a { color: rgb(1, 2, 3) } .never-there { color: red } @media (min-width: 1px) { a::after { content: "" } .nor-here { color: red } }'
    )
    shadow.adoptedStyleSheets = [sheet]
    const link = document.createElement('a')
    link.href = '/training'
    link.textContent = 'Training'
    shadow.append(link)
  }
}
customElements.define('crew-test-nav', TestNav)

/** A layout and a training page, as the app renders them (into #root, after index.html's shell). */
function renderApp({ busy = false } = {}) {
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  const app = document.createElement('div')
  app.className = 'app'
  app.append(document.createElement('crew-test-nav'))
  const main = document.createElement('main')
  const page = document.createElement('div')
  page.className = 'page training-page'
  page.setAttribute('aria-busy', String(busy))
  page.innerHTML = `<h1 id="title">Training</h1><p role="status">Saved</p><dialog open>Leave?</dialog>
    <article class="training-event" data-phase="next"><h3>A320 type rating</h3><a href="/training/42" onclick="__pwned('snapshot onclick')">Open</a>
    <time datetime="2026-11-30">30-11-2026</time><svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10"></path></svg></article>`
  main.append(page)
  app.append(main)
  root.append(app)
  return root
}

/** index.html's shell: what the paint finds before the app has run. */
function shell() {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = '<div class="boot-shell"><p role="status">Loading Crew Portal…</p></div>'
  document.body.append(root)
  return root
}

const snapshot = () => document.querySelector('.snapshot')
const storage = { session: sessionStorage, local: localStorage }
const paint = (now = NOW) => paintSnapshot(document, storage, now)

function store(view) {
  sessionStorage.setItem(SNAPSHOT_KEY, typeof view === 'string' ? view : JSON.stringify(view))
}

/** A view as capture makes it, then changed by `change`. */
function viewWith(change = (view) => view) {
  const root = renderApp()
  const view = captureSnapshot(root, { path: location.pathname + location.search, account: ACCOUNT, now: NOW })
  root.remove()
  return change(structuredClone(view))
}

beforeEach(() => {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify({ homeAccountId: ACCOUNT, localAccountId: ACCOUNT, tenantId: '' }))
  upgrades = 0
  ran.length = 0
})

afterEach(() => {
  document.body.replaceChildren()
  sessionStorage.clear()
  localStorage.clear()
})

describe('the snapshot', () => {
  it('paints the page as it was left, inert and updating, with the app root hidden behind it', async () => {
    store(viewWith())
    const root = shell()
    expect(await paint()).to.equal(true)
    const view = snapshot()
    expect(view.inert).to.equal(true)
    expect(root.hidden).to.equal(true)
    expect(root.getAttribute(SNAPSHOT_STATE)).to.equal('painted')
    expect(view.querySelector('article.training-event h3').textContent).to.equal('A320 type rating')
    expect(view.querySelector('a').getAttribute('href')).to.equal('/training/42')
    expect(view.querySelector('time').getAttribute('datetime')).to.equal('2026-11-30')
    expect(view.querySelector('svg path').namespaceURI).to.equal('http://www.w3.org/2000/svg')
    const page = view.querySelector('.page')
    expect(page.hasAttribute('data-refreshing')).to.equal(true)
    expect(page.getAttribute('aria-busy')).to.equal('true')
  })

  it('keeps of each style sheet the rules the view can use', () => {
    const { sheets } = viewWith()
    const nav = sheets.find((text) => text.includes(':host'))
    expect(nav).to.include('rgb(1, 2, 3)')
    expect(nav).to.include('::after')
    expect(nav).not.to.include('never-there')
    expect(nav).not.to.include('nor-here')
  })

  it('leaves out what it may not keep: dialogs, ids, live regions, handlers', () => {
    const text = JSON.stringify(viewWith())
    for (const left of ['dialog', '"id"', 'status', 'onclick', 'Leave?']) expect(text).not.to.include(left)
  })

  it('paints a custom element as a copy in its own namespace, with its shadow content and sheets, that no definition upgrades', async () => {
    store(viewWith())
    // crew-test-nav is defined: an HTML element of that name would be constructed as it is created.
    upgrades = 0
    shell()
    await paint()
    const host = snapshot().querySelector('crew-test-nav')
    expect(host.namespaceURI).to.equal(HOST_NAMESPACE)
    const link = host.firstElementChild.shadowRoot.querySelector('a')
    expect(link.textContent).to.equal('Training')
    expect(getComputedStyle(link).color).to.equal('rgb(1, 2, 3)')
    expect(upgrades).to.equal(0)
    expect(host instanceof TestNav).to.equal(false)
  })

  it('paints nothing for another account, or with none signed in, and drops the view', async () => {
    store(viewWith((view) => ({ ...view, account: 'usr-9999' })))
    const root = shell()
    expect(await paint()).to.equal(false)
    expect(root.getAttribute(SNAPSHOT_STATE)).to.equal('dropped: another account')
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).to.equal(null)

    store(viewWith())
    localStorage.removeItem(ACCOUNT_KEY)
    expect(await paint()).to.equal(false)
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).to.equal(null)
  })

  it('paints nothing on another page, and keeps the view for its own', async () => {
    store(viewWith((view) => ({ ...view, path: '/library' })))
    const root = shell()
    expect(await paint()).to.equal(false)
    expect(root.hasAttribute(SNAPSHOT_STATE)).to.equal(false)
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).not.to.equal(null)
  })

  const deep = (depth) => (depth === 0 ? 'x' : { t: 'div', c: [deep(depth - 1)] })
  const unusable = {
    'not JSON': '{"v":1,',
    'a __proto__ key': (view) => JSON.stringify(view).replace('"nodes":', '"__proto__":{"polluted":true},"nodes":'),
    'not a view of this version': (view) => ({ ...view, v: 2 }),
    'too old': (view) => ({ ...view, savedAt: NOW - 13 * 3_600_000 }),
    'from the future': (view) => ({ ...view, savedAt: NOW + 3_600_000 }),
    'a script element': (view) => ({ ...view, nodes: [{ t: 'script', c: ["__pwned('script')"] }, ...view.nodes] }),
    'an iframe': (view) => ({
      ...view,
      nodes: [{ t: 'iframe', a: { src: "javascript:__pwned('iframe')" } }, ...view.nodes]
    }),
    'an event handler': (view) => ({
      ...view,
      nodes: [{ t: 'img', a: { src: 'x', onerror: "__pwned('img')" } }, ...view.nodes]
    }),
    'an onclick on an allowed tag': (view) => ({
      ...view,
      nodes: [{ t: 'div', a: { onclick: "__pwned('div')" } }, ...view.nodes]
    }),
    'a script URL': (view) => ({
      ...view,
      nodes: [{ t: 'a', a: { href: "javascript:__pwned('href')" } }, ...view.nodes]
    }),
    'a link off the app': (view) => ({ ...view, nodes: [{ t: 'a', a: { href: '//evil.example/x' } }, ...view.nodes] }),
    'a style that loads': (view) => ({
      ...view,
      nodes: [{ t: 'div', a: { style: 'background: url(https://evil.example/x)' } }, ...view.nodes]
    }),
    'a style sheet off the app': (view) => ({ ...view, styles: [['https://evil.example/x.css', 'p { color: red }']] }),
    'a style sheet without its text': (view) => ({ ...view, styles: [['/assets/App-x.css']] }),
    'a shadow root on a plain element': (view) => ({
      ...view,
      nodes: [{ t: 'div', s: { sheets: [], c: [] } }, ...view.nodes]
    }),
    'a sheet that does not exist': (view) => ({
      ...view,
      nodes: [{ t: 'crew-x', s: { sheets: [7], c: [] } }, ...view.nodes]
    }),
    'nesting past the limit': (view) => ({ ...view, nodes: [deep(MAX_SNAPSHOT_DEPTH + 2), ...view.nodes] }),
    'no page': (view) => ({ ...view, nodes: ['just text'] }),
    'larger than a view may be': (view) => ({ ...view, nodes: [...view.nodes, 'x'.repeat(600 * 1024)] })
  }
  for (const [name, change] of Object.entries(unusable)) {
    it(`drops a stored view with ${name}: nothing painted, nothing run, the shell stays`, async () => {
      store(typeof change === 'string' ? change : change(viewWith()))
      const root = shell()
      expect(await paint()).to.equal(false)
      expect(snapshot()).to.equal(null)
      expect(root.hidden).to.equal(false)
      expect(root.getAttribute(SNAPSHOT_STATE)).to.match(/^dropped: /)
      expect(sessionStorage.getItem(SNAPSHOT_KEY)).to.equal(null)
      await imagesDone()
      expect(ran).to.deep.equal([])
      expect(Object.prototype).not.to.have.property('polluted')
    })
  }

  it('shows every hostile text of the corpus as text, in the page, an attribute and a shadow root, running nothing', async () => {
    const texts = HOSTILE_PAYLOADS.map((payload) => payload.text.slice(0, 1500))
    store(
      viewWith((view) => ({
        ...view,
        sheets: [...view.sheets, ...texts.map((text) => `/* ${text.replaceAll('*/', '')} */ p { color: red }`)],
        nodes: [
          ...view.nodes,
          {
            t: 'section',
            c: texts.map((text) => ({ t: 'p', a: { title: text, 'data-text': text, 'aria-label': text }, c: [text] }))
          },
          { t: 'crew-hostile', s: { sheets: texts.map((_, index) => view.sheets.length + index), c: texts } }
        ]
      }))
    )
    shell()
    expect(await paint()).to.equal(true)
    const view = snapshot()
    await imagesDone()
    expect(ran).to.deep.equal([])
    expect(hostileDomFindings(view)).to.deep.equal([])
    expect(hostileDomFindings(view.querySelector('crew-hostile').firstElementChild.shadowRoot)).to.deep.equal([])
    expect([...view.querySelectorAll('section p')].map((p) => p.textContent)).to.deep.equal(texts)
  })
})

describe('keeping the view as the pilot leaves', () => {
  it('keeps the page when the route keeps views, an account is signed in and the page shows its answer', () => {
    const root = renderApp()
    const stop = snapshotOnLeave(root, () => true)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    stop()
    const saved = JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY))
    expect(saved.account).to.equal(ACCOUNT)
    expect(saved.path).to.equal(location.pathname + location.search)
    expect(JSON.stringify(saved.nodes)).to.include('A320 type rating')
  })

  const forgets = {
    'a route that keeps no view': { keeps: false },
    'no account signed in (a logout cleared MSAL)': { signedOut: true },
    'a page still loading': { busy: true }
  }
  for (const [name, { keeps = true, signedOut = false, busy = false }] of Object.entries(forgets)) {
    it(`forgets the snapshot saved before, on ${name}`, () => {
      store('earlier')
      const root = renderApp({ busy })
      if (signedOut) localStorage.clear()
      const stop = snapshotOnLeave(root, () => keeps)
      window.dispatchEvent(new PageTransitionEvent('pagehide'))
      stop()
      expect(sessionStorage.getItem(SNAPSHOT_KEY)).to.equal(null)
    })
  }
})

describe('the app taking the screen back', () => {
  /** A view painted over the shell, with the app's first render to come: its root, handed back by `showAppWithPage`. */
  async function handingBack(limit) {
    store(viewWith())
    const root = shell()
    await paint()
    showAppWithPage(root, limit)
    return root
  }

  it('shows the app in place of the view in the same frame its page shows its answer', async () => {
    const root = await handingBack()
    // The app renders its page still loading: the view stays.
    root.innerHTML = '<div class="page" aria-busy="true"><p>Loading</p></div>'
    await Promise.resolve()
    expect(snapshot()).not.to.equal(null)
    expect(root.hidden).to.equal(true)
    // Its answer: the view goes and the app shows, before the browser paints again.
    root.firstElementChild.setAttribute('aria-busy', 'false')
    await Promise.resolve()
    expect(snapshot()).to.equal(null)
    expect(root.hidden).to.equal(false)
  })

  it('waits for the layout still to render: the side nav, defined after the first card', async () => {
    const root = await handingBack()
    root.innerHTML =
      '<crew-test-nav class="app__side-nav--pending"></crew-test-nav><div class="page" aria-busy="false"></div>'
    await Promise.resolve()
    expect(snapshot()).not.to.equal(null)
    root.firstElementChild.removeAttribute('class')
    await Promise.resolve()
    expect(snapshot()).to.equal(null)
    expect(root.hidden).to.equal(false)
  })

  it('shows the app at the time limit if its page is still loading', async () => {
    const root = await handingBack(30)
    root.innerHTML = '<div class="page" aria-busy="true"></div>'
    expect(pageShown(root)).to.equal(false)
    // The time limit (30 ms) runs on the page's own timer.
    await until(() => snapshot() === null)
    expect(snapshot()).to.equal(null)
    expect(root.hidden).to.equal(false)
  })
})
