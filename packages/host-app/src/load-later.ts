import { type AppSettings, type bufferedTelemetry, pageSettled, trackException, warmFlags } from '@crew-portal/core'
import { afterPaint } from './after-paint.ts'

// Past this, the load plan goes ahead even if the page's answer has not come.
const PAGE_SETTLE_LIMIT_MS = 5000

function untilPageSettled(): Promise<unknown> {
  return Promise.race([pageSettled(), new Promise((resolve) => setTimeout(resolve, PAGE_SETTLE_LIMIT_MS))])
}

/** The part of the Navigation API `onLeaving` uses (not in TypeScript's DOM types yet). */
interface NavigationEvents {
  addEventListener(
    type: 'navigate',
    listener: (event: { destination: { sameDocument: boolean }; downloadRequest?: string | null }) => void
  ): void
}

/**
 * Calls `then` once the page starts navigating to another document (MSAL's way to sign in, a reload
 * it asks for; not a download), through the Navigation API's `navigate` event. A `beforeunload`
 * listener would do it too, at a price: with one, every navigation away, a pilot's reload among
 * them, first waits for this page to run it (docs/benchmarks.md). Where the Navigation API is
 * missing, it is `beforeunload`.
 */
export function onLeaving(then: () => void, target: Window = window): void {
  const { navigation } = target as Window & { navigation?: NavigationEvents }
  if (!navigation) return target.addEventListener('beforeunload', () => then())
  navigation.addEventListener('navigate', (event) => {
    // A download (the training event's "Add to calendar") leaves the page where it is.
    if (!event.destination.sameDocument && (event.downloadRequest ?? null) === null) then()
  })
}

/**
 * Runs the load plan (load-plan.ts, a chunk of its own) once the browser has painted the first
 * render, the page has its answer and that answer has painted too, so nothing of it delays any of
 * them. A page that starts leaving for sign-in meanwhile loads nothing of its later phase.
 */
export function loadPlanWhenSettled(settings: AppSettings, telemetry: ReturnType<typeof bufferedTelemetry>): void {
  let leaving = false
  onLeaving(() => {
    leaving = true
  })
  const report = (error: unknown, source: string) => trackException(error, { source })
  afterPaint()
    .then(untilPageSettled)
    .then(afterPaint)
    .then(() => {
      // The flag SDK downloads beside the plan, which starts the flags: their notifications come next.
      warmFlags()
      return import('./load-plan.ts')
    })
    .then(({ LOAD_PLAN, runLoadPlan }) =>
      runLoadPlan(LOAD_PLAN, { settings, telemetry, leaving: () => leaving, report })
    )
    .catch((error: unknown) => report(error, 'start'))
}
