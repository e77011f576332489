import { $banner, $features, featureFlag, showBanner } from '@crew-portal/core'
import { configureTestCrewPortal } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, fire, render } from '../test/render.tsx'
import { ConnectedBanner } from './ConnectedBanner.tsx'

beforeEach(() => {
  configureTestCrewPortal()
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
})
