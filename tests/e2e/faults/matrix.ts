// One case of the matrix: a page loaded while one kind of its API calls gets one fault, then what a
// pilot would notice: no uncaught error, no blank page, no spinner left, the catalogue's answer
// (R-ERRORS-1 in docs/rules.md, decided by the core's own catalogue), and the app working again once the fault is gone.
import type { FaultRoute } from './cdp-router.ts'
import { errorOutcome, type ErrorOutcome } from '../../../packages/core/src/http/catalogue.ts'
import { origins } from '../playwright.config.ts'
import { type RecordedCall, callKey, recordCalls } from './calls.ts'
import type { Fault } from './kinds.ts'
import { type FaultLane, expect } from './lane.ts'
import type { CaseFacts, Surface } from './surface.ts'
import { expectCount } from './waits.ts'

/** Everything that says "still loading": the full-screen overlay, a page's or a part's spinner, a busy region. */
export const SPINNERS = '.crew-loading-overlay, .page-fallback__spinner, [aria-busy="true"]'

/**
 * Calls whose failure the product only logs (R-ERRORS-5, the caller passes `shows: 'nothing'`): the
 * remote configuration (sent with no token; the settings file's words stand in) and the contact card
 * marked as displayed. Any other call that fails must show the catalogue's answer.
 */
const LOGGED_ONLY = [/\/configuration\/settings$/, /\/contactcarddisplayed$/]

/**
 * Calls whose failure shows no banner but whose 401 opens the session-expired dialog (R-ERRORS-6,
 * `shows: 'sessionDialogOnly'`): the door pass's credential (the pass says there is no door code,
 * docs/access-pass.md).
 */
const NO_BANNER = [/\/accesspass\/:id\/credential$/]

const pathOf = (call: RecordedCall) => call.key.split(' ')[1] ?? ''

/** What the catalogue's answer to a failure of `call` leaves on screen, as the call's caller asks. */
function shownOf(call: RecordedCall, outcome: ErrorOutcome): ErrorOutcome {
  if (LOGGED_ONLY.some((pattern) => pattern.test(pathOf(call)))) return { kind: 'none' }
  if (NO_BANNER.some((pattern) => pattern.test(pathOf(call))) && outcome.kind === 'banner') return { kind: 'none' }
  return outcome
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function within<T>(promise: Promise<T>, ms: number, problem: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(problem)), ms)))
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Waits until no API call has been in flight for `ms` (a call that follows another's answer goes out
 * on the next render; the remote configuration goes out once the page has its answer and the
 * load plan's chunk (load-plan.ts) has loaded).
 */
async function apiQuietFor(lane: FaultLane, ms: number): Promise<void> {
  const step = 60
  const until = Date.now() + API_QUIET_LIMIT_MS
  for (let quiet = 0; quiet < ms;) {
    await pause(step)
    quiet = lane.pending === 0 ? quiet + step : 0
    if (Date.now() > until)
      throw new Error(`API calls still in flight after ${API_QUIET_LIMIT_MS / 1000} s: ${lane.pendingCalls.join(', ')}`)
  }
}

/** Longer than the core's own time limit for a call: a call in flight past it is a case's failure, not a wait. */
const API_QUIET_LIMIT_MS = 30_000

/** The recording waits this long with no call in flight before it takes the list as complete. */
const RECORDING_QUIET_MS = 2_500

async function expectSettled(lane: FaultLane, surface: Surface): Promise<void> {
  await apiQuietFor(lane, 120)
  await surface.expectSettled?.(lane.page)
  await expectCount(lane.page.locator(SPINNERS), 0, 'no spinner or overlay left')
}

/** Loads the surface with no fault and returns the kinds of API call it made. */
export async function recordSurface(lane: FaultLane, surface: Surface): Promise<RecordedCall[]> {
  return recordCalls(lane.page, origins.api, async () => {
    await lane.visit(surface.path)
    await surface.expectAsUsual(lane.page)
    await expectSettled(lane, surface)
    await apiQuietFor(lane, RECORDING_QUIET_MS)
  })
}

/** What the pilot must see for this case: the core's catalogue on the failure the core will hold, or nothing. */
function factsOf(call: RecordedCall, fault: Fault, url: string, surface: Surface): CaseFacts {
  const result = fault.resultOf(call, url)
  const outcome: ErrorOutcome = result
    ? shownOf(call, errorOutcome(result.failure, { online: true, ...surface.words }))
    : { kind: 'none' }
  return { call, fault, result, outcome }
}

/**
 * Runs one case on `lane`: `fault` on every request of `call`'s kind while the surface loads, the
 * checks, then the fault removed and the surface used again.
 */
export async function runCase(lane: FaultLane, surface: Surface, call: RecordedCall, fault: Fault): Promise<void> {
  const { page } = lane
  const uncaught: string[] = []
  const onPageError = (error: Error) => uncaught.push(error.message)
  page.on('pageerror', onPageError)
  let faultedUrl: (url: string) => void = () => {}
  const faulted = new Promise<string>((resolve) => (faultedUrl = resolve))
  const handler = async (route: FaultRoute) => {
    if (callKey(route.request().method(), route.request().url()) !== call.key) return route.fallback()
    faultedUrl(route.request().url())
    await fault.answer(route, call, origins.app)
  }
  try {
    lane.api.route(handler)
    await lane.visit(surface.path)
    const url = await within(faulted, 15_000, `${surface.path} did not call ${call.key} this time`).catch(
      (error: Error) => {
        throw new Error(`${error.message}: at ${page.url()}, having called ${lane.requested.join(', ') || 'nothing'}`)
      }
    )
    await expectSettled(lane, surface)
    const facts = factsOf(call, fault, url, surface)
    await surface.expectCase(page, facts)
    if (!facts.result) await surface.expectAsUsual(page)

    lane.api.unroute()
    await surface.expectRecovered(page, facts)
    await expectCount(page.locator(SPINNERS), 0, 'no spinner or overlay left once the fault is gone')
    expect(uncaught, 'no uncaught error').toEqual([])
  } finally {
    page.off('pageerror', onPageError)
    lane.api.unroute()
  }
}
