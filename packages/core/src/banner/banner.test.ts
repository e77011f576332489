import { beforeEach, describe, expect, it } from 'vitest'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { configureTestCrewPortal, json, settleQueries, watch } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { REQUEST_TIME_LIMIT_MS } from '../http/api-fetch.ts'
import { $failedLoads } from '../query/query.ts'
import { $trainingEvents } from '../training/store.ts'
import { $features } from '../flags/client.ts'
import { reportRequestFailure } from '../http/events.ts'
import { $bannerItems, closeBanner, closeBannerItem, retryBannerItem } from './close.ts'
import { bannerClosing, bannerItems } from './list.ts'
import { $banner, BANNER_MESSAGE_MAX_LENGTH, clearBanner, showBanner } from './store.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('the banner (R-BANNER-1, R-BANNER-2)', () => {
  it('starts hidden', () => {
    expect($banner.get().isVisible).toBe(false)
  })

  it('becomes visible when a message arrives, critical by default', () => {
    showBanner('Something went wrong.')
    expect($banner.get()).toEqual({
      kind: 'critical',
      message: 'Something went wrong.',
      reason: 'other',
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

  it('cuts a message at BANNER_MESSAGE_MAX_LENGTH (far longer text takes the browser seconds to lay out)', () => {
    showBanner('x'.repeat(100_000))
    expect($banner.get().message).toHaveLength(BANNER_MESSAGE_MAX_LENGTH)
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

  it('closing an access-denied message logs out', async () => {
    showBanner('You do not have access to this page.', { reason: 'accessDenied' })
    await closeBanner()
    expect($banner.get().isVisible).toBe(false)
    expect(env.auth.signOuts).toBe(1)
    expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/analytics/logout'])
  })

  it('decides on the reason, not on the words: the same text for another reason does not log out', async () => {
    showBanner($remoteConfiguration.get().accessDeniedMessage, { reason: 'serverError' })
    await closeBanner()
    expect(env.auth.signOuts).toBe(0)
  })

  it('a 403 raised before the remote configuration arrives still logs out when closed', async () => {
    reportRequestFailure(new Error('403'), { url: 'https://api.test/api/v1/trainingevents', status: 403 })
    expect($banner.get()).toMatchObject({ isVisible: true, reason: 'accessDenied' })
    // The API's configuration arrives afterwards, with other words for the same denial.
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), accessDeniedMessage: 'Remote denial.' })
    await closeBanner()
    expect(env.auth.signOuts).toBe(1)
  })

  it('a failure shown before the remote configuration arrived takes its words once it does', () => {
    reportRequestFailure(new Error('500'), { url: 'https://api.test/api/v1/trainingevents', status: 500 })
    const builtIn = $banner.get().message
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), defaultErrorMessage: 'Configured words.' })
    expect($banner.get()).toMatchObject({ isVisible: true, reason: 'serverError', message: 'Configured words.' })
    expect(builtIn).not.toBe('Configured words.')
  })

  it('leaves a message raised since alone when the remote configuration arrives', () => {
    reportRequestFailure(new Error('500'), { url: 'https://api.test/api/v1/trainingevents', status: 500 })
    showBanner('A page said something else.')
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), defaultErrorMessage: 'Configured words.' })
    expect($banner.get().message).toBe('A page said something else.')
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

describe('the banner area list and its closing rule', () => {
  const notification = {
    kind: 'informative' as const,
    message: 'Simulator 4 is down.',
    reason: 'notification' as const,
    hideSuffix: true,
    hideContactUs: false
  }

  it('lists the visible message first, then the notifications not closed', () => {
    const shown = {
      kind: 'critical' as const,
      message: 'Oops.',
      reason: 'serverError' as const,
      isVisible: true,
      hideSuffix: false,
      hideContactUs: false
    }
    expect(bannerItems(shown, [notification], []).map((item) => item.message)).toEqual([
      'Oops.',
      'Simulator 4 is down.'
    ])
    expect(bannerItems({ ...shown, isVisible: false }, [notification], []).map((item) => item.message)).toEqual([
      'Simulator 4 is down.'
    ])
  })

  it('closing a notification hides it; closing a message clears it; only access denied logs out', () => {
    expect(bannerClosing(notification)).toEqual({ clears: 'notification', logsOut: false })
    expect(bannerClosing({ reason: 'serverError' })).toEqual({ clears: 'message', logsOut: false })
    expect(bannerClosing({ reason: 'accessDenied' })).toEqual({ clears: 'message', logsOut: true })
  })

  it('a closed system notification stays closed for this page, and the error message stays', async () => {
    $features.set({
      ...$features.get(),
      PilotWebGlobalNotification: {
        name: 'PilotWebGlobalNotification',
        isActive: true,
        value: { message: 'Holiday hours.', variant: 'global' }
      }
    })
    showBanner('Oops.', { reason: 'serverError' })
    const listed = $bannerItems.get()
    expect(listed.map((item) => [item.message, item.reason])).toEqual([
      ['Oops.', 'serverError'],
      ['Holiday hours.', 'notification']
    ])
    await closeBannerItem(listed[1]!)
    expect($bannerItems.get().map((item) => item.message)).toEqual(['Oops.'])
    expect(env.auth.signOuts).toBe(0)
  })
})

describe('Try again on the message of a failed load (R-BANNER-7)', () => {
  const shown = {
    kind: 'critical' as const,
    message: 'Something went wrong.',
    isVisible: true,
    hideSuffix: false,
    hideContactUs: false
  }

  it('is offered on the catalogue\u2019s other-error message while a failed load can ask again, never on access denied or a records 404', () => {
    expect(bannerItems({ ...shown, reason: 'serverError' }, [], [], true)[0]?.retry).toBe(true)
    expect(bannerItems({ ...shown, reason: 'serverError' }, [], [], false)[0]?.retry).toBeUndefined()
    expect(bannerItems({ ...shown, reason: 'accessDenied' }, [], [], true)[0]?.retry).toBeUndefined()
    expect(bannerItems({ ...shown, reason: 'notFound' }, [], [], true)[0]?.retry).toBeUndefined()
    expect(bannerItems({ ...shown, reason: 'other' }, [], [], true)[0]?.retry).toBeUndefined()
  })

  it('a load that hangs past the time limit says so with Try again, which asks again and takes the message away', async () => {
    env.fetch.handler = () => new Promise<Response>(() => undefined)
    const events = await watch($trainingEvents, { answered: false })
    await env.fetch.asked(1)
    env.clock.advance(REQUEST_TIME_LIMIT_MS)
    await settleQueries()
    const [message] = $bannerItems.get()
    expect(message).toMatchObject({ reason: 'serverError', retry: true })
    expect(message?.message).not.toMatch(/offline/i)

    env.fetch.handler = () => json([])
    retryBannerItem()
    expect($banner.get().isVisible).toBe(false)
    await settleQueries()
    expect(env.fetch.requests).toHaveLength(2)
    expect(events.value).toMatchObject({ data: [] })
    expect($failedLoads.get()).toEqual([])
    expect($bannerItems.get()).toEqual([])
    events.stop()
  })

  it('a failed load nobody watches any more is not asked again, and offers no Try again', async () => {
    env.fetch.handler = () => json({ message: 'down' }, 500)
    const events = await watch($trainingEvents)
    expect($bannerItems.get()[0]?.retry).toBe(true)
    events.stop()
    expect($failedLoads.get()).toEqual([])
    expect($bannerItems.get()[0]?.retry).toBeUndefined()
    retryBannerItem()
    await settleQueries()
    expect(env.fetch.requests).toHaveLength(1)
  })
})
