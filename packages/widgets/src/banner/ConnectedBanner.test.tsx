import { $banner, $features, $trainingEvents, REQUEST_TIME_LIMIT_MS, featureFlag, showBanner } from '@crew-portal/core'
import { configureTestCrewPortal, json, settleQueries, watch } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, fire, render } from '../test/render.tsx'
import { ConnectedBanner } from './ConnectedBanner.tsx'

let env: ReturnType<typeof configureTestCrewPortal>
beforeEach(() => {
  env = configureTestCrewPortal()
})
afterEach(cleanup)

describe('ConnectedBanner', () => {
  it('shows the core banner and the global notification, and closing the banner clears it in the core', () => {
    const onClosed = vi.fn()
    const { container } = render(<ConnectedBanner onContactUs={vi.fn()} onClosed={onClosed} />)
    expect(container.textContent).toBe('')
    fire(() => {
      showBanner('Something went wrong.')
      $features.set({
        ...$features.get(),
        PilotWebGlobalNotification: featureFlag('PilotWebGlobalNotification', {
          message: 'Maintenance tonight',
          variant: 'global'
        })
      })
    })
    expect(container.querySelector('[data-kind="critical"]')?.textContent).toContain('Something went wrong.')
    expect(container.querySelector('[data-kind="global"]')?.textContent).toContain('Maintenance tonight')
    click(button('Close Error message'))
    expect($banner.get().isVisible).toBe(false)
    expect(onClosed).toHaveBeenCalledTimes(1)
    click(button('Close Announcement message'))
    expect(container.textContent).toBe('')
  })

  it('a load that hangs past the time limit: the message never says offline, and its Try again asks again (R-BANNER-7)', async () => {
    env.fetch.handler = () => new Promise<Response>(() => undefined)
    // A load no page shows an error for, as the side navigation's training events on most pages.
    const events = await watch($trainingEvents, { answered: false })
    const { container } = render(<ConnectedBanner onContactUs={vi.fn()} onClosed={vi.fn()} />)
    await env.fetch.asked(1)
    fire(() => env.clock.advance(REQUEST_TIME_LIMIT_MS))
    await settleQueries()
    const message = container.querySelector('[data-kind="critical"]')
    expect(message?.textContent).toContain('Something went wrong.')
    expect(message?.textContent).not.toMatch(/offline/i)
    env.fetch.handler = () => json([])
    click(button('Try again'))
    expect($banner.get().isVisible).toBe(false)
    await settleQueries()
    expect(events.value).toMatchObject({ data: [] })
    expect(env.fetch.requests).toHaveLength(2)
    expect(container.textContent).toBe('')
    events.stop()
  })
})
