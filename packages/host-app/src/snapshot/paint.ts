// Paints the snapshot (format.ts) before the app's code has loaded: a module of its own, imported by
// index.html's start script (start.ts) when the tab holds a snapshot, and built apart from the app
// (build/snapshot-script.ts), so it imports nothing but the format. It never throws: a view it
// cannot use is dropped, and the page starts as it would with none.
import {
  SNAPSHOT_SHEET,
  SNAPSHOT_CLASS,
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_STATE,
  SNAPSHOT_VERSION,
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOT_DEPTH,
  MAX_SNAPSHOT_NODES,
  PAGE_SELECTOR,
  snapshotAttribute,
  snapshotStyle,
  snapshotTag,
  namespaceOf,
  signedInAccount
} from './format.ts'
import type { SnapshotNode, Snapshot } from './format.ts'

/** Why a stored view is not painted: said on the root (`data-snapshot`), reported by boot. */
class Unusable extends Error {}

const fail = (reason: string): never => {
  throw new Unusable(reason)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Parses and checks the envelope; the nodes are checked as they are built. */
export function readSnapshot(
  raw: string,
  expected: { path: string; account: string | undefined; now: number }
): Snapshot {
  if (raw.length > MAX_SNAPSHOT_CHARS) fail('too large')
  let parsed: unknown
  try {
    parsed = JSON.parse(raw, (key, value: unknown) =>
      key === '__proto__' || key === 'constructor' || key === 'prototype' ? fail(`a ${key} key`) : value
    )
  } catch (error) {
    throw error instanceof Unusable ? error : new Unusable('not JSON')
  }
  if (!isRecord(parsed) || parsed.v !== SNAPSHOT_VERSION) return fail('not a view of this version')
  const { path, account, savedAt, styles, sheets, nodes } = parsed
  if (path !== expected.path) fail('another page')
  if (expected.account === undefined || account !== expected.account) fail('another account')
  if (typeof savedAt !== 'number' || savedAt > expected.now + 60_000 || expected.now - savedAt > SNAPSHOT_MAX_AGE_MS)
    fail('too old')
  const isStyle = (style: unknown) =>
    Array.isArray(style) &&
    style.length === 2 &&
    typeof style[0] === 'string' &&
    snapshotStyle(style[0]) &&
    typeof style[1] === 'string'
  if (!Array.isArray(styles) || !styles.every(isStyle)) fail('a style sheet not of the app')
  if (!Array.isArray(sheets) || !sheets.every((sheet) => typeof sheet === 'string')) fail('sheets are not text')
  if (!Array.isArray(nodes)) fail('no nodes')
  return parsed as unknown as Snapshot
}

/** Builds the view's nodes into `parent`, checking each against the format. */
function build(document: Document, sheets: CSSStyleSheet[]) {
  let count = 0
  const add = (parent: Node, node: SnapshotNode, depth: number): void => {
    if (++count > MAX_SNAPSHOT_NODES || depth > MAX_SNAPSHOT_DEPTH) fail('too many nodes')
    if (typeof node === 'string') {
      parent.appendChild(document.createTextNode(node))
      return
    }
    if (!isRecord(node) || typeof node.t !== 'string') return fail('a node is neither text nor an element')
    const kind = snapshotTag(node.t) ?? fail(`the tag ${node.t.slice(0, 40)}`)
    const element = document.createElementNS(namespaceOf(kind), node.t)
    const attributes: unknown = node.a ?? {}
    if (!isRecord(attributes)) fail('attributes are not a record')
    for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
      if (typeof value !== 'string' || !snapshotAttribute(name, value)) fail(`the attribute ${name.slice(0, 40)}`)
      element.setAttribute(name, value as string)
    }
    const children: unknown = node.c ?? []
    if (!Array.isArray(children)) fail('children are not a list')
    for (const child of children as unknown[]) add(element, child as SnapshotNode, depth + 1)
    if (node.s !== undefined) {
      const shadow: unknown = node.s
      if (kind !== 'host' || !isRecord(shadow) || !Array.isArray(shadow.sheets) || !Array.isArray(shadow.c))
        return fail('a shadow root')
      // The host is not an HTML element (format.ts): its shadow root is a plain block's, inside it.
      const inner = document.createElement('div')
      const root = inner.attachShadow({ mode: 'open' })
      root.adoptedStyleSheets = (shadow.sheets as unknown[]).map(
        (index) => (typeof index === 'number' ? sheets[index] : undefined) ?? fail('a sheet index')
      )
      for (const child of shadow.c as unknown[]) add(root, child as SnapshotNode, depth + 1)
      element.appendChild(inner)
    }
    parent.appendChild(element)
  }
  return add
}

/** Says on the root why a stored view is not painted, and removes it unless it is another page's (which it stays for). */
function drop(root: HTMLElement, session: Storage, error: unknown): false {
  const reason = error instanceof Unusable ? error.message : 'could not be painted'
  if (reason === 'another page') return false
  root.setAttribute(SNAPSHOT_STATE, `dropped: ${reason}`)
  try {
    session.removeItem(SNAPSHOT_KEY)
  } catch {
    // Nothing more to lose.
  }
  return false
}

/**
 * Paints the tab's snapshot of this page, if there is one for the signed-in account: beside the
 * app's root, which it hides until the app shows its own page (hand-off.ts, `showAppWithPage`). The
 * view is inert (nothing in it can be clicked or focused) and busy, and its page says it is updating.
 * It is built at once, checked node by node, with the page's and the layout's style sheets (which
 * come with their code, not loaded yet) adopted from their saved text, so it never shows unstyled.
 * Answers whether it painted; a stored view it cannot use is removed.
 */
export function paintSnapshot(document: Document, storage: { session: Storage; local: Storage }, now: number): boolean {
  const root = document.getElementById('root')
  let raw: string | null = null
  try {
    raw = storage.session.getItem(SNAPSHOT_KEY)
  } catch {
    // No storage, no view.
  }
  if (raw === null || !root) return false
  try {
    const location = document.location
    const view = readSnapshot(raw, {
      path: location.pathname + location.search,
      account: signedInAccount(storage.local),
      now
    })
    const sheetOf = (text: string) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      return sheet
    }
    const sheets = view.sheets.map(sheetOf)
    const container = document.createElement('div')
    const add = build(document, sheets)
    for (const node of view.nodes) add(container, node, 0)
    const page = container.querySelector(PAGE_SELECTOR) ?? fail('no page in the view')
    page.setAttribute('data-refreshing', '')
    page.setAttribute('aria-busy', 'true')
    // The document's own sheets (index.html's) are linked already; the others come with the view.
    const linked = new Set(
      Array.from(document.styleSheets, (sheet) => (sheet.href === null ? '' : new URL(sheet.href).pathname))
    )
    const adopted = view.styles
      .filter(([path]) => !linked.has(path))
      .map(([, css]) => Object.defineProperty(sheetOf(css), SNAPSHOT_SHEET, { value: true }))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...adopted]
    container.className = SNAPSHOT_CLASS
    container.inert = true
    container.setAttribute('aria-busy', 'true')
    root.before(container)
    root.hidden = true
    root.setAttribute(SNAPSHOT_STATE, 'painted')
    return true
  } catch (error) {
    return drop(root, storage.session, error)
  }
}
