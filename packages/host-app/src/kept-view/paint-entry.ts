// index.html's classic script (build/kept-view-script.ts), run as the document is parsed: paints the
// kept view, if there is one, then starts the app's module (its URL in `data-app`, its files already
// preloaded by the HTML). With a view painted, the app starts once the browser has shown it: its
// evaluation (React, MSAL, the core) would otherwise come first and hold the paint back.
import { KEPT_VIEW_CLASS } from './format.ts'
import { paintKeptView } from './paint.ts'

/** A hidden tab paints nothing and runs no animation frame: past this, the app starts anyway. */
const PAINT_WAIT_LIMIT_MS = 100

const script = document.currentScript
const app = script instanceof HTMLScriptElement ? script.dataset.app : undefined

let started = false
function start(): void {
  if (started || app === undefined) return
  started = true
  import(/* @vite-ignore */ app).catch(() => {
    // The app's code cannot load (no network, and no copy kept): say so where the shell says it loads.
    for (const view of Array.from(document.getElementsByClassName(KEPT_VIEW_CLASS))) view.remove()
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

let painting: Promise<boolean>
try {
  painting = paintKeptView(document, { session: window.sessionStorage, local: window.localStorage }, Date.now())
} catch {
  // Storage refused (a browser setting): the app starts as it would with no view.
  painting = Promise.resolve(false)
}
painting.then(startAfterPaint, () => start())
