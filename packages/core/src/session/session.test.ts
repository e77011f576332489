import { beforeEach, describe, expect, it, vi } from 'vitest'
import { $authState, $user, SIGNED_OUT_ELSEWHERE_KEY, initAuth, signIn } from '../auth/store.ts'
import { $banner } from '../banner/store.ts'
import { $isLoading } from '../http/loading.ts'
import {
  courseWareProgressSlice,
  propertyBagSlice,
  toggleFeaturesSlice,
  trainingPackageSlice,
  userSlice
} from '../persist/slices.ts'
import { FORM_DRAFTS_KEY, formDraftsSlice } from '../persist/drafts.ts'
import { preCheckInDraft } from '../pre-check-in/draft.ts'
import { EMPTY_PRE_CHECK_IN_FORM } from '../pre-check-in/form.ts'
import { configureTestCrewPortal, json, testUser } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { LOGOUT_TIMESTAMP_KEY, followLogoutFromOtherTab, logInAgain, logout } from './logout.ts'
import { retryConnection, startSession } from './start.ts'
import { $noInternetOpen, $online, $sessionExpired } from './state.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

/** Waits until the page has reloaded: following another tab's logout ends with the reload. */
const reloaded = () => vi.waitFor(() => expect(env.reloads).toBeGreaterThan(0))
/** A turn of the event loop: a logout would have begun; nothing must have. */
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Records, in order, every step of the logout sequence the environment can observe. */
function recordSteps(): string[] {
  const steps: string[] = []
  const handler = env.fetch.handler
  env.fetch.handler = (request) => {
    steps.push(`${request.method} ${new URL(request.url).pathname}`)
    return handler(request)
  }
  const { localStorage, sessionStorage, auth } = env
  const setItem = localStorage.setItem.bind(localStorage)
  localStorage.setItem = (key, value) => {
    steps.push(`localStorage.setItem ${key}`)
    setItem(key, value)
  }
  const clearLocal = localStorage.clear.bind(localStorage)
  localStorage.clear = () => {
    steps.push('localStorage.clear')
    clearLocal()
  }
  const clearSession = sessionStorage.clear.bind(sessionStorage)
  sessionStorage.clear = () => {
    steps.push('sessionStorage.clear')
    clearSession()
  }
  const signOut = auth.signOut.bind(auth)
  auth.signOut = async (options) => {
    steps.push('auth.signOut')
    await signOut(options)
  }
  const reload = env.location.reload
  env.location.reload = () => {
    steps.push('reload')
    reload()
  }
  $isLoading.listen((loading) => steps.push(`overlay ${loading ? 'shown' : 'hidden'}`))
  return steps
}

describe('connectivity (R-SESSION-1)', () => {
  it('going offline clears session-expired and opens the no-internet dialog', () => {
    startSession()
    $sessionExpired.set(true)
    env.setOnline(false)
    expect($online.get()).toBe(false)
    expect($sessionExpired.get()).toBe(false)
    expect($noInternetOpen.get()).toBe(true)
  })

  it('coming back online updates $online and leaves the dialog to TRY AGAIN', () => {
    startSession()
    env.setOnline(false)
    env.setOnline(true)
    expect($online.get()).toBe(true)
    expect($noInternetOpen.get()).toBe(true)
  })

  it('starting offline opens the dialog at once', () => {
    env.setOnline(false)
    startSession()
    expect($noInternetOpen.get()).toBe(true)
  })

  it('TRY AGAIN reloads the page', () => {
    retryConnection()
    expect(env.reloads).toBe(1)
  })

  it('the disposer stops listening', () => {
    const stop = startSession()
    stop()
    env.setOnline(false)
    expect($noInternetOpen.get()).toBe(false)
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1' })
    expect(env.reloads).toBe(0)
  })

  it('starting twice listens once', async () => {
    startSession()
    startSession()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1' })
    await reloaded()
    expect(env.reloads).toBe(1)
  })

  it('an old disposer does not stop a newer session', () => {
    const first = startSession()
    startSession()
    first()
    env.setOnline(false)
    expect($noInternetOpen.get()).toBe(true)
  })

  it('a new configuration stops the previous session’s listeners', () => {
    const old = env
    startSession()
    env = configureTestCrewPortal()
    old.setOnline(false)
    expect($noInternetOpen.get()).toBe(false)
  })
})

