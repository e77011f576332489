import { bufferedTelemetry, startFlags } from '@crew-portal/core'
import { configureTestCrewPortal, testSettings } from '@crew-portal/core/test'
import { describe, expect, it, vi } from 'vitest'
import { LOAD_PLAN, runLoadPlan } from './load-plan.ts'

function started(leaving = false, flagsOn = false) {
  const settings = flagsOn ? testSettings({ featureFlags: { apiKey: 'crew-portal-local', isEnabled: true } }) : testSettings()
  configureTestCrewPortal({ settings })
  const order: string[] = []
  const reports: string[] = []
  const load = (what: string, fail = false) => () => {
    order.push(what)
    if (fail) throw new Error(`${what} failed`)
  }
  const plan = { pageAnswered: { worker: load('worker', true), elements: load('elements') }, flagsAnswered: { monitoring: load('monitoring') } }
  runLoadPlan(plan, { settings, telemetry: bufferedTelemetry(), leaving: () => leaving, report: (_error, what) => reports.push(what) })
  return { order, reports }
}

describe('the load plan', () => {
  it('starts the page-answered loads in the plan’s order, then the rest once the browser is idle', async () => {
    const { order } = started()
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'monitoring']), { timeout: 3000 })
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
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'monitoring']), { timeout: 3000 })
  })

  it('loads nothing of the later phase on a page that is leaving for sign-in', async () => {
    const { order } = started(true)
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(order).toEqual(['worker', 'elements'])
  })

  it('is the app’s: the later parts once the page has its answer, the service worker, the help panel and monitoring once the flags have', () => {
    expect(Object.fromEntries(Object.entries(LOAD_PLAN).map(([phase, loads]) => [phase, Object.keys(loads)]))).toEqual({
      pageAnswered: ['elements', 'kept-view', 'start'],
      flagsAnswered: ['service-worker', 'help-panel', 'monitoring']
    })
  })
})
