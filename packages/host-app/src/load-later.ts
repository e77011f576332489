import { type AppSettings, type bufferedTelemetry, pageSettled, trackException } from '@crew-portal/core'

// Past this, the load plan goes ahead even if the page's answer has not come.
const PAGE_SETTLE_LIMIT_MS = 5000

function untilPageSettled(): Promise<unknown> {
  return Promise.race([pageSettled(), new Promise((resolve) => setTimeout(resolve, PAGE_SETTLE_LIMIT_MS))])
}

/**
 * Runs the load plan (load-plan.ts, a chunk of its own) once the browser has painted the first
 * render and the page has its answer, so nothing of it delays either. A page that starts leaving
 * for sign-in meanwhile loads nothing of its interactive phase.
 */
export function loadPlanWhenSettled(settings: AppSettings, telemetry: ReturnType<typeof bufferedTelemetry>): void {
  let leaving = false
  window.addEventListener('beforeunload', () => {
    leaving = true
  })
  const report = (error: unknown, source: string) => trackException(error, { source })
  requestAnimationFrame(() =>
    setTimeout(() => {
      untilPageSettled()
        .then(() => import('./load-plan.ts'))
        .then(({ LOAD_PLAN, runLoadPlan }) => runLoadPlan(LOAD_PLAN, { settings, telemetry, leaving: () => leaving, report }))
        .catch((error: unknown) => report(error, 'start'))
    }, 0)
  )
}
