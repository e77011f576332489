// The fault matrix (docs/security-faults.md): every page of the product and the partner
// kit's connected elements, every API call each makes, ten faults each. The calls are recorded from a
// load with no fault, so a new call gets its cases with no new test. One sign-in and one set of
// browser contexts (lanes) per worker; each test is one fault, its cases (every surface's every call)
// shared out over the lanes, each lane brought back to the storage of the sign-in before each case.
import type { RecordedCall } from './faults/calls.ts'
import { FAULTS } from './faults/kinds.ts'
import { type FaultLane, type SignedIn, expect, test } from './faults/lane.ts'
import { recordSurface, runCase } from './faults/matrix.ts'
import { FAULT_PAGES, type FaultPage, SHELL_PAGE, appSurface } from './faults/pages.ts'
import { partnerSurface } from './faults/partner.ts'
import type { Surface } from './faults/surface.ts'

const SECONDS_PER_CASE = 30

/** `CREW_FAULT_CASES=<regular expression>` runs only the cases whose `<path>: <METHOD> <call>` it matches (while fixing one). */
const chosen = new RegExp(process.env.CREW_FAULT_CASES ?? '')

// Hundreds of page loads, some with a 10 MB answer: a trace of each would cost more than the cases.
// A failed case attaches a screenshot of its page instead.
test.use({ trace: 'off' })

interface SurfaceUnderTest {
  surface(signedIn: SignedIn): Surface
  /** Which of the recorded calls get cases here, given the kinds of call the app shell makes (all of them when absent). */
  keep?(calls: RecordedCall[], shell: ReadonlySet<string>): RecordedCall[]
}

/** A surface and the calls that get its cases. */
interface Planned {
  surface: Surface
  calls: RecordedCall[]
}

/**
 * A page of the app: the calls the shell makes on every page get their cases on the shell's own
 * page, and here only where they are this page's own data (`owns`).
 */
function pageUnderTest(target: FaultPage): SurfaceUnderTest {
  return {
    surface: (signedIn) => appSurface(target, signedIn.words),
    keep: (calls, shell) => calls.filter((call) => !shell.has(call.key) || target.owns?.includes(call.key))
  }
}

const shellUnderTest: SurfaceUnderTest = { surface: (signedIn) => appSurface(SHELL_PAGE, signedIn.words) }
const surfaces: SurfaceUnderTest[] = [
  shellUnderTest,
  ...FAULT_PAGES.map(pageUnderTest),
  { surface: () => partnerSurface() }
]

/** Takes items from `queue` on every lane at once until it is empty. */
async function shareOut<T>(
  lanes: readonly FaultLane[],
  queue: T[],
  work: (lane: FaultLane, item: T) => Promise<void>
): Promise<void> {
  await Promise.all(
    lanes.map(async (lane) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(lane, item)
    })
  )
}

/** Records every surface's calls, the surfaces shared out over the lanes, and decides which get cases where. */
async function plan(lanes: readonly FaultLane[], signedIn: SignedIn): Promise<Planned[]> {
  const recorded = new Map<SurfaceUnderTest, RecordedCall[]>()
  await shareOut(lanes, [...surfaces], async (lane, under) => {
    const calls = await recordSurface(lane, under.surface(signedIn))
    expect(calls.length, `${under.surface(signedIn).path} calls the API`).toBeGreaterThan(0)
    recorded.set(under, calls)
  })
  const shell = new Set(recorded.get(shellUnderTest)!.map((call) => call.key))
  return surfaces.map((under) => {
    const all = recorded.get(under)!
    const calls = under.keep?.(all, shell) ?? all
    const surface = under.surface(signedIn)
    // What the cases were built from, in the run's log: a new call shows here as new cases.
    const shared = all.filter((call) => !calls.includes(call)).map((call) => call.key)
    console.log(
      `${surface.name} (${surface.path}): ${calls.length} call${calls.length === 1 ? '' : 's'} × ${FAULTS.length} faults (${calls.map((call) => call.key).join(', ')})${shared.length > 0 ? `; the shell's ${shared.join(', ')} on its own page` : ''}`
    )
    return { surface, calls }
  })
}

/** The matrix's test: the lanes and, once per worker, the plan recorded on them. */
const matrix = test.extend<object, { planned: Planned[] }>({
  planned: [async ({ lanes, signedIn }, use) => use(await plan(lanes, signedIn)), { scope: 'worker', timeout: 180_000 }]
})

/** The first lines of a case's failure, without colours: what it expected and what it got. */
function summary(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (
    text
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes
      .replace(/\u001b\[\d+m/g, '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 8)
      .join(' ⏎ ')
  )
}

for (const fault of FAULTS) {
  matrix(`every call of every surface answered with: ${fault.name}`, async ({ lanes, planned }) => {
    const cases = planned
      .flatMap(({ surface, calls }) => calls.map((call) => ({ surface, call })))
      .filter(({ surface, call }) => chosen.test(`${surface.path}: ${call.key}`))
    test.setTimeout(SECONDS_PER_CASE * 1000 * Math.ceil(cases.length / lanes.length) + 10_000)
    const failed: string[] = []
    await shareOut(lanes, cases, async (lane, { surface, call }) => {
      const name = `${surface.path}: ${call.key}`
      try {
        await test.step(name, () => runCase(lane, surface, call, fault))
      } catch (error) {
        await test.info().attach(`${fault.name} on ${name}`, {
          body: await lane.page.screenshot().catch(() => Buffer.from('')),
          contentType: 'image/png'
        })
        failed.push(`${name}: ${summary(error)}`)
      }
    })
    expect(failed, fault.name).toEqual([])
  })
}
