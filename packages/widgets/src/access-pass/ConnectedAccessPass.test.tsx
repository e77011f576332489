import { resetCrewPortal } from '@crew-portal/core'
import { configureTestCrewPortal, exampleAccessPass, json, stopNow } from '@crew-portal/core/test'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup as unmountAll, render } from '../test/render.tsx'
import { AccessPassHost } from './host.tsx'

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
    const { container } = render(<AccessPassHost connected />)
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
    const { container } = render(<AccessPassHost connected container={element} />)
    await until(() => (container.textContent ?? '').includes('could not be loaded'))
    expect(container.querySelector('[part="error"]')?.getAttribute('role')).toBe('alert')
    expect(container.textContent).not.toContain('No access pass is available.')
    await until(() => errors.length > 0)
    expect(errors[0]).toEqual({ code: 'unauthorized', status: 401, message: 'The API refused the access token (401).' })
  })
})
