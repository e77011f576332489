import { beforeEach, describe, expect, it } from 'vitest'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { configureTestCrewPortal } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { closeBanner } from './close.ts'
import { $banner, clearBanner, showBanner } from './store.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('the banner (SPEC 4)', () => {
  it('starts hidden', () => {
    expect($banner.get().isVisible).toBe(false)
  })

  it('becomes visible when a message arrives, critical by default', () => {
    showBanner('Something went wrong.')
    expect($banner.get()).toEqual({
      kind: 'critical',
      message: 'Something went wrong.',
      isVisible: true,
      hideSuffix: false,
      hideContactUs: false
    })
  })

  it('carries kind, hideSuffix and hideContactUs', () => {
    showBanner('Simulator maintenance on Friday.', { kind: 'informative', hideSuffix: true, hideContactUs: true })
    expect($banner.get()).toMatchObject({ kind: 'informative', hideSuffix: true, hideContactUs: true })
  })

  it('a blank message shows nothing and keeps what is shown', () => {
    showBanner('First')
    showBanner('   ')
    expect($banner.get().message).toBe('First')
  })

  it('keeps a script-looking message as plain text', () => {
    showBanner('<img src=x onerror=alert(1)>')
    expect($banner.get().message).toBe('<img src=x onerror=alert(1)>')
  })

  it('closing clears it', async () => {
    showBanner('Something went wrong.')
    await closeBanner()
    expect($banner.get()).toMatchObject({ isVisible: false, message: '' })
    expect(env.auth.signOuts).toBe(0)
  })

  it('closing the configured access-denied message logs out', async () => {
    showBanner('You do not have access to this page.')
    await closeBanner()
    expect($banner.get().isVisible).toBe(false)
    expect(env.auth.signOuts).toBe(1)
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/analytics/logout'])
  })

  it('compares with the access-denied message the API configured', async () => {
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), accessDeniedMessage: 'Remote denial.' })
    showBanner('You do not have access to this page.')
    await closeBanner()
    expect(env.auth.signOuts).toBe(0)
    showBanner('Remote denial.')
    await closeBanner()
    expect(env.auth.signOuts).toBe(1)
  })

  it('closing an already hidden banner does nothing', async () => {
    clearBanner()
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), accessDeniedMessage: '' })
    await closeBanner()
    expect(env.auth.signOuts).toBe(0)
  })

  it('a new configuration starts without a banner', () => {
    showBanner('Old')
    configureTestCrewPortal()
    expect($banner.get().isVisible).toBe(false)
  })
})
