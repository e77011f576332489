// The app's load plan: what loads after the first render, by phase. boot loads this module, a chunk
// of its own, once the page on screen has its answer (or after its settle limit), and runs it.
//
// Before it, boot's own steps: the first load (the settings, MSAL, the core's routes and session)
// decides whether the visitor stays; once they do, the app's and the first page's code are asked
// for side by side, the page model's queries start, and the first render shows the page itself.
// Nothing here runs before the page's answer: its download, parse and check are the visit's longest
// work (at 10,000 documents, most of it), and any other script meanwhile delays it.
import { $router, RouteName, createAppInsightsTelemetry, routeEntry, startCrewPortal } from '@crew-portal/core'
import type { AppSettings, bufferedTelemetry } from '@crew-portal/core'
import { keepViewOnLeave } from './kept-view/capture.ts'
import { defineLaterElements } from './shell/elements.ts'
import { LazyHelpPanel } from './shell/LazyHelpPanel.ts'

export interface PlanContext {
  settings: AppSettings
  telemetry: ReturnType<typeof bufferedTelemetry>
  /** Runs a task once the page is interactive, unless it is leaving for sign-in by then. */
  whenInteractive: (task: () => void) => void
}

type Load = (context: PlanContext) => unknown

/**
 * Each phase's loads start together, in this order:
 * - `pageAnswered`: at once (boot has waited for the first paint and the page's answer);
 * - `interactive`: then, once the browser is idle (or 2 s have passed), unless the page is leaving
 *   for sign-in.
 */
export const LOAD_PLAN = {
  pageAnswered: {
    // Its precaching never competes with the first paint or the page's answer.
    'service-worker': () => import('./shell/service-worker.ts').then((m) => m.registerServiceWorker()),
    // The banner and the contact card.
    elements: () => defineLaterElements(),
    'help-panel': () => LazyHelpPanel.warm(),
    // The page as the pilot leaves it, for the next load's paint (docs/kept-view.md), on the routes
    // whose row in the route table says `keptView`.
    'kept-view': () => {
      const root = document.getElementById('root')
      if (root) keepViewOnLeave(root, () => routeEntry($router.get()?.route ?? RouteName.home)?.keptView === true)
    },
    // The core's running parts (session watchers, the survey at every navigation end of the router,
    // the first page's included, the remote configuration, the contact card's search). Its flag
    // client waits for the interactive phase itself.
    start: ({ whenInteractive }) => startCrewPortal({ navigation: $router, later: whenInteractive })
  },
  interactive: {
    monitoring: ({ settings, telemetry }) => startMonitoring(settings, telemetry)
  }
} satisfies Record<'pageAnswered' | 'interactive', Record<string, Load>>

async function startMonitoring(settings: AppSettings, telemetry: PlanContext['telemetry']): Promise<void> {
  try {
    telemetry.attach(await createAppInsightsTelemetry(settings))
  } catch (error) {
    // Monitoring that cannot load must not take the product with it.
    console.warn('Monitoring could not start', error)
  }
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 1000)
  })
}

/** Runs `plan`; `leaving` says whether the page is on its way to sign in, `report` hears what failed, by name. */
export function runLoadPlan(
  plan: Readonly<Record<keyof typeof LOAD_PLAN, Readonly<Record<string, Load>>>>,
  options: Omit<PlanContext, 'whenInteractive'> & { leaving: () => boolean; report: (error: unknown, what: string) => void }
): void {
  // Each task waits for an idle moment of its own, from the time it is asked for.
  const whenInteractive = (task: () => void) => void whenIdle().then(() => (options.leaving() ? undefined : task()))
  const context: PlanContext = { settings: options.settings, telemetry: options.telemetry, whenInteractive }
  const start = ([what, load]: [string, Load]) => {
    Promise.resolve()
      .then(() => load(context))
      .catch((error: unknown) => options.report(error, what))
  }
  Object.entries(plan.pageAnswered).forEach(start)
  for (const entry of Object.entries(plan.interactive)) whenInteractive(() => start(entry))
}