describe('logout in another tab (R-SESSION-4)', () => {
  it('reloads and logs out when the logout timestamp changes', async () => {
    startSession()
    const steps = recordSteps()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1763802000000' })
    await reloaded()
    // Signed out on this page before the reload: the reloaded page starts signed out, and no second
    // redirect to the identity provider races the reload.
    expect(steps).toEqual(['sessionStorage.clear', 'auth.signOut', 'reload'])
    expect(env.auth.lastSignOut).toEqual({ local: true })
    expect($authState.get()).toBe('signedOut')
  })

  it('does not echo: no analytic and no timestamp of its own', async () => {
    startSession()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1' })
    await reloaded()
    expect(env.fetch.requests).toEqual([])
    expect(env.localStorage.getItem(LOGOUT_TIMESTAMP_KEY)).toBeNull()
  })

  it('ignores other keys and the key being removed (storage cleared)', async () => {
    startSession()
    env.emitStorageChange({ key: 'something-else', newValue: '1' })
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: null })
    env.emitStorageChange({ key: null, newValue: null })
    await aTurn()
    expect(env.reloads).toBe(0)
    expect(env.auth.signOuts).toBe(0)
  })

  it('makes the next sign-in ask for credentials, once: the identity provider may still hold the session being ended', async () => {
    startSession()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1' })
    await reloaded()
    expect(env.sessionStorage.getItem(SIGNED_OUT_ELSEWHERE_KEY)).not.toBeNull()
    await signIn()
    expect(env.auth.lastSignIn).toEqual({ fresh: true })
    await signIn()
    expect(env.auth.lastSignIn).toBeUndefined()
    expect(env.auth.signIns).toBe(2)
  })

  it('a failing sign-out there is logged, not thrown', async () => {
    startSession()
    env.auth.signOut = () => Promise.reject(new Error('idp down'))
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1' })
    // The failure is logged after the reload, as the sequence gives up.
    await vi.waitFor(() => expect(env.telemetry.records).not.toHaveLength(0))
    expect(env.telemetry.records).toEqual([expect.objectContaining({ kind: 'exception', name: 'idp down' })])
    expect(env.reloads).toBe(1)
  })
})

describe('logout (R-SESSION-3)', () => {
  it('runs the steps in R-SESSION-3’s order', async () => {
    const steps = recordSteps()
    await logout()
    expect(steps).toEqual([
      'POST /api/v1/analytics/logout',
      `localStorage.setItem ${LOGOUT_TIMESTAMP_KEY}`,
      'overlay shown',
      'sessionStorage.clear',
      'localStorage.clear',
      'auth.signOut'
    ])
  })

  it('posts the analytic with the bearer token', async () => {
    await logout()
    expect(env.fetch.requests[0]?.headers.get('authorization')).toBe('Bearer test-token')
  })

  it('writes the timestamp other tabs listen for, from the environment’s clock', async () => {
    const written: string[] = []
    env.localStorage.setItem = (key, value) => void written.push(`${key}=${value}`)
    await logout()
    expect(written).toEqual([`${LOGOUT_TIMESTAMP_KEY}=${new Date('2026-11-22T09:00:00Z').getTime()}`])
  })

  it('clears both storages and signs out', async () => {
    env.sessionStorage.setItem('a', '1')
    env.localStorage.setItem('b', '2')
    await logout()
    expect(env.sessionStorage.data.size).toBe(0)
    expect(env.localStorage.data.size).toBe(0)
    expect(env.auth.signOuts).toBe(1)
    expect($user.get()).toBeNull()
  })

  it('a failed analytic is only logged: no banner, and the logout goes on', async () => {
    env.fetch.handler = () => json({ message: 'nope' }, 500)
    await logout()
    expect($banner.get().isVisible).toBe(false)
    expect(env.auth.signOuts).toBe(1)
    expect(env.telemetry.records.length).toBeGreaterThanOrEqual(1)
  })

  it('an analytic that cannot even be attempted is logged and the logout goes on', async () => {
    env.fetch.handler = () => Promise.reject(new TypeError('offline'))
    await logout()
    expect(env.auth.signOuts).toBe(1)
    expect(env.telemetry.records.some((record) => record.properties?.source === 'logout-analytic')).toBe(true)
  })

  it('keeps the overlay up while the identity provider takes over', async () => {
    await logout()
    expect($isLoading.get()).toBe(true)
  })

  it('the session dialog’s Log In clears session storage and logs out', async () => {
    const steps = recordSteps()
    await logInAgain()
    expect(steps[0]).toBe('sessionStorage.clear')
    expect(steps.at(-1)).toBe('auth.signOut')
    expect(steps).toContain('POST /api/v1/analytics/logout')
  })
})

