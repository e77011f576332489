import { bufferedTelemetry, startFlags } from '@crew-portal/core'
import { configureTestCrewPortal, testSettings } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOAD_PLAN, QUIET_AFTER_MS, runLoadPlan } from './load-plan.ts'

function started(leaving = false, flagsOn = false) {
  const settings = flagsOn
    ? testSettings({ featureFlags: { apiKey: 'crew-portal-local', isEnabled: true } })
    : testSettings()
  configureTestCrewPortal({ settings })
  const order: string[] = []
  const reports: string[] = []
  const load =
    (what: string, fail = false) =>
    () => {
      order.push(what)
      if (fail) throw new Error(`${what} failed`)
    }
  const plan = {
    pageAnswered: { worker: load('worker', true), elements: load('elements') },
    flagsAnswered: { 'help-panel': load('help-panel') },
    quiet: { monitoring: load('monitoring') }
  }
  runLoadPlan(plan, {
    settings,
    telemetry: bufferedTelemetry(),
    leaving: () => leaving,
    report: (_error, what) => reports.push(what),
    quietAfter: 400
  })
  return { order, reports }
}

// The plan's phases wait on timers (the flags' limit, a frame, the idle fallback, the quiet phase's
// delay): the tests move a fake clock, so a busy machine makes nothing late or early.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Moves the fake clock a frame at a time until `reached` holds, for at most a minute of it. */
async function advanceUntil(reached: () => boolean): Promise<void> {
  for (let elapsed = 0; !reached() && elapsed < 60_000; elapsed += 16) await vi.advanceTimersByTimeAsync(16)
}

describe('the load plan', () => {
  it('starts the page-answered loads in the plan’s order, then the flags’ phase once the browser is idle, then the quiet phase', async () => {
    const { order } = started()
    await advanceUntil(() => order.length >= 2)
    expect(order).toEqual(['worker', 'elements'])
    await advanceUntil(() => order.length >= 3)
    expect(order).toEqual(['worker', 'elements', 'help-panel'])
    await advanceUntil(() => order.length >= 4)
    expect(order).toEqual(['worker', 'elements', 'help-panel', 'monitoring'])
  })

  it('waits the quiet phase’s delay after the flags’ phase', async () => {
    const { order } = started()
    await advanceUntil(() => order.includes('help-panel'))
    expect(order).toContain('help-panel')
    expect(order).not.toContain('monitoring')
    await vi.advanceTimersByTimeAsync(200)
    expect(order).not.toContain('monitoring')
    await advanceUntil(() => order.includes('monitoring'))
    expect(order).toContain('monitoring')
  })

  it('reports a load that fails by its name, and the others still run', async () => {
    const { order, reports } = started()
    await advanceUntil(() => order.includes('monitoring'))
    expect(order).toContain('monitoring')
    expect(reports).toEqual(['worker'])
  })

  it('starts what waits behind the flags only once they have answered', async () => {
    const { order } = started(false, true)
    await advanceUntil(() => order.length >= 2)
    expect(order).toEqual(['worker', 'elements'])
    await vi.advanceTimersByTimeAsync(1200)
    expect(order).toEqual(['worker', 'elements'])
    await startFlags()
    await advanceUntil(() => order.length >= 4)
    expect(order).toEqual(['worker', 'elements', 'help-panel', 'monitoring'])
  })

  it('loads nothing of the later phase on a page that is leaving for sign-in', async () => {
    const { order } = started(true)
    await advanceUntil(() => order.length >= 2)
    expect(order).toEqual(['worker', 'elements'])
    // Past every limit of the later phases: the flags', the idle fallback's and the quiet phase's.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(order).toEqual(['worker', 'elements'])
  })

  it('is the app’s: the later parts once the page has its answer, the service worker and the help panel once the flags have, monitoring well after', () => {
    expect(Object.fromEntries(Object.entries(LOAD_PLAN).map(([phase, loads]) => [phase, Object.keys(loads)]))).toEqual({
      pageAnswered: ['elements', 'start'],
      flagsAnswered: ['service-worker', 'help-panel'],
      quiet: ['monitoring']
    })
    expect(QUIET_AFTER_MS).toBe(10_000)
  })
})
