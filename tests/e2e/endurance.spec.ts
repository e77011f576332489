// A week in one tab (issue 25): pilots on a type-rating course leave the app open in the crew room
// and go back and forth between its pages all day. Nothing may pile up: not the survey's script
// elements (reloaded at every navigation end), not memory, nodes or listeners.
import type { CDPSession, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import type { CrewPortal } from './models/portal.model.ts'
import type { LocalServices } from './models/services.model.ts'

/** The side navigation's pages, in the order a pilot clicks through them, and what each shows once loaded. */
const TOUR: Array<{ link: string; path: RegExp; loaded: (page: Page) => Locator }> = [
  { link: 'Library', path: /\/library$/, loaded: (page) => page.locator('main .library-doc').first() },
  { link: 'Access Pass', path: /\/access-pass$/, loaded: (page) => page.locator('main crew-access-pass') },
  { link: 'Training', path: /\/training$/, loaded: (page) => page.locator('main article.training-event').first() }
]

const ROUTE_CHANGES = 201
/**
 * V8 goes on compiling the app's hot paths for its first few dozen route changes; measuring from
 * there counts what the pages keep, not the compiler's warm-up.
 */
const WARM_UP_ROUNDS = 10
const SETTLE_MS = 2500
const SURVEY_SCRIPT = 'script[src*="/survey/survey.js"]'

interface Metrics {
  heap: number
  nodes: number
  listeners: number
}

/** What the page holds once a forced garbage collection has taken what nothing reaches. */
async function measure(page: Page, cdp: CDPSession): Promise<Metrics> {
  // What the last route change left winding down first ends: the stores stop a second after their
  // last subscriber, and a load nobody watches is aborted a second later.
  await page.waitForTimeout(SETTLE_MS)
  // Twice: what the first collection frees can hold the last references to more.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), listeners: metric('JSEventListeners') }
}

/**
 * One route change as a pilot makes it: a click on the side navigation, then the page's content on
 * screen and the survey loaded for it (`surveyLoadsBefore` + 1 loads in all).
 */
async function goTo(portal: CrewPortal, services: LocalServices, stop: (typeof TOUR)[number], surveyLoadsBefore: number): Promise<void> {
  await portal.sideNav.getByRole('link', { name: stop.link, exact: true }).click()
  await expect(portal.page).toHaveURL(stop.path)
  await expect(stop.loaded(portal.page)).toBeVisible()
  await expect.poll(() => services.surveyLoads(), { intervals: [20, 50, 100] }).toBe(surveyLoadsBefore + 1)
}

// Playwright's trace recorder keeps its own snapshots in the page's heap: the figures are the app's alone.
test.use({ trace: 'off' })

test('a week in one tab: 201 route changes leave the heap, the DOM and the listeners where they were, and the survey runs at each', async ({ portal, page, services }) => {
  test.setTimeout(180_000)
  await portal.signInAs(accounts.bat)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')

  // Warm-up: every page's code, queries and elements loaded, flags and monitoring started.
  let loads = await services.surveyLoads()
  for (let change = 0; change < WARM_UP_ROUNDS * TOUR.length; change += 1) {
    await goTo(portal, services, TOUR[change % TOUR.length]!, loads)
    loads += 1
  }
  const start = await measure(page, cdp)
  const scriptsAtStart = await page.locator(SURVEY_SCRIPT).count()

  const loadsAtStart = loads
  let mostScripts = scriptsAtStart
  for (let change = 0; change < ROUTE_CHANGES; change += 1) {
    await goTo(portal, services, TOUR[change % TOUR.length]!, loads)
    loads += 1
    if (change % TOUR.length === TOUR.length - 1) mostScripts = Math.max(mostScripts, await page.locator(SURVEY_SCRIPT).count())
  }
  const end = await measure(page, cdp)
  const scriptsAtEnd = await page.locator(SURVEY_SCRIPT).count()
  mostScripts = Math.max(mostScripts, scriptsAtEnd)

  const figures = {
    routeChanges: ROUTE_CHANGES,
    surveyLoads: loads - loadsAtStart,
    heapStartBytes: start.heap,
    heapEndBytes: end.heap,
    heapPerRouteChangeBytes: Math.round((end.heap - start.heap) / ROUTE_CHANGES),
    nodesStart: start.nodes,
    nodesEnd: end.nodes,
    listenersStart: start.listeners,
    listenersEnd: end.listeners,
    surveyScriptElementsAtEnd: scriptsAtEnd,
    surveyScriptElementsAtMost: mostScripts
  }
  console.log(`a week in one tab: ${JSON.stringify(figures)}`)
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) })

  expect.soft(figures.heapPerRouteChangeBytes, 'JS heap growth per route change, bytes').toBeLessThan(5 * 1024)
  expect.soft(Math.abs(end.nodes - start.nodes) / start.nodes, `DOM nodes ${start.nodes} → ${end.nodes}`).toBeLessThanOrEqual(0.05)
  expect.soft(Math.abs(end.listeners - start.listeners) / start.listeners, `event listeners ${start.listeners} → ${end.listeners}`).toBeLessThanOrEqual(0.05)
  expect.soft(mostScripts, 'survey script elements in the document').toBeLessThanOrEqual(1)
  expect(await services.surveyLoads(), 'the survey ran once at every navigation end').toBe(loadsAtStart + ROUTE_CHANGES)
})
