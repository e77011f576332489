// The app's load plan: what loads after the first render, by phase. boot loads this module, a chunk
// of its own, once the page on screen has its answer (or after its settle limit), and runs it.
//
// Before it, boot's own steps: the first load (the settings, MSAL, the core's routes and session)
// decides whether the visitor stays; once they do, the app's and the first page's code are asked
// for side by side, the page model's queries start, and the first render shows the page itself.
// Nothing here runs before the page's answer: its download, parse and check are the visit's longest
// work (at 10,000 documents, most of it), and any other script meanwhile delays it.
import { $router, createAppInsightsTelemetry, flagsAnswered, startCrewPortal } from '@crew-portal/core'
import type { AppSettings, bufferedTelemetry } from '@crew-portal/core'
import { afterPaint } from './after-paint.ts'
import { whenIdle } from './when-idle.ts'
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
 * - `pageAnswered`: at once (boot has waited for the first paint and the page's answer); `start`
 *   asks for the flag client once the browser is idle;
 * - `flagsAnswered`: once the flags have answered or failed (at most `FLAGS_ANSWER_LIMIT_MS`) and
 *   the system notifications they bring have painted, then once the browser is idle, unless the
 *   page is leaving for sign-in;
 * - `quiet`: `QUIET_AFTER_MS` after that, once the browser is idle, unless the page is leaving.
 */
export const LOAD_PLAN = {
  pageAnswered: {
    // The banner and the contact card.
    elements: () => defineLaterElements(),
    // The core's running parts (session watchers, the survey at every navigation end of the router,
    // the first page's included, the remote configuration, the contact card's search). Its flag
    // client waits for the browser to be idle itself.
    start: ({ whenInteractive }) => startCrewPortal({ navigation: $router, later: whenInteractive })
  },
  // Behind the notifications: their SDK's answer is what a pilot sees next, and none of these shows
  // anything (the help panel's code is warmed for a click).
  flagsAnswered: {
    // Its precaching never competes with the page, its answer or the notifications.
    'service-worker': () =>
      import('./shell/service-worker.ts').then((m) => m.registerServiceWorker({ offlineCopies: true })),
    'help-panel': () => LazyHelpPanel.warm()
  },
  // Well after the page has settled. Monitoring's SDK is large: compiling and first running it is the
  // longest task after the first load's, and a pilot's first taps would wait behind it. What happens
  // before it is buffered and, if the page is left first, stored for the next page of the tab (the
  // unsent telemetry, boot's `tabTelemetry`); its batches leave every 15 s in any case.
  quiet: {
    monitoring: ({ settings, telemetry }) => startMonitoring(settings, telemetry)
  }
} satisfies Record<'pageAnswered' | 'flagsAnswered' | 'quiet', Record<string, Load>>

// Past this, what waits for the flags goes ahead without their answer.
const FLAGS_ANSWER_LIMIT_MS = 3000

/** How long after the flags' phase the quiet phase waits (docs/architecture.md, "The load plan"). */
export const QUIET_AFTER_MS = 10_000

async function startMonitoring(settings: AppSettings, telemetry: PlanContext['telemetry']): Promise<void> {
  try {
    telemetry.attach(await createAppInsightsTelemetry(settings))
  } catch (error) {
    // Monitoring that cannot load must not take the product with it.
    console.warn('Monitoring could not start', error)
  }
}

/** Runs `plan`; `leaving` says whether the page is on its way to sign in, `report` hears what failed, by name. */
export function runLoadPlan(
  plan: Readonly<Record<keyof typeof LOAD_PLAN, Readonly<Record<string, Load>>>>,
  options: Omit<PlanContext, 'whenInteractive'> & {
    leaving: () => boolean
    report: (error: unknown, what: string) => void
    quietAfter?: number
  }
): void {
  // Each task waits for an idle moment of its own, from the time it is asked for.
  const whenInteractive = (task: () => void) =>
    void whenIdle(2000, 1000).then(() => (options.leaving() ? undefined : task()))
  const context: PlanContext = { settings: options.settings, telemetry: options.telemetry, whenInteractive }
  const start = ([what, load]: [string, Load]) => {
    Promise.resolve()
      .then(() => load(context))
      .catch((error: unknown) => options.report(error, what))
  }
  Object.entries(plan.pageAnswered).forEach(start)
  const flagsLimit = new Promise((resolve) => setTimeout(resolve, FLAGS_ANSWER_LIMIT_MS))
  void Promise.race([flagsAnswered(), flagsLimit])
    .then(afterPaint)
    .then(() => {
      for (const entry of Object.entries(plan.flagsAnswered)) whenInteractive(() => start(entry))
      setTimeout(() => {
        for (const entry of Object.entries(plan.quiet)) whenInteractive(() => start(entry))
      }, options.quietAfter ?? QUIET_AFTER_MS)
    })
}
