// index.html's classic script (build/snapshot-script.ts), run as the document is parsed: every load
// runs it. With a snapshot saved in this tab it paints it (paint.ts) and starts the app's module
// (`data-app`, already preloaded by the HTML) once the browser has shown the view: the app's
// evaluation (React, MSAL, the core) would otherwise come first and hold the paint back. With no view
// it starts the app at once. The painter is in this file, not a module it imports: a module fetched
// (even from the cache) just as the view is wanted would hold back the first card.
import { SNAPSHOT_CLASS } from './names.ts'
import { paintSnapshot } from './paint.ts'

/** A hidden tab paints nothing and runs no animation frame: past this, the app starts anyway. */
const PAINT_WAIT_LIMIT_MS = 100

const script = document.currentScript
const app = script instanceof HTMLScriptElement ? script.dataset.app : undefined

let started = false
function start(): void {
  if (started || app === undefined) return
  started = true
  import(/* @vite-ignore */ app).catch(() => {
    // The app's code cannot load (no network, and no cached copy): say so where the shell says it loads.
    for (const view of Array.from(document.getElementsByClassName(SNAPSHOT_CLASS))) view.remove()
    const root = document.getElementById('root')
    if (!root) return
    root.hidden = false
    const status = root.querySelector('[role="status"]')
    if (status) status.textContent = 'Crew Portal could not load. Check your connection and reload the page.'
  })
}

/** Starts the app once the browser has had a frame to show the view in. */
function startAfterPaint(painted: boolean): void {
  if (!painted || document.visibilityState !== 'visible') return start()
  requestAnimationFrame(() => setTimeout(start, 0))
  setTimeout(start, PAINT_WAIT_LIMIT_MS)
}

let painted = false
try {
  painted = paintSnapshot(document, { session: window.sessionStorage, local: window.localStorage }, Date.now())
} catch {
  // Storage refused (a browser setting): no view.
}
startAfterPaint(painted)
