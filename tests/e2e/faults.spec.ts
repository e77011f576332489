// The fault matrix of issue 23 (docs/security-faults.md): every page of the product and the partner
// kit's connected elements, every API call each makes, ten faults each. The calls are recorded from a
// load with no fault, so a new call gets its cases with no new test. One sign-in per worker; the
// cases of a page run in a few browser contexts side by side, each brought back to the storage of
// that sign-in before each case.
import type { BrowserContextOptions } from '@playwright/test'
import type { Surface } from './faults/matrix.ts'
import type { RecordedCall } from './faults/calls.ts'
import { FAULTS } from './faults/kinds.ts'
import { FaultLane, type SignedIn, expect, test } from './faults/lane.ts'
import { recordSurface, runCase } from './faults/matrix.ts'
import { FAULT_PAGES, type FaultPage, SHELL_PAGE, appSurface } from './faults/pages.ts'
import { partnerSurface, servePartnerPage } from './faults/partner.ts'

/** Browser contexts per surface, each running its share of a test's cases at the same time. */
const LANES = Number(process.env.CREW_FAULT_LANES ?? 3)
const SECONDS_PER_CASE = 30

// Hundreds of page loads, some with a 10 MB answer: a trace of each would cost more than the cases.
// A failed case attaches a screenshot of its page instead.
test.use({ trace: 'off' })

interface SurfaceUnderTest {
  name: string
  surface(signedIn: SignedIn): Surface
  /** Which of the recorded calls get cases here (all of them when absent). */
  keep?(calls: RecordedCall[], lane: FaultLane, signedIn: SignedIn): Promise<RecordedCall[]>
  contextOptions?: BrowserContextOptions
  prepare?(lane: FaultLane, signedIn: SignedIn): Promise<void>
}

let shellCalls: Promise<Set<string>> | undefined

/** The kinds of call the app shell makes on every page, recorded once per worker on its own page. */
function shellCallKeys(lane: FaultLane, signedIn: SignedIn): Promise<Set<string>> {
  shellCalls ??= recordSurface(lane, appSurface(SHELL_PAGE, signedIn.words)).then((calls) => new Set(calls.map((call) => call.key)))
  return shellCalls
}

function pageUnderTest(target: FaultPage): SurfaceUnderTest {
  return {
    name: `${target.name} (${target.path})`,
    surface: (signedIn) => appSurface(target, signedIn.words),
    async keep(calls, lane, signedIn) {
      const shell = await shellCallKeys(lane, signedIn)
      return calls.filter((call) => !shell.has(call.key) || target.owns?.includes(call.key))
    }
  }
}

const surfaces: SurfaceUnderTest[] = [
  { name: `${SHELL_PAGE.name} (${SHELL_PAGE.path})`, surface: (signedIn: SignedIn) => appSurface(SHELL_PAGE, signedIn.words) },
  ...FAULT_PAGES.map(pageUnderTest),
  {
    name: 'the partner kit’s connected elements',
    surface: () => partnerSurface(),
    // The page comes from the router, not from loopback: Chromium asks before it may call the local API.
    contextOptions: { permissions: ['local-network-access'] },
    prepare: (lane: FaultLane, signedIn: SignedIn) => servePartnerPage(lane.page, signedIn.token)
  }
]

/** The first lines of a case's failure, without colours: what it expected and what it got. */
function summary(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[\d+m/g, '').split('\n').filter((line) => line.trim() !== '').slice(0, 8).join(' ⏎ ')
}

for (const under of surfaces) {
  test.describe(`faults on ${under.name}`, () => {
    let lanes: FaultLane[] = []
    let surface: Surface
    let calls: RecordedCall[]

    test.beforeAll(async ({ browser, signedIn }) => {
      surface = under.surface(signedIn)
      lanes = await Promise.all(Array.from({ length: LANES }, () => FaultLane.open(browser, signedIn, under.contextOptions)))
      for (const lane of lanes) await under.prepare?.(lane, signedIn)
      const recorded = await recordSurface(lanes[0]!, surface)
      expect(recorded.length, 'the page calls the API').toBeGreaterThan(0)
      calls = (await under.keep?.(recorded, lanes[0]!, signedIn)) ?? recorded
      // What the cases were built from, in the run's log: a new call shows here as new cases.
      const shared = recorded.filter((call) => !calls.includes(call))
      console.log(`${under.name}: ${calls.length} call${calls.length === 1 ? '' : 's'} × ${FAULTS.length} faults (${calls.map((call) => call.key).join(', ')})${shared.length > 0 ? `; the shell's ${shared.map((call) => call.key).join(', ')} on its own page` : ''}`)
    })

    test.afterAll(async () => {
      await Promise.all(lanes.map((lane) => lane.close()))
    })

    for (const fault of FAULTS) {
      test(fault.name, async () => {
        test.skip(calls.length === 0, 'every call of the page is the app shell’s, with cases of its own')
        test.setTimeout(SECONDS_PER_CASE * 1000 * Math.ceil(calls.length / lanes.length) + 10_000)
        const waiting = [...calls]
        const failed: string[] = []
        await Promise.all(
          lanes.map(async (lane) => {
            for (let call = waiting.shift(); call; call = waiting.shift()) {
              const key = call.key
              try {
                await test.step(key, () => runCase(lane, surface, call, fault))
              } catch (error) {
                await test.info().attach(`${fault.name} on ${key}`, { body: await lane.page.screenshot().catch(() => Buffer.from('')), contentType: 'image/png' })
                failed.push(`${key}: ${summary(error)}`)
              }
            }
          })
        )
        expect(failed, `${fault.name} on ${surface.path}`).toEqual([])
      })
    }
  })
}
