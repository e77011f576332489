import { verifyPresentation } from '@crew-portal/core'
import {
  configureTestCrewPortal,
  exampleAccessPass,
  issueCredentialFor,
  stopNow,
  stopNowWithElements,
  testPassIssuer,
  type TestEnvironment
} from '@crew-portal/core/test'
import { REQUEST_TIME_LIMIT_MS } from '@crew-portal/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, json, pending, type ApiRoutes } from '../../test/api.ts'
import { button, cleanup, click, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as AccessPassArea } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC.
let env: TestEnvironment
function start(routes: ApiRoutes): TestEnvironment {
  env = configureTestCrewPortal({ fetch: fakeApi(routes) })
  return env
}

afterEach(cleanup)

type PassElement = HTMLElement & { connected?: boolean }
const shadowText = (element: Element) => textOf(element.shadowRoot?.firstElementChild ?? element)
const passElement = () => document.querySelector('crew-access-pass') as PassElement | null

describe('access pass page', () => {
  it('says it is loading while the pass is on its way', () => {
    start({ 'GET /accesspass': pending })
    renderPage(AccessPassArea, '/access-pass')
    expect([...document.querySelectorAll('h1')].map((h1) => textOf(h1))).toEqual(['Access pass'])
    expect(textOf(document.querySelector('[role="status"]') as HTMLElement)).toContain('Loading your access pass')
  })

  it('shows the connected crew-access-pass: holder, status and the door code this device signed, which a gate lets in', async () => {
    const issuer = await testPassIssuer()
    const valid = { ...exampleAccessPass, validFrom: '2026-11-20T00:00:00Z' }
    start({
      'GET /accesspass': [valid],
      'POST /accesspass/PASS-1001/credential': (request: Request) =>
        issueCredentialFor(request, issuer, [valid]) as Promise<Response>
    })
    renderPage(AccessPassArea, '/access-pass')
    const element = await waitFor(() => {
      const found = passElement()
      if (!found?.shadowRoot?.querySelector('svg[part="qr"]')) throw new Error('no door code yet')
      return found
    })
    expect(element.connected).toBe(true)
    expect(shadowText(element)).toContain('Alex Morgan')
    expect(shadowText(element)).toContain('Valid')
    const label = element.shadowRoot?.querySelector('svg[part="qr"]')?.getAttribute('aria-label')
    expect(label).toBe('Door code of access pass PASS-1001, renewed every 15 seconds')
    const { $accessPass } = await import('@crew-portal/core')
    const door = $accessPass.get().presentation
    if (door.status !== 'ready') throw new Error('no door code')
    expect(
      await verifyPresentation(door.code, { keys: [issuer.key], now: env.now(), seen: new Set(), revoked: new Set() })
    ).toMatchObject({ valid: true })
  })

  it('keeps the status current while on screen, and stops when the page goes', async () => {
    start({ 'GET /accesspass': [exampleAccessPass] })
    const page = renderPage(AccessPassArea, '/access-pass')
    await waitFor(() => expect(passElement()).not.toBeNull())
    // One clock: the pass's, at each 15 s window.
    expect(env.clock.pending()).toBe(1)
    // The page's stores stop a second after it goes (nanostores' unmount delay), and the pass's a
    // microtask later (the element's view comes down then); the helper skips both waits.
    await stopNowWithElements(() => page.unmount())
    expect(env.clock.pending()).toBe(0)
  })

  it('tells crew without a pass when it will appear', async () => {
    start({ 'GET /accesspass': [] })
    renderPage(AccessPassArea, '/access-pass')
    await waitFor(() => expect(textOf()).toContain('No access pass yet'))
    expect(link('See your training').getAttribute('href')).toBe('/training')
    expect(passElement()).toBeNull()
  })

  it('shows an error with a retry when the pass cannot load and there is no offline pass', async () => {
    let calls = 0
    start({
      'GET /accesspass': () => {
        calls += 1
        return calls === 1 ? json({ message: 'down' }, 500) : json([exampleAccessPass])
      }
    })
    renderPage(AccessPassArea, '/access-pass')
    await waitFor(() =>
      expect(textOf(document.querySelector('[role="alert"]') as HTMLElement)).toContain(
        'We could not load your access pass'
      )
    )
    click(button('Try again'))
    await waitFor(() => expect(passElement()).not.toBeNull())
  })

  /** The page shown once, then again an hour later (the cached answer stale), when `fetch` is what the API does. */
  async function openAgainAnHourLater(fetch: (request: Request) => Response | Promise<Response>): Promise<PassElement> {
    start({ 'GET /accesspass': [exampleAccessPass] })
    const first = renderPage(AccessPassArea, '/access-pass')
    await waitFor(() => expect(passElement()).not.toBeNull())
    stopNow(() => first.unmount())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60 * 60 * 1000)
    env.clock.advance(60 * 60 * 1000)
    env.fetch.handler = fetch
    renderPage(AccessPassArea, '/access-pass')
    return waitFor(() => {
      const found = passElement()
      if (!found) throw new Error('no pass yet')
      return found
    })
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('offline, shows the offline pass and since when', async () => {
    const element = await openAgainAnHourLater(() => {
      env.setOnline(false)
      throw new TypeError('Failed to fetch')
    })
    await waitFor(() =>
      expect(shadowText(element)).toContain('You are offline. This pass is as of 22-11-2026 09:00 UTC.')
    )
    expect(shadowText(element)).toContain('Alex Morgan')
    // Offline, asking again cannot help: the No Internet dialog's TRY AGAIN reloads, and the pass reloads itself online.
    expect(element.shadowRoot?.querySelector('button[part="retry"]')).toBeNull()
  })

  it('online, a pass the API did not give in time is the offline pass, not refreshed, and Try again loads it (R-ERRORS-7)', async () => {
    const element = await openAgainAnHourLater(() => new Promise<Response>(() => undefined))
    await env.fetch.asked(2)
    env.clock.advance(REQUEST_TIME_LIMIT_MS)
    await waitFor(() =>
      expect(shadowText(element)).toContain(
        'This pass could not be refreshed. It is as of 22-11-2026 09:00 UTC. Try again'
      )
    )
    expect(shadowText(element)).not.toMatch(/offline/i)
    expect(shadowText(element)).toContain('Alex Morgan')
    env.fetch.handler = () => json([exampleAccessPass])
    const retry = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="retry"]')
    expect(retry?.textContent).toBe('Try again')
    retry?.click()
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="offline"]')).toBeNull())
    // The same pass element all along: asking again never took the pass off the screen.
    expect(passElement()).toBe(element)
    expect(shadowText(element)).toContain('Alex Morgan')
  })

  it('passes hostile strings as data, never as markup', async () => {
    const hostile = '<img src=x onerror="globalThis.pwned=1">'
    start({
      'GET /accesspass': [{ ...exampleAccessPass, holderName: hostile, programName: '<script>alert(1)</script>' }]
    })
    renderPage(AccessPassArea, '/access-pass')
    const element = await waitFor(() => {
      const found = passElement()
      if (!found) throw new Error('no pass yet')
      return found
    })
    await waitFor(() => expect(shadowText(element)).toContain(hostile))
    expect(element.shadowRoot?.querySelector('script, img[onerror]')).toBeNull()
    expect(document.querySelector('.access-pass-page img, .access-pass-page script')).toBeNull()
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })
})
