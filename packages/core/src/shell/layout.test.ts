import { beforeEach, describe, expect, it } from 'vitest'
import { $appUpdate } from '../app/update.ts'
import { $user } from '../auth/store.ts'
import { RouteName } from '../routes/table.ts'
import { $router } from '../routes/router.ts'
import { $noInternetOpen } from '../session/state.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { configureTestCrewPortal, stopNow, testUser } from '../test/index.ts'
import { $layout, layoutPlaceOf, navigateTo, openSettings } from './layout.ts'

beforeEach(() => {
  configureTestCrewPortal()
})

describe('the layout’s place for a route', () => {
  it.each([
    [RouteName.training, 'training'],
    [RouteName.trainingEvent, 'training'],
    [RouteName.library, 'library'],
    [RouteName.libraryFtoDocument, 'library'],
    [RouteName.accessPass, 'access-pass'],
    [RouteName.learning, undefined],
    [RouteName.userNotificationSettings, undefined]
  ])('%s marks the side nav’s %s entry', (route, entry) => {
    expect(layoutPlaceOf(route).navEntry).toBe(entry)
  })

  it('docks the no-internet dialog on the access pass only, where the pass must stay readable at the door', () => {
    expect(Object.values(RouteName).filter((route) => layoutPlaceOf(route).docksNoInternet)).toEqual([
      RouteName.accessPass
    ])
  })
})

describe('$layout', () => {
  it('gathers what the layout’s parts show, and follows each of them', () => {
    const stop = $layout.listen(() => undefined)
    expect($layout.get()).toMatchObject({
      user: null,
      buildNumber: '1.0.0-test',
      noInternet: false,
      loading: false,
      contexts: [],
      context: undefined,
      appUpdateWaiting: false
    })
    $user.set(testUser)
    $remoteConfiguration.set({
      ...$remoteConfiguration.get(),
      smsNotificationsEnabled: true,
      customerCareUrl: 'https://care.test/'
    })
    $noInternetOpen.set(true)
    $appUpdate.set({ apply: () => undefined })
    expect($layout.get()).toMatchObject({
      user: testUser,
      smsNotificationsEnabled: true,
      customerCareUrl: 'https://care.test/',
      noInternet: true,
      appUpdateWaiting: true
    })
    stopNow(stop)
  })
})

describe('what the layout’s elements ask for', () => {
  it('a side nav link opens its route, absolute or relative', () => {
    navigateTo('https://app.test/library')
    expect($router.get()?.route).toBe(RouteName.library)
    navigateTo('/access-pass')
    expect($router.get()?.route).toBe(RouteName.accessPass)
  })

  it('a relative link is relative to the app’s root, not to the detail page on screen', () => {
    configureTestCrewPortal({ href: 'https://app.test/training/evt-1' })
    navigateTo('./training')
    expect($router.get()).toMatchObject({ route: RouteName.training, params: {} })
    navigateTo('./library')
    expect($router.get()?.route).toBe(RouteName.library)
  })

  it('Settings opens the notification settings, told whether SMS notifications are enabled', () => {
    openSettings(true)
    expect($router.get()).toMatchObject({ route: RouteName.userNotificationSettings, search: { sms: 'on' } })
    openSettings(false)
    expect($router.get()).toMatchObject({ route: RouteName.userNotificationSettings, search: { sms: 'off' } })
  })
})
