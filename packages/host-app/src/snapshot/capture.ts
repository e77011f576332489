// Takes the snapshot of the page as the pilot leaves it (format.ts, docs/snapshot.md), for the next load's paint.
// Run by the load plan once the page has its answer: nothing here is needed before.
import {
  SNAPSHOT_KEY,
  SNAPSHOT_VERSION,
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOT_DEPTH,
  MAX_SNAPSHOT_NODES,
  snapshotAttribute,
  snapshotStyle,
  snapshotTag,
  signedInAccount
} from './format.ts'
import type { SnapshotElement, SnapshotNode, Snapshot } from './format.ts'
import { whenIdle } from '../when-idle.ts'
import { pageShown } from './hand-off.ts'

class TooLarge extends Error {}

/**
 * The text of the rules of `rules` that can apply to what `scopes` hold: a style rule whose selector
 * matches there (a pseudo-element's when its element does; `:host` always), the same within
 * `@media`, and every other rule (`@font-face`, `@keyframes`, …). A view is static: the rules of
 * other pages, dialogs and states are CSS the paint would parse for nothing.
 */
function usedRules(rules: CSSRuleList, scopes: ParentNode[]): string {
  const used = (rule: CSSRule): string => {
    if (rule instanceof CSSMediaRule) {
      const inner = usedRules(rule.cssRules, scopes)
      return inner === '' ? '' : `@media ${rule.conditionText} {\n${inner}\n}`
    }
    if (!(rule instanceof CSSStyleRule) || rule.selectorText.includes(':host')) return rule.cssText
    // A pseudo-element never matches an element: its element does.
    const selector = rule.selectorText.replace(
      /::?(?:before|after|first-line|first-letter)\b|::[\w-]+(?:\([^)]*\))?/g,
      ''
    )
    try {
      return scopes.some((scope) => scope.querySelector(selector) !== null) ? rule.cssText : ''
    } catch {
      return rule.cssText
    }
  }
  return Array.from(rules, used)
    .filter((text) => text !== '')
    .join('\n')
}

/**
 * The view of what `root` shows, as the format allows it: elements and attributes it does not allow
 * are left out (a dialog, the loading overlay, an input's id), custom elements keep their open shadow
 * root with the style sheets it adopts. Throws when the page is larger than a view may be.
 */
export function captureSnapshot(
  root: Element,
  { path, account, now }: { path: string; account: string; now: number }
): Snapshot {
  // Each adopted sheet once, with the shadow roots that adopt it: its text is the rules they use.
  const sheets = new Map<CSSStyleSheet, { index: number; scopes: ShadowRoot[] }>()
  let count = 0
  const sheetIndex = (sheet: CSSStyleSheet, scope: ShadowRoot): number => {
    const known = sheets.get(sheet) ?? { index: sheets.size, scopes: [] }
    known.scopes.push(scope)
    sheets.set(sheet, known)
    return known.index
  }
  const children = (parent: Node, depth: number): SnapshotNode[] => {
    const captured: SnapshotNode[] = []
    for (const child of Array.from(parent.childNodes)) {
      const node = nodeOf(child, depth)
      if (node !== undefined) captured.push(node)
    }
    return captured
  }
  const nodeOf = (node: Node, depth: number): SnapshotNode | undefined => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (++count > MAX_SNAPSHOT_NODES) throw new TooLarge()
      return node.nodeValue ?? ''
    }
    if (!(node instanceof Element)) return undefined
    const kind = snapshotTag(node.localName)
    if (kind === undefined || node.classList.contains('crew-loading-overlay')) return undefined
    if (++count > MAX_SNAPSHOT_NODES || depth > MAX_SNAPSHOT_DEPTH) throw new TooLarge()
    const captured: SnapshotElement = { t: node.localName }
    // By name, not through `attributes`: each Attr that list hands out is a node its element keeps
    // for good, and the capture runs on the live page.
    const attributes = node.getAttributeNames().flatMap((name) => {
      const value = node.getAttribute(name) ?? ''
      return snapshotAttribute(name, value) ? [[name, value] as const] : []
    })
    if (attributes.length > 0) captured.a = Object.fromEntries(attributes)
    const shadow = kind === 'host' ? node.shadowRoot : null
    if (shadow)
      captured.s = {
        sheets: shadow.adoptedStyleSheets.map((sheet) => sheetIndex(sheet, shadow)),
        c: children(shadow, depth + 1)
      }
    else {
      const nodes = children(node, depth + 1)
      if (nodes.length > 0) captured.c = nodes
    }
    return captured
  }
  const nodes = children(root, 0)
  // The app's own sheets (Vite links a chunk's by absolute URL), as text: the paint need not wait for files.
  const styles = new Map<string, string>()
  for (const sheet of Array.from(root.ownerDocument.styleSheets)) {
    const url = sheet.href === null ? undefined : new URL(sheet.href)
    if (url?.origin !== location.origin || !snapshotStyle(url.pathname) || styles.has(url.pathname)) continue
    styles.set(url.pathname, usedRules(sheet.cssRules, [root.ownerDocument]))
  }
  const texts = Array.from(sheets, ([sheet, { scopes }]) => usedRules(sheet.cssRules, scopes))
  return { v: SNAPSHOT_VERSION, path, account, savedAt: now, styles: [...styles], sheets: texts, nodes }
}

