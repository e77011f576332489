// What the app starts once the first page is on screen and has its answer (boot waits for both),
// loaded as a chunk of its own so that none of it is in the first load: the service worker, the banner and contact card elements, the help
// panel, the core's running parts (session, survey, remote configuration, the contact-card search)
// and, once the page is interactive, monitoring and flags with their SDKs.
import { $router, createAppInsightsTelemetry, startCrewPortal, trackException } from '@crew-portal/core'
import type { AppSettings, bufferedTelemetry } from '@crew-portal/core'
import { defineLaterElements } from './elements.ts'
import { LazyHelpPanel } from './LazyHelpPanel.ts'

export interface LaterOptions {
  settings: AppSettings
  telemetry: ReturnType<typeof bufferedTelemetry>
  /** Runs a task once the page is interactive, unless it is leaving for sign-in by then. */
  whenInteractive: (task: () => void) => void
}

async function startMonitoring(settings: AppSettings, telemetry: LaterOptions['telemetry']): Promise<void> {
  try {
    telemetry.attach(await createAppInsightsTelemetry(settings))
  } catch (error) {
    // Monitoring that cannot load must not take the product with it.
    console.warn('Monitoring could not start', error)
  }
}

export function startAfterFirstPaint({ settings, telemetry, whenInteractive }: LaterOptions): void {
  // The worker registers after the first paint so its precaching never competes with it.
  void import('./service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch((error: unknown) => trackException(error, { source: 'service-worker' }))
  defineLaterElements().catch((error: unknown) => trackException(error, { source: 'elements' }))
  void LazyHelpPanel.warm()
  whenInteractive(() => void startMonitoring(settings, telemetry))
  try {
    // The router's page, so the survey reloads at every navigation end, the first page's included.
    // Flags, like monitoring, wait until the page is interactive and skip a page leaving to sign in.
    startCrewPortal({ navigation: $router, later: whenInteractive })
  } catch (error) {
    trackException(error, { source: 'start' })
  }
}
