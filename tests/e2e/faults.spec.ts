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
import { FAULT_PAGES, appSurface } from './faults/pages.ts'
import { partnerSurface, servePartnerPage } from './faults/partner.ts'

/** Browser contexts per surface, each running its share of a test's cases at the same time. */
const LANES = Number(process.env.CREW_FAULT_LANES ?? 2)
const SECONDS_PER_CASE = 30

// Hundreds of page loads, some with a 10 MB answer: a trace of each would cost more than the cases.
// A failed case attaches a screenshot of its page instead.
test.use({ trace: 'off' })

interface SurfaceUnderTest {
  name: string
  surface(signedIn: SignedIn): Surface
  contextOptions?: BrowserContextOptions
  prepare?(lane: FaultLane, signedIn: SignedIn): Promise<void>
}

const surfaces: SurfaceUnderTest[] = [
  ...FAULT_PAGES.map((target) => ({ name: `${target.name} (${target.path})`, surface: (signedIn: SignedIn) => appSurface(target, signedIn.words) })),
  {
    name: 'the partner kit’s connected elements',
    surface: () => partnerSurface(),
    // The page comes from the router, not from loopback: Chromium asks before it may call the local API.
    contextOptions: { permissions: ['local-network-access'] },
    prepare: (lane: FaultLane, signedIn: SignedIn) => servePartnerPage(lane.context, signedIn.token)
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
      calls = await recordSurface(lanes[0]!, surface)
      expect(calls.length, 'the page calls the API').toBeGreaterThan(0)
      // What the cases were built from, in the run's log: a new call shows here as new cases.
      console.log(`${under.name}: ${calls.length} calls × ${FAULTS.length} faults (${calls.map((call) => call.key).join(', ')})`)
    })

    test.afterAll(async () => {
      await Promise.all(lanes.map((lane) => lane.close()))
    })

    for (const fault of FAULTS) {
      test(fault.name, async () => {
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