/**
 * After a change, the view is captured again at the browser's next idle moment, at most once in this.
 * The first capture waits for no more than an idle moment: a pilot may reload within the first second.
 */
const RECAPTURE_AFTER_MS = 250

/**
 * Saves a snapshot of the page in this tab each time the pilot leaves it (a reload, another site,
 * another tab), if `keeps` says its route may be painted from a snapshot, a signed-in account is on
 * this origin and the page shows its answer; otherwise forgets any snapshot saved before. A logout, which clears storage
 * and MSAL's account first, leaves nothing behind.
 *
 * The next page's navigation waits for what the leaving page does, and a capture walks the whole
 * view: so the view is captured ahead, at the first idle moment, and again after each change under
 * the root or in a custom element's shadow root (observed); leaving then only writes it. Leaving before
 * the change has been captured captures at once.
 */
export function snapshotOnLeave(root: HTMLElement, keeps: () => boolean): () => void {
  const session = window.sessionStorage
  const where = () => location.pathname + location.search
  // The view as the page showed it at the last idle moment, unless something under the root has
  // changed since; `undefined` otherwise.
  let ready: { path: string; account: string; text: string } | undefined
  const capture = (account: string) => {
    const path = where()
    return { path, account, text: JSON.stringify(captureSnapshot(root, { path, account, now: Date.now() })) }
  }
  // Whether a snapshot of the page may be saved now, for whom.
  const keeper = () => {
    const account = signedInAccount(window.localStorage)
    return account !== undefined && keeps() && pageShown(root) ? account : undefined
  }

  const observer = new MutationObserver(() => changed())
  const watched = new WeakSet<Node>()
  const watch = (scope: Node) => {
    if (watched.has(scope)) return
    watched.add(scope)
    observer.observe(scope, { subtree: true, childList: true, attributes: true, characterData: true })
  }
  // The custom elements' shadow roots, which an observer of the root does not see into; one not yet
  // defined gets its shadow root when it is, which changes nothing the observer sees.
  const awaited = new Set<string>()
  const watchShadows = (scope: ParentNode) => {
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      const tag = element.localName
      if (!element.shadowRoot) {
        if (tag.includes('-') && !customElements.get(tag) && !awaited.has(tag)) {
          awaited.add(tag)
          void customElements.whenDefined(tag).then(changed)
        }
        continue
      }
      watch(element.shadowRoot)
      watchShadows(element.shadowRoot)
    }
  }
  let scheduled = false
  const prepare = () => {
    scheduled = false
    if (root.hidden) return
    try {
      watchShadows(root)
      const account = keeper()
      ready = account === undefined ? undefined : capture(account)
      // Its own reads change nothing, but the observer may have queued what happened meanwhile.
      observer.takeRecords()
    } catch {
      ready = undefined
    }
  }
  const prepareAtIdle = () => {
    scheduled = true
    void whenIdle(5000, 200).then(prepare)
  }
  const changed = () => {
    ready = undefined
    if (scheduled) return
    scheduled = true
    setTimeout(prepareAtIdle, RECAPTURE_AFTER_MS)
  }
  watch(root)
  prepareAtIdle()

  // A reload fires pagehide, then visibilitychange (hidden): the snapshot is saved once each time the
  // page is left, and again only once it has been shown since.
  let saved = false
  const save = () => {
    // A painted view still stands in for the page: the saved snapshot is already that view.
    if (root.hidden || saved) return
    saved = true
    try {
      if (observer.takeRecords().length > 0) ready = undefined
      const account = keeper()
      if (account === undefined) {
        session.removeItem(SNAPSHOT_KEY)
        return
      }
      const started = performance.now()
      const view = ready?.path === where() && ready.account === account ? ready : capture(account)
      if (view.text.length > MAX_SNAPSHOT_CHARS) session.removeItem(SNAPSHOT_KEY)
      else session.setItem(SNAPSHOT_KEY, view.text)
      // What leaving the page costs (the next page's navigation waits for it): DevTools' timings show it.
      performance.measure('crew:snapshot-saved', { start: started })
    } catch {
      // Too large, or storage full or refused: the next load starts without a view.
      try {
        session.removeItem(SNAPSHOT_KEY)
      } catch {
        // Nothing saved, nothing to lose.
      }
    }
  }
  const hidden = () => {
    if (document.visibilityState === 'hidden') save()
    else saved = false
  }
  const shown = () => {
    saved = false
  }
  window.addEventListener('pagehide', save)
  window.addEventListener('pageshow', shown)
  document.addEventListener('visibilitychange', hidden)
  return () => {
    observer.disconnect()
    window.removeEventListener('pagehide', save)
    window.removeEventListener('pageshow', shown)
    document.removeEventListener('visibilitychange', hidden)
  }
}
