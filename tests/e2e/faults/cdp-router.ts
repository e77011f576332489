// The matrix's routing, through Chromium's own Fetch domain for one URL pattern alone (the product
// API's origin, the partner's page). Playwright's `page.route` pauses every request of the page once
// any route is set, and turns the page's HTTP cache off: each case's load fetched the whole app again
// through the test runner, and the matrix ran twice as long for it (docs/security-faults.md).
import type { CDPSession, Page } from '@playwright/test'

/** What a fault answers with: a Playwright-like route of one paused request. */
export interface FaultRoute {
  request(): { method(): string; url(): string }
  fulfill(answer: { status?: number; body?: string | Buffer; headers?: Record<string, string> }): Promise<void>
  abort(reason: 'connectionrefused'): Promise<void>
  /** Lets the request go on to the API with these headers added. */
  continue(added: { headers: Record<string, string> }): Promise<void>
  /** Lets the request go on to the API untouched. */
  fallback(): Promise<void>
}

export type FaultHandler = (route: FaultRoute) => Promise<void>

/** What Chromium says of a paused request (the part of `Fetch.requestPaused` used here). */
interface Paused {
  requestId: string
  request: { url: string; method: string; headers: Record<string, string>; postData?: string }
}

export class CdpRouter {
  private handler: FaultHandler | undefined

  private constructor(private readonly session: CDPSession) {}

  /** Pauses the requests of `page` whose URL matches `urlPattern` (`*` for any characters). */
  static async open(page: Page, urlPattern: string): Promise<CdpRouter> {
    const session = await page.context().newCDPSession(page)
    const router = new CdpRouter(session)
    session.on('Fetch.requestPaused', (event: Paused) =>
      router.paused(event).catch((error: unknown) => console.error('the fault router could not answer', error))
    )
    await session.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Request' }] })
    return router
  }

  /** Every matching request from now on goes to `handler` (a preflight is the browser's, and goes on). */
  route(handler: FaultHandler): void {
    this.handler = handler
  }

  unroute(): void {
    this.handler = undefined
  }

  private async paused({ requestId, request }: Paused): Promise<void> {
    const proceed = () => this.session.send('Fetch.continueRequest', { requestId })
    try {
      if (!this.handler || request.method === 'OPTIONS') return void (await proceed())
      await this.handler({
        request: () => ({ method: () => request.method, url: () => request.url }),
        fulfill: async ({ status = 200, body = '', headers = {} }) => {
          const responseHeaders = Object.entries(headers).map(([name, value]) => ({ name, value }))
          await this.session.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: status,
            responseHeaders,
            body: Buffer.from(body).toString('base64')
          })
        },
        abort: async () => {
          await this.session.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionRefused' })
        },
        continue: async ({ headers }) => {
          const all = Object.entries({ ...request.headers, ...headers }).map(([name, value]) => ({ name, value }))
          await this.session.send('Fetch.continueRequest', { requestId, headers: all })
        },
        fallback: async () => void (await proceed())
      })
    } catch (error) {
      // The page went away while its request waited (a case ended, the lane closed): nothing to answer.
      if (!/Invalid InterceptionId|Target closed|Session closed|has been closed/i.test(String(error))) throw error
    }
  }
}
