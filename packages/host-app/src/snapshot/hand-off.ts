// Hands the screen from a painted snapshot (paint.ts, docs/snapshot.md) back to the app: boot
// calls it with its first render, or at once when it renders anything but the app.
import { SNAPSHOT_SHEET, SNAPSHOT_CLASS, LAYOUT_PENDING_SELECTOR, PAGE_SELECTOR } from './names.ts'

/** How long a painted view may stand in for a page the app is still loading: then the app shows its own. */
export const SNAPSHOT_HAND_OFF_LIMIT_MS = 8000

/** Whether `root` shows a page with its answer: its page is not busy, or busy only refreshing a kept answer. */
export function pageShown(root: ParentNode): boolean {
  const page = root.querySelector(PAGE_SELECTOR)
  return page !== null && (page.getAttribute('aria-busy') !== 'true' || page.hasAttribute('data-refreshing'))
}

/** Shows the app's root, and removes a painted view (index.html's paint, paint.ts) with the style sheets it adopted. */
export function showApp(root: HTMLElement): void {
  for (const view of Array.from(document.getElementsByClassName(SNAPSHOT_CLASS))) view.remove()
  if (document.adoptedStyleSheets.some((sheet) => SNAPSHOT_SHEET in sheet))
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !(SNAPSHOT_SHEET in sheet))
  root.hidden = false
}

/**
 * With a view painted, shows the app in its place in the same frame as the app's page shows its
 * answer (its first render, with a kept answer) and its layout has rendered (the side nav, defined
 * after the first card, would otherwise show empty for a moment), or after `limit` ms, whichever
 * comes first.
 */
export function showAppWithPage(root: HTMLElement, limit = SNAPSHOT_HAND_OFF_LIMIT_MS): void {
  if (!root.hidden) return
  const ready = () => pageShown(root) && root.querySelector(LAYOUT_PENDING_SELECTOR) === null
  // Mutation records are delivered before the browser paints the render that caused them.
  const observer = new MutationObserver(() => {
    if (ready()) done()
  })
  const timer = setTimeout(() => done(), limit)
  function done() {
    observer.disconnect()
    clearTimeout(timer)
    showApp(root)
  }
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-refreshing', 'class']
  })
  if (ready()) done()
}