describe('the persisted slices after a logout (R-STORE-2)', () => {
  function fillEverySlice(): void {
    initAuth()
    trainingPackageSlice.set({ selectedEventId: 'event-1', selectedPackageId: 'pkg-1' })
    toggleFeaturesSlice.set({ PilotWebGlobalNotification: { message: 'Maintenance', variant: 'global' } })
    propertyBagSlice.set({ isBat: true })
    courseWareProgressSlice.set([
      { coursewareId: 'c1', percent: 50, lastLocation: 'p3', updatedAt: '2026-11-22T09:00:00Z' }
    ])
    expect(env.sessionStorage.data.size).toBe(5)
  }

  function expectEverySliceInitial(): void {
    expect(userSlice.get()).toBeNull()
    expect(trainingPackageSlice.get()).toEqual({ selectedEventId: null, selectedPackageId: null })
    expect(toggleFeaturesSlice.get()).toEqual({})
    expect(propertyBagSlice.get()).toEqual({})
    expect(courseWareProgressSlice.get()).toEqual([])
    expect(env.sessionStorage.data.size).toBe(0)
  }

  it('logout returns every slice to its initial value, in memory and in storage', async () => {
    fillEverySlice()
    await logout()
    expectEverySliceInitial()
  })

  it('so does a logout in another tab', async () => {
    fillEverySlice()
    await followLogoutFromOtherTab()
    // Only the note that the next sign-in asks for credentials stays.
    env.sessionStorage.removeItem(SIGNED_OUT_ELSEWHERE_KEY)
    expectEverySliceInitial()
  })

  it('a logout the pilot chose removes the unsaved drafts; another tab’s logout too', async () => {
    fillEverySlice()
    preCheckInDraft('E1').write({ ...EMPTY_PRE_CHECK_IN_FORM, arrivalDate: '01-12-2026' })
    await logout()
    expect(formDraftsSlice.get()).toEqual({ owner: null, forms: {} })
    expectEverySliceInitial()
    env.auth.user = testUser
    fillEverySlice()
    preCheckInDraft('E1').write({ ...EMPTY_PRE_CHECK_IN_FORM, arrivalDate: '01-12-2026' })
    await followLogoutFromOtherTab()
    env.sessionStorage.removeItem(SIGNED_OUT_ELSEWHERE_KEY)
    expectEverySliceInitial()
  })

  it('an expired session keeps the drafts, and only them, for the same account’s next sign-in', async () => {
    fillEverySlice()
    const typed = { ...EMPTY_PRE_CHECK_IN_FORM, arrivalDate: '01-12-2026' }
    preCheckInDraft('E1').write(typed)
    await logInAgain()
    expect(env.auth.lastSignOut).toEqual({ expired: true })
    expect([...env.sessionStorage.data.keys()]).toEqual([FORM_DRAFTS_KEY])
    expect(env.localStorage.data.size).toBe(0)
    // The same pilot signs in again: the draft is back. Another pilot never sees it.
    env.auth.user = testUser
    initAuth()
    expect(preCheckInDraft('E1').read()).toEqual(typed)
    env.auth.user = { ...testUser, userId: 'someone-else', b2cId: 'someone-else' }
    initAuth()
    expect(preCheckInDraft('E1').read()).toBeUndefined()
  })
})
