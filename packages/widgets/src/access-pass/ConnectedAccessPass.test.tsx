import { resetCrewPortal } from '@crew-portal/core'
import {
  configureTestCrewPortal,
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
