import type { BrowserContext } from '@playwright/test'
import type { LocalServices } from './services.model.ts'

/** One Content Security Policy violation: seen by a page or frame (`event`), or reported to the sink (`report`). */
export interface CspViolation {
  seenBy: 'event' | 'report'
  documentURL: string
  effectiveDirective: string
  blockedURL: string
  /** The refused value's start; a Trusted Types violation names the sink first (`Element innerHTML|<b>…`). */
  sample: string
  sourceFile: string
  lineNumber?: number | undefined
  /** Reported after the test that was running ended: it belongs to an earlier test. */
  late?: true
}

const BINDING = '__crewCspViolation'

/** Runs in every page and frame of a watched context, before the page's own scripts. */
function listen(binding: string): void {
  addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((violation: object) => void) | undefined>)[binding]
      report?.({
        documentURL: event.documentURI,
        effectiveDirective: event.effectiveDirective,
        blockedURL: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber
      })
    },
    true
  )
}

/** The last report a test of this worker has read: reports up to it are someone's already. */
let lastReport: number | undefined

/** The running test's recorder: a context kept across tests (the fault matrix's lanes) is watched once and tells whichever test runs. */
const running: { recorder?: CspViolations | undefined } = {}
/** Seen while no test was recording: the next test takes them as late. */
const between: CspViolation[] = []
const watched = new WeakSet<BrowserContext>()

/**
 * Content Security Policy violations during one test. Every page and frame of a watched context
 * reports its `securitypolicyviolation` events as they happen; the telemetry sink adds what browsers
 * reported to it (`report-to`, `report-uri`), which covers service workers and browsers of their own.
 */
export class CspViolations {
  readonly #seen: CspViolation[] = []
  readonly #expected: Array<(violation: CspViolation) => boolean> = []

  constructor(private readonly services: LocalServices) {}

  async start(): Promise<void> {
    running.recorder = this
    this.#seen.push(...between.splice(0).map((violation) => ({ ...violation, late: true as const })))
    const reports = await this.services.cspReports(lastReport ?? 0)
    // The first test of a worker starts after whatever was reported before it; later ones also
    // take the reports that arrived between tests, which an earlier test caused.
    if (lastReport !== undefined)
      this.#seen.push(...reports.map((report) => ({ ...this.#fromReport(report), late: true as const })))
    lastReport = Math.max(lastReport ?? 0, ...reports.map((report) => report.id))
  }

  /** Records the violations in another context too: a browser of the test's own, a second context. */
  async watch(context: BrowserContext): Promise<void> {
    if (watched.has(context)) return
    watched.add(context)
    await context.exposeBinding(BINDING, (_source, violation: Omit<CspViolation, 'seenBy'>) => {
      const seen: CspViolation = { seenBy: 'event', ...violation }
      if (running.recorder) running.recorder.#seen.push(seen)
      else between.push(seen)
    })
    await context.addInitScript(listen, BINDING)
  }

  /** A violation the test causes on purpose: it does not fail the test. */
  expect(match: (violation: CspViolation) => boolean): void {
    this.#expected.push(match)
  }

  /** Everything seen so far, reports included. */
  async all(): Promise<CspViolation[]> {
    await this.#readReports()
    return [...this.#seen]
  }

  /** The violations the test did not expect. */
  async finish(): Promise<CspViolation[]> {
    const all = await this.all()
    if (running.recorder === this) running.recorder = undefined
    return all.filter((violation) => !this.#expected.some((match) => match(violation)))
  }

  async #readReports(): Promise<void> {
    const reports = await this.services.cspReports(lastReport ?? 0)
    this.#seen.push(...reports.map((report) => this.#fromReport(report)))
    lastReport = Math.max(lastReport ?? 0, ...reports.map((report) => report.id))
  }

  #fromReport(report: Awaited<ReturnType<LocalServices['cspReports']>>[number]): CspViolation {
    const { documentURL, effectiveDirective, blockedURL, sample, sourceFile, lineNumber } = report
    return { seenBy: 'report', documentURL, effectiveDirective, blockedURL, sample, sourceFile, lineNumber }
  }
}
