import { accessPassOfflineSlice, configureCrewPortal, resetCrewPortal } from '@crew-portal/core'
import {
  configureTestCrewPortal,
  createTestEnvironment,
  exampleAccessPass,
  issueCredentialFor,
  json,
  stopNow,
  testPassIssuer
} from '@crew-portal/core/test'
import { REQUEST_TIME_LIMIT_MS, verifyPresentation } from '@crew-portal/core'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup as unmountAll, render } from '../test/render.tsx'
import { AccessPassElementView } from './element-view.tsx'

const cleanup = () => stopNow(unmountAll)
afterEach(() => {
  cleanup()
  resetCrewPortal()
})

async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the connected access pass', () => {
  it('renders the core’s pass the moment the page configures the core, also after it rendered', async () => {
    resetCrewPortal()
    const { container } = render(<AccessPassElementView connected />)
    expect(container.textContent).toContain('No access pass is available.')
    configureTestCrewPortal({ fetch: () => json([exampleAccessPass]) })
    await until(() => (container.textContent ?? '').includes('Alex Morgan'))
  })

  it('says the pass could not be loaded, and fires crew-error with the code, status and words', async () => {
    configureTestCrewPortal({ fetch: () => json({ message: 'no' }, 401) })
    const element = document.createElement('div')
    const errors: unknown[] = []
    document.body.append(element)
    document.addEventListener('crew-error', (event) => errors.push((event as CustomEvent).detail))
    const { container } = render(<AccessPassElementView connected container={element} />)
    await until(() => (container.textContent ?? '').includes('could not be loaded'))
    expect(container.querySelector('[part="error"]')?.getAttribute('role')).toBe('alert')
    expect(container.textContent).not.toContain('No access pass is available.')
    await until(() => errors.length > 0)
    expect(errors[0]).toEqual({ code: 'unauthorized', status: 401, message: 'The API refused the access token (401).' })
  })

  it('gives up a load that gets no answer: says so and fires crew-error with the code timeout', async () => {
    const env = configureTestCrewPortal({ fetch: () => new Promise<Response>(() => {}) })
    const element = document.createElement('div')
    document.body.append(element)
    const errors: unknown[] = []
    element.addEventListener('crew-error', (event) => errors.push((event as CustomEvent).detail))
    const { container } = render(<AccessPassElementView connected container={element} />)
    // The request's time limit runs on the fake clock from the moment it has gone.
    await env.fetch.asked(1)
    env.clock.advance(REQUEST_TIME_LIMIT_MS)
    await until(() => (container.textContent ?? '').includes('could not be loaded'))
    await until(() => errors.length > 0)
    expect(errors).toEqual([
      { code: 'timeout', message: `The API did not answer within ${REQUEST_TIME_LIMIT_MS / 1000} s.` }
    ])
    element.remove()
  })

  it('online, a pass that could not be refreshed is the offline pass, says so with Try again, and Try again loads it (R-ERRORS-7)', async () => {
    const env = configureTestCrewPortal({ fetch: () => json([exampleAccessPass]) })
    const first = render(<AccessPassElementView connected />)
    await until(() => (first.container.textContent ?? '').includes('Alex Morgan'))
    stopNow(() => first.unmount())
    // The next visit, online, with the offline pass on the device and an API that does not answer.
    const next = createTestEnvironment({ fetch: () => new Promise<Response>(() => {}) })
    next.localStorage.setItem(accessPassOfflineSlice.key, env.localStorage.getItem(accessPassOfflineSlice.key) ?? '')
    configureCrewPortal(next)
    const { container } = render(<AccessPassElementView connected />)
    await next.fetch.asked(1)
    next.clock.advance(REQUEST_TIME_LIMIT_MS)
    await until(() => container.querySelector('[part="offline"]') !== null)
    const notice = container.querySelector('[part="offline"]')
    expect(notice?.textContent).toMatch(/^This pass could not be refreshed\. It is as of .+ UTC\. Try again$/)
    expect(container.textContent).not.toMatch(/offline/i)
    expect(container.textContent).toContain('Alex Morgan')
    next.fetch.handler = () => json([exampleAccessPass])
    const retry = container.querySelector<HTMLButtonElement>('button[part="retry"]')
    expect(retry?.textContent).toBe('Try again')
    retry?.click()
    await until(() => container.querySelector('[part="offline"]') === null)
    expect(container.textContent).toContain('Alex Morgan')
    next.setOnline(false)
    expect(container.querySelector('button[part="retry"]')).toBeNull()
  })

  it('shows the door code this device signed for the window, which a gate lets in', async () => {
    const issuer = await testPassIssuer()
    const valid = { ...exampleAccessPass, validFrom: '2026-11-20T00:00:00Z' }
    const env = configureTestCrewPortal({
      fetch: async (request) => (await issueCredentialFor(request, issuer, [valid])) ?? json([valid])
    })
    const { container } = render(<AccessPassElementView connected />)
    await until(() => container.querySelector('svg[part="qr"]') !== null)
    expect(container.querySelector('svg[part="qr"]')?.getAttribute('aria-label')).toBe(
      'Door code of access pass PASS-1001, renewed every 15 seconds'
    )
    expect(container.querySelector('[part="unsigned"]')).toBeNull()
    const view = (await import('@crew-portal/core')).$accessPass.get()
    if (view.presentation.status !== 'ready') throw new Error('no door code')
    expect(
      await verifyPresentation(view.presentation.code, {
        keys: [issuer.key],
        now: env.now(),
        seen: new Set(),
        revoked: new Set()
      })
    ).toMatchObject({ valid: true })
  })

  it('fires crew-error once when the door code cannot be prepared', async () => {
    configureTestCrewPortal({
      fetch: (request) =>
        request.url.includes('/credential')
          ? json({ message: 'down' }, 500)
          : json([{ ...exampleAccessPass, validFrom: '2026-11-20T00:00:00Z' }])
    })
    const element = document.createElement('div')
    document.body.append(element)
    const errors: unknown[] = []
    element.addEventListener('crew-error', (event) => errors.push((event as CustomEvent).detail))
    const { container } = render(<AccessPassElementView connected container={element} />)
    await until(
      () => container.querySelector('[part="door-notice"]')?.textContent?.includes('could not be prepared') === true
    )
    expect(errors).toEqual([{ code: 'server', status: 500, message: 'The API failed (500).' }])
    element.remove()
  })
})
