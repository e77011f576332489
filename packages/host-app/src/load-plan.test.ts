import { bufferedTelemetry } from '@crew-portal/core'
import { configureTestCrewPortal, testSettings } from '@crew-portal/core/test'
import { describe, expect, it, vi } from 'vitest'
import { LOAD_PLAN, runLoadPlan } from './load-plan.ts'

function started(leaving = false) {
  configureTestCrewPortal()
  const order: string[] = []
  const reports: string[] = []
  const load = (what: string, fail = false) => () => {
    order.push(what)
    if (fail) throw new Error(`${what} failed`)
  }
  const plan = { pageAnswered: { worker: load('worker', true), elements: load('elements') }, interactive: { monitoring: load('monitoring') } }
  runLoadPlan(plan, { settings: testSettings(), telemetry: bufferedTelemetry(), leaving: () => leaving, report: (_error, what) => reports.push(what) })
  return { order, reports }
}

describe('the load plan', () => {
  it('starts the page-answered loads in the plan’s order, then the interactive ones once the browser is idle', async () => {
    const { order } = started()
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements', 'monitoring']), { timeout: 3000 })
  })

  it('reports a load that fails by its name, and the others still run', async () => {
    const { order, reports } = started()
    await vi.waitFor(() => expect(order).toContain('monitoring'), { timeout: 3000 })
    expect(reports).toEqual(['worker'])
  })

  it('loads nothing of the interactive phase on a page that is leaving for sign-in', async () => {
    const { order } = started(true)
    await vi.waitFor(() => expect(order).toEqual(['worker', 'elements']))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(order).toEqual(['worker', 'elements'])
  })

  it('is the app’s: the later parts once the page has its answer, monitoring once it is interactive', () => {
    expect(Object.fromEntries(Object.entries(LOAD_PLAN).map(([phase, loads]) => [phase, Object.keys(loads)]))).toEqual({
      pageAnswered: ['service-worker', 'elements', 'help-panel', 'kept-view', 'start'],
      interactive: ['monitoring']
    })
  })
})
