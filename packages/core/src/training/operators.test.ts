import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { exampleAccessPass, trainingEventWith } from '@crew-portal/contract/fixtures'
import { $accessPass } from '../access-pass/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { propertyBagSlice } from '../persist/slices.ts'
import { initAuth } from '../auth/store.ts'
import { $preCheckInListPage } from '../pages/pre-check-in.ts'
import { $trainingListPage } from '../pages/training.ts'
import type { PageModel } from '../pages/model.ts'
import { configureTestCrewPortal, createTestEnvironment, json, pageWatcher, watch } from '../test/index.ts'
import { ALL_OPERATORS, inOperatorScope, operatorContexts, operatorScope } from './operators.ts'
import { $operatorContexts, $operatorScope, OPERATOR_PROPERTY, selectOperator } from './store.ts'

// A page watching the events (and one watching the pass): their queries load.
const loadTrainingEvents = pageWatcher($trainingListPage)
const watchPreCheckIns = pageWatcher($preCheckInListPage)

function value<T>(page: PageModel<T>): T {
  if (page.status !== 'ready') throw new Error(`the page is ${page.status}`)
  return page.value
}
const upcoming = () => {
  const view = value($trainingListPage.get())
  return [view.next, ...view.upcoming].filter((event) => event !== undefined).map((event) => event.id)
}
const loadAccessPass = pageWatcher($accessPass)

const NWA = { code: 'NWA', name: 'Northwind Air' }
const CSA = { code: 'CSA', name: 'Coastal Airways' }
const northwind = trainingEventWith({ id: 'nwa-soon', operator: NWA, startDate: '2026-11-27T08:00:00Z' })
const coastal = trainingEventWith({
  id: 'csa-later',
  operator: CSA,
  reservationId: 'RES-2',
  startDate: '2026-12-20T08:00:00Z',
  endDate: '2026-12-22T17:00:00Z'
})
const unknown = trainingEventWith({
  id: 'no-operator',
  operator: null,
  reservationId: 'RES-3',
  startDate: '2027-01-10T08:00:00Z',
  endDate: '2027-01-11T17:00:00Z'
})

describe('operatorContexts', () => {
  it('is "All" first, then each airline of the events once, by name', () => {
    expect(operatorContexts([northwind, coastal, unknown, northwind])).toEqual([
      { id: ALL_OPERATORS, label: 'All', short: 'All' },
      { id: 'CSA', label: 'Coastal Airways', short: 'CSA' },
      { id: 'NWA', label: 'Northwind Air', short: 'NWA' }
    ])
  })

  it('offers nothing to switch between for one airline or none', () => {
    expect(operatorContexts([northwind, northwind])).toEqual([])
    expect(operatorContexts([unknown])).toEqual([])
    expect(operatorContexts([])).toEqual([])
  })

  it('always starts with All and lists each code once, whatever the events', () => {
    const operator = fc.option(
      fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), name: fc.string({ minLength: 1 }) }),
      { nil: null }
    )
    fc.assert(
      fc.property(fc.array(fc.record({ operator })), (events) => {
        const contexts = operatorContexts(events)
        const codes = new Set(events.flatMap((event) => (event.operator ? [event.operator.code] : [])))
        if (codes.size < 2) return contexts.length === 0
        return (
          contexts[0]?.id === ALL_OPERATORS &&
          contexts.length === codes.size + 1 &&
          new Set(contexts.map((c) => c.id)).size === contexts.length
        )
      })
    )
  })
})

describe('operatorScope and inOperatorScope', () => {
  const contexts = operatorContexts([northwind, coastal])

  it('keeps the choice while the events are unknown, and falls back to all when they no longer offer it', () => {
    expect(operatorScope('CSA', undefined)).toBe('CSA')
    expect(operatorScope('CSA', contexts)).toBe('CSA')
    expect(operatorScope('XYZ', contexts)).toBe(ALL_OPERATORS)
    expect(operatorScope('CSA', [])).toBe(ALL_OPERATORS)
  })

  it('puts an item without an operator under All only', () => {
    expect(inOperatorScope(unknown, ALL_OPERATORS)).toBe(true)
    expect(inOperatorScope(unknown, 'NWA')).toBe(false)
    expect(inOperatorScope(northwind, 'NWA')).toBe(true)
    expect(inOperatorScope(northwind, 'CSA')).toBe(false)
  })
})

describe('the chosen context scopes the training list, pre-check-in and the access pass', () => {
  const coastalPass = {
    ...exampleAccessPass,
    passId: 'PASS-2',
    eventId: 'csa-later',
    airline: 'Coastal Airways',
    operator: CSA,
    validFrom: '2026-12-19T00:00:00Z',
    validUntil: '2026-12-22T23:59:00Z'
  }

  let env: ReturnType<typeof configureTestCrewPortal>
  beforeEach(() => {
    env = configureTestCrewPortal({
      now: '2026-11-22T09:00:00Z',
      fetch: (request) =>
        json(request.url.endsWith('/accesspass') ? [exampleAccessPass, coastalPass] : [northwind, coastal, unknown])
    })
    initAuth()
  })

  it('asks nothing for a signed-out visitor: the side navigation is on every page', async () => {
    const signedOut = configureTestCrewPortal({ user: null, fetch: () => json([northwind, coastal]) })
    initAuth()
    const contexts = await watch($operatorContexts)
    expect(contexts.value).toEqual([])
    expect(signedOut.fetch.requests).toHaveLength(0)
    contexts.stop()
  })

  it('offers the contexts once the events are loaded, and starts on All', async () => {
    await loadTrainingEvents()
    expect($operatorContexts.get().map((context) => context.label)).toEqual(['All', 'Coastal Airways', 'Northwind Air'])
    expect($operatorScope.get()).toBe(ALL_OPERATORS)
    expect(upcoming()).toEqual(['nwa-soon', 'csa-later', 'no-operator'])
  })

  it('scopes the lists, the next event, the pre-check-ins due and the pass to the chosen airline', async () => {
    await Promise.all([loadTrainingEvents(), loadAccessPass(), watchPreCheckIns()])
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
    selectOperator('CSA')
    expect(upcoming()).toEqual(['csa-later'])
    expect(value($trainingListPage.get()).next?.id).toBe('csa-later')
    expect(value($preCheckInListPage.get()).toDo.map((event) => event.id)).toEqual(['csa-later'])
    expect($accessPass.get().pass?.passId).toBe('PASS-2')
    selectOperator(ALL_OPERATORS)
    expect(value($trainingListPage.get()).next?.id).toBe('nwa-soon')
  })

  it('is remembered for the session (a reload in the same tab keeps it) and logout forgets it', async () => {
    selectOperator('CSA')
    expect(propertyBagSlice.get()[OPERATOR_PROPERTY]).toBe('CSA')
    const next = createTestEnvironment({ now: '2026-11-22T09:00:00Z', fetch: () => json([northwind, coastal]) })
    next.sessionStorage.setItem(propertyBagSlice.key, env.sessionStorage.getItem(propertyBagSlice.key) ?? '')
    configureCrewPortal(next)
    // Before the events answer (a reload, or offline at the door), the choice already holds.
    expect($operatorScope.get()).toBe('CSA')
    await loadTrainingEvents()
    expect($operatorScope.get()).toBe('CSA')
  })

  it('falls back to All when the chosen airline is no longer among the events', async () => {
    selectOperator('GONE')
    await loadTrainingEvents()
    expect($operatorScope.get()).toBe(ALL_OPERATORS)
  })
})
