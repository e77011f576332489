import { bufferedTelemetry, startFlags } from '@crew-portal/core'
import { configureTestCrewPortal, testSettings } from '@crew-portal/core/test'
import { describe, expect, it, vi } from 'vitest'
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

describe('the load plan', () => {
  it('starts the page-answered loads in the plan’s order, then the flags’ phase once the browser is idle, then the quiet phase', async () => {
    const { order } = started()
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'help-panel']), { timeout: 3000 })
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'help-panel', 'monitoring']), { timeout: 3000 })
  })

  it('waits the quiet phase’s delay after the flags’ phase', async () => {
    const { order } = started()
    await vi.waitFor(() => expect(order).toContain('help-panel'), { timeout: 3000 })
    expect(order).not.toContain('monitoring')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(order).not.toContain('monitoring')
    await vi.waitFor(() => expect(order).toContain('monitoring'), { timeout: 3000 })
  })

  it('reports a load that fails by its name, and the others still run', async () => {
    const { order, reports } = started()
    await vi.waitFor(() => expect(order).toContain('monitoring'), { timeout: 3000 })
    expect(reports).toEqual(['worker'])
  })

  it('starts what waits behind the flags only once they have answered', async () => {
    const { order } = started(false, true)
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(order).toEqual(['worker', 'elements'])
    await startFlags()
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'help-panel', 'monitoring']), { timeout: 3000 })
  })

  it('loads nothing of the later phase on a page that is leaving for sign-in', async () => {
    const { order } = started(true)
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(order).toEqual(['worker', 'elements'])
  })

  it('is the app’s: the later parts once the page has its answer, the service worker and the help panel once the flags have, monitoring well after', () => {
    expect(Object.fromEntries(Object.entries(LOAD_PLAN).map(([phase, loads]) => [phase, Object.keys(loads)]))).toEqual({
      pageAnswered: ['elements', 'snapshot', 'start'],
      flagsAnswered: ['service-worker', 'help-panel'],
      quiet: ['monitoring']
    })
    expect(QUIET_AFTER_MS).toBe(10_000)
  })
})
