// The snapshot (R-STORE-3, docs/snapshot.md): the page a signed-in pilot last left, stored in this
// tab's session storage as plain data, so that a reload paints it before any of the app's code has
// loaded. Written by capture.ts as the page is left, read by paint.ts (a classic script of its own in
// index.html), and both keep to what this file allows: what is saved is exactly what may be painted.
//
// Nothing read back runs as code. A stored view is data (a tag, its attributes, its children), rebuilt
// with createElement and textContent from the tags and attributes below; anything else rejects the
// whole view.

export { SNAPSHOT_SHEET, SNAPSHOT_CLASS, SNAPSHOT_KEY, SNAPSHOT_STATE, PAGE_SELECTOR } from './names.ts'

export const SNAPSHOT_VERSION = 1

/** Several times any honest view (a library page of 50 documents, its style sheets included). */
export const MAX_SNAPSHOT_CHARS = 512 * 1024
export const MAX_SNAPSHOT_NODES = 6000
export const MAX_SNAPSHOT_DEPTH = 48
/** A view older than this is not painted: the tab was left for the night. */
export const SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000

/**
 * The layout's custom elements are painted as elements of this namespace: CSS type selectors still
 * match them (`crew-side-nav { … }` in app.css), and no element definition ever upgrades them, so no
 * widget code runs on a painted copy. Their shadow content sits in an HTML element's shadow root inside.
 */
export const HOST_NAMESPACE = 'urn:crew-portal:snapshot'
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

export interface SnapshotElement {
  /** Tag name, lower case. */
  t: string
  /** Attributes, each allowed by `snapshotAttribute`. */
  a?: Record<string, string>
  /** Children: text or elements. */
  c?: SnapshotNode[]
  /** A custom element's open shadow root: the view's style sheets it adopts (by index) and its children. */
  s?: { sheets: number[]; c: SnapshotNode[] }
}

export type SnapshotNode = string | SnapshotElement

export interface Snapshot {
  v: typeof SNAPSHOT_VERSION
  /** The path and query the view was left at: painted on a load of the same. */
  path: string
  /** The MSAL account it belongs to (its `localAccountId`): painted for that account only. */
  account: string
  /** When it was left (ms since the epoch). */
  savedAt: number
  /**
   * The app's own style sheets the page had (its layout's and its page area's, which load with their
   * code), each as its path and its CSS text: painted without waiting for a file.
   */
  styles: Array<[path: string, css: string]>
  /** The custom elements' style sheets, as CSS text, each once. */
  sheets: string[]
  nodes: SnapshotNode[]
}

const HTML_TAGS = new Set(
  (
    'div span p a h1 h2 h3 h4 h5 h6 header footer main nav section article aside ul ol li dl dt dd time ' +
    'strong em b i small mark abbr br hr button label input select option form fieldset legend ' +
    'table thead tbody tfoot tr th td caption figure figcaption progress meter'
  ).split(' ')
)
const SVG_TAGS = new Set('svg g path circle ellipse rect line polyline polygon'.split(' '))
const CUSTOM_TAG = /^crew-[a-z0-9]+(?:-[a-z0-9]+)*$/

const ATTRIBUTES = new Set(
  (
    'class datetime type open disabled hidden lang dir title placeholder value checked selected colspan rowspan ' +
    'max min step name ' +
    'viewBox width height d fill stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray fill-rule clip-rule ' +
    'cx cy r rx ry x y x1 y1 x2 y2 points transform opacity focusable'
  ).split(' ')
)
const ARIA =
  /^aria-(?:label|hidden|current|expanded|pressed|selected|disabled|level|orientation|valuenow|valuemin|valuemax|valuetext|sort|checked|roledescription)$/
const DATA = /^data-[a-z0-9]+(?:-[a-z0-9]+)*$/
// Live regions would read an old view aloud; the view is marked busy instead.
const QUIET_ROLES = new Set(['status', 'alert', 'log', 'marquee', 'timer', 'alertdialog', 'dialog'])
const MAX_VALUE = 2000

/** A style sheet of the app's build: painted views link only these (hashed, cached for good). */
export const snapshotStyle = (url: string): boolean => /^\/assets\/[\w.-]+\.css$/.test(url)

/** How a tag of the snapshot is created: in HTML, in SVG, as a custom element's host, or not at all. */
export function snapshotTag(tag: string): 'html' | 'svg' | 'host' | undefined {
  if (HTML_TAGS.has(tag)) return 'html'
  if (SVG_TAGS.has(tag)) return 'svg'
  if (CUSTOM_TAG.test(tag)) return 'host'
  return undefined
}

export const namespaceOf = (kind: 'html' | 'svg' | 'host'): string =>
  kind === 'svg' ? SVG_NAMESPACE : kind === 'host' ? HOST_NAMESPACE : 'http://www.w3.org/1999/xhtml'

/**
 * Whether an attribute may be saved and painted: presentational ones, `role` (not a live one), a few
 * `aria-*` states, `data-*`, a link within the app (`/…`, never `//…`), and a `style` that loads
 * nothing. No `id` (the app's root holds the same page meanwhile) and no event handler.
 */
export function snapshotAttribute(name: string, value: string): boolean {
  if (value.length > MAX_VALUE) return false
  if (name === 'href') return /^\/(?![/\\])[^\s\\]*$/.test(value)
  if (name === 'style') return !/url\(|image-set|@import|expression|\\/i.test(value)
  if (name === 'role') return !QUIET_ROLES.has(value)
  return ATTRIBUTES.has(name) || ARIA.test(name) || DATA.test(name)
}

/**
 * The MSAL account signed in on this origin (its active account's `localAccountId`, which MSAL keeps
 * in local storage), or undefined. The view is painted for that account only; a logout, here or in
 * another tab, clears local storage and with it any account a view could match.
 */
export function signedInAccount(local: Storage): string | undefined {
  for (let index = 0; index < local.length; index++) {
    const key = local.key(index)
    if (!key?.startsWith('msal.') || !key.endsWith('.active-account-filters')) continue
    try {
      const filters: unknown = JSON.parse(local.getItem(key) ?? '')
      const id = (filters as { localAccountId?: unknown } | null)?.localAccountId
      return typeof id === 'string' && id !== '' ? id : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
