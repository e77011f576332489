// A browser context of the fault matrix: signed in once per worker (the real redirect sign-in), and
// brought back to the storage it had just after that sign-in before each case, so every case is the
// first visit of its page, as the recording was, without signing in again.
import {
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  expect,
  request as playwrightRequest,
  test as base
} from '@playwright/test'
import { REMOTE_CONFIGURATION_PATH } from '@crew-portal/contract'
import { accounts } from '../models/accounts.ts'
import { CspViolations } from '../models/csp-violations.model.ts'
import { CrewPortal } from '../models/portal.model.ts'
import { LocalServices } from '../models/services.model.ts'
import { origins } from '../playwright.config.ts'
import { CdpRouter } from './cdp-router.ts'
import { isApiCall, requestKey } from './calls.ts'
import { servePartnerPage } from './partner.ts'

export { expect }

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export interface SignedIn {
  state: StorageState
  /** Session storage of the app's origin just after sign-in (a storage state holds none). */
  session: Record<string, string>
  /** The pilot's access token for the product API, as the identity provider issued it. */
  token: string
  /** The remote configuration's words for the catalogue's banners. */
  words: { accessDeniedMessage: string; defaultErrorMessage: string }
}

async function remoteWords(): Promise<SignedIn['words']> {
  const context = await playwrightRequest.newContext({ ignoreHTTPSErrors: true })
  try {
    const response = await context.get(`${origins.api}${REMOTE_CONFIGURATION_PATH}`)
    const body = (await response.json()) as Partial<SignedIn['words']>
    if (!body.accessDeniedMessage || !body.defaultErrorMessage)
      throw new Error('the remote configuration sent no banner words')
    return { accessDeniedMessage: body.accessDeniedMessage, defaultErrorMessage: body.defaultErrorMessage }
  } finally {
    await context.dispose()
  }
}

/** Signs the BAT pilot in once, on data fresh from the seed (the contact card is closed as a pilot would). */
async function signIn(browser: Browser): Promise<SignedIn> {
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true })
  await new LocalServices(api).resetAll()
  await api.dispose()
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  let token = ''
  page.on('request', (request) => {
    const authorization = request.headers()['authorization']
    if (isApiCall(request, origins.api) && authorization?.startsWith('Bearer '))
      token = authorization.slice('Bearer '.length)
  })
  await new CrewPortal(page).signInAs(accounts.bat, '/training', { fresh: true })
  if (!token) throw new Error('no API call carried a token after sign-in')
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)))
  const state = await context.storageState()
  await context.close()
  return { state, session, token, words: await remoteWords() }
}

/** Browser contexts per worker, each running its share of a test's cases at the same time. */
const LANES = Number(process.env.CREW_FAULT_LANES ?? 3)

/**
 * The matrix's test: `signedIn` and the lanes once per worker (a worker started after a failed test
 * signs in again). Each test fails on a Content Security Policy violation in any lane, or reported to
 * the telemetry sink while it ran, as every e2e test does (fixtures.ts).
 */
export const test = base.extend<{ cspViolations: CspViolations }, { signedIn: SignedIn; lanes: FaultLane[] }>({
  signedIn: [async ({ browser }, use) => use(await signIn(browser)), { scope: 'worker' }],
  lanes: [
    async ({ browser, signedIn }, use) => {
      const lanes = await Promise.all(Array.from({ length: LANES }, () => FaultLane.open(browser, signedIn)))
      await use(lanes)
      await Promise.all(lanes.map((lane) => lane.close()))
    },
    { scope: 'worker' }
  ],
  cspViolations: [
    async ({ request, lanes }, use) => {
      const violations = new CspViolations(new LocalServices(request))
      await violations.start()
      for (const lane of lanes) await violations.watch(lane.context)
      await use(violations)
      const unexpected = await violations.finish()
      expect(
        unexpected,
        `Content Security Policy violations:\n${unexpected.map((violation) => JSON.stringify(violation)).join('\n')}`
      ).toEqual([])
    },
    { auto: true }
  ]
})

/** The cookie that tells the next document of the app's origin to start from the signed-in storage. */
const RESET_COOKIE = 'crew-fault-matrix-reset'

/**
 * Runs first in every document of a lane: when the reset cookie is there, it puts local and session
 * storage back as they were just after sign-in, before any script of the page runs, and removes
 * the cookie. The last case's page is gone by then, so nothing of it can write its storage back.
 */
function resetStorageOnce({
  cookie,
  origin,
  local,
  session
}: {
  cookie: string
  origin: string
  local: Record<string, string>
  session: Record<string, string>
}): void {
  if (location.origin !== origin || !document.cookie.split('; ').includes(`${cookie}=1`)) return
  document.cookie = `${cookie}=; max-age=0; path=/`
  localStorage.clear()
  sessionStorage.clear()
  for (const [name, value] of Object.entries(local)) localStorage.setItem(name, value)
  for (const [name, value] of Object.entries(session)) sessionStorage.setItem(name, value)
}

/** One context and its page, with the product API's calls in flight counted. */
export class FaultLane {
  private inflight = new Set<Request>()
  /** The kinds of API call requested since the last visit began (for a case's diagnosis). */
  readonly requested: string[] = []

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Answers the product API's requests while a case runs. */
    readonly api: CdpRouter
  ) {
    const done = (request: Request) => this.inflight.delete(request)
    page.on('request', (request) => {
      if (!isApiCall(request, origins.api)) return
      this.inflight.add(request)
      this.requested.push(requestKey(request))
    })
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  }

  /**
   * A lane shows the app's pages and the partner's page alike. Service workers are blocked: a worker
   * could answer a request before the router sees it, and the matrix is about the page's own
   * handling. The partner's page comes from the router, not from loopback, so Chromium asks before
   * it may call the local API: the permission is granted.
   */
  static async open(browser: Browser, signedIn: SignedIn): Promise<FaultLane> {
    // Painting is work the machine's two cores share with the other lanes: the narrowest desktop
    // layout (below 1024 px the side nav is an overlay) has half the pixels of the suite's 1440 × 900,
    // and with reduced motion no spinner turns (one left on screen is found by its selector, moving or not).
    const context = await browser.newContext({
      storageState: signedIn.state,
      serviceWorkers: 'block',
      permissions: ['local-network-access'],
      viewport: { width: 1024, height: 640 },
      reducedMotion: 'reduce'
    })
    const app = signedIn.state.origins.find((entry) => entry.origin === origins.app)
    const local = Object.fromEntries((app?.localStorage ?? []).map(({ name, value }) => [name, value]))
    await context.addInitScript(resetStorageOnce, {
      cookie: RESET_COOKIE,
      origin: origins.app,
      local,
      session: signedIn.session
    })
    const page = await context.newPage()
    await servePartnerPage(page, signedIn.token)
    return new FaultLane(context, page, await CdpRouter.open(page, `${origins.api}/*`))
  }

  /** API calls not yet answered. */
  get pending(): number {
    return this.inflight.size
  }

  /** The kinds of the API calls not yet answered (for a case's diagnosis). */
  get pendingCalls(): string[] {
    return [...this.inflight].map(requestKey)
  }

  /** Opens `path` as the first visit after sign-in: the storage as it was then, nothing else kept. */
  async visit(path: string): Promise<void> {
    // The last case's page goes first (a blank page, no request), so none of its calls is taken for this one's.
    await this.page.goto('about:blank')
    await this.context.addCookies([{ name: RESET_COOKIE, value: '1', url: origins.app }])
    this.inflight.clear()
    this.requested.length = 0
    await this.page.goto(path, { waitUntil: 'commit' })
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}
