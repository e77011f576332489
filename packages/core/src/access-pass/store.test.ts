import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import { configureCrewPortal } from '../environment/configure.ts'
import { LOGOUT_TIMESTAMP_KEY, logout } from '../session/logout.ts'
import { startSession } from '../session/start.ts'
import { configureTestCrewPortal, createTestEnvironment, json, settleQueries, testUser, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { $accessPass, ACCESS_PASS_TICK_MS, accessPassOfflineSlice, refreshAccessPass } from './store.ts'

let page: Watched<unknown> | undefined
afterEach(() => {
  page?.stop()
  page = undefined
})

/** The page watching the pass: the first call opens it, a later one waits for what a new configuration loads. */
async function loadAccessPass(): Promise<void> {
  if (page) await settleQueries()
  else page = await watch($accessPass)
}

let env: TestEnvironment
let answer: () => Response | Promise<Response>

beforeEach(() => {
  answer = () => json([exampleAccessPass])
  env = configureTestCrewPortal({ now: '2026-11-25T23:59:00Z', fetch: () => answer() })
})

describe('$accessPass', () => {
  it('is loading until watched and answered, then shows the pass with its status', async () => {
    expect($accessPass.get()).toMatchObject({ status: 'loading', pass: null, passStatus: null })
    expect(env.fetch.requests).toHaveLength(0)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'ready', passStatus: 'not-yet-valid', offlineSince: null })
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
  })

  it('is an empty state when the crew member has no pass', async () => {
    answer = () => json([])
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'ready', pass: null, passStatus: null })
  })

  it('turns valid by itself when its window opens while on screen', async () => {
    await loadAccessPass()
    expect($accessPass.get().passStatus).toBe('not-yet-valid')
    env.clock.advance(ACCESS_PASS_TICK_MS * 2)
    expect($accessPass.get().passStatus).toBe('valid')
    page?.stop()
    page = undefined
    expect(env.clock.pending()).toBe(0)
  })

  it('keeps the last pass on the device and shows it, as of when it was fetched, from a cold start without network', async () => {
    await loadAccessPass()
    expect(accessPassOfflineSlice.get()?.savedAt).toBe('2026-11-25T23:59:00.000Z')
    expect(env.sessionStorage.getItem(accessPassOfflineSlice.key)).toBeNull()
    const stored = env.localStorage.getItem(accessPassOfflineSlice.key)
    // A new tab or a restarted browser, offline: session storage is gone, local storage is not.
    const next = createTestEnvironment({ now: '2026-11-26T10:00:00Z', online: false, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    next.localStorage.setItem(accessPassOfflineSlice.key, stored ?? '')
    configureCrewPortal(next)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'ready', passStatus: 'valid', offlineSince: '2026-11-25T23:59:00.000Z' })
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
    // Offline, nothing asked for a token (that could send the pilot to the identity provider) or the network.
    expect(next.auth.tokenRequests).toBe(0)
    expect(next.fetch.requests).toHaveLength(0)
  })

  it('shows a kept pass whose validity ended as expired', async () => {
    await loadAccessPass()
    const next = createTestEnvironment({ now: '2026-12-08T10:00:00Z', online: false })
    next.localStorage.setItem(accessPassOfflineSlice.key, env.localStorage.getItem(accessPassOfflineSlice.key) ?? '')
    configureCrewPortal(next)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'ready', passStatus: 'expired' })
  })

  it('keeps the copy for 30 days, for the pilot it was fetched for or a page that knows no account yet', async () => {
    await loadAccessPass()
    const kept = env.localStorage.getItem(accessPassOfflineSlice.key) ?? ''
    const offlineAt = (now: string, user?: typeof testUser | null) => {
      const next = createTestEnvironment({ now, online: false, ...(user === undefined ? {} : { user }) })
      next.localStorage.setItem(accessPassOfflineSlice.key, kept)
      configureCrewPortal(next)
      return loadAccessPass().then(() => $accessPass.get())
    }
    expect((await offlineAt('2026-12-24T23:00:00Z')).pass?.passId).toBe('PASS-1001')
    expect(await offlineAt('2026-12-25T23:59:01Z')).toMatchObject({ status: 'error', pass: null })
    expect(await offlineAt('2026-11-26T10:00:00Z', { ...testUser, email: 'someone.else@example.com' })).toMatchObject({ pass: null })
    expect((await offlineAt('2026-11-26T10:00:00Z', null)).pass?.passId).toBe('PASS-1001')
  })

  it('logout removes the kept copy', async () => {
    await loadAccessPass()
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).not.toBeNull()
    await logout()
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).toBeNull()
    expect(accessPassOfflineSlice.get()).toBeNull()
  })

  it('is an error state when the API fails and nothing was kept', async () => {
    answer = () => json({ message: 'down' }, 500)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'error', pass: null, error: { status: 500 } })
  })

  it('drops a tampered kept copy instead of showing it', () => {
    const next = createTestEnvironment()
    next.localStorage.setItem(
      accessPassOfflineSlice.key,
      JSON.stringify({ v: 2, data: { savedAt: '2026-11-25T00:00:00Z', owner: 'bat.pilot@example.com', passes: [{ ...exampleAccessPass, photo: 'javascript:alert(1)' }] } })
    )
    configureCrewPortal(next)
    expect(accessPassOfflineSlice.get()).toBeNull()
  })

  it('runs one clock however many watch, and a new configuration stops it', async () => {
    await loadAccessPass()
    const second = await watch($accessPass)
    expect(env.clock.pending()).toBe(1)
    second.stop()
    configureTestCrewPortal()
    expect(env.clock.pending()).toBe(0)
  })

  it('keeps showing the pass while it reloads', async () => {
    await loadAccessPass()
    let release!: (response: Response) => void
    answer = () => new Promise((resolve) => (release = resolve))
    refreshAccessPass()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
    release(json([exampleAccessPass]))
    await settleQueries()
  })
})

describe('the kept pass and a logout in another tab', () => {
  it('is removed here too, even when this tab wrote it after the other tab cleared storage', async () => {
    const env = configureTestCrewPortal({ now: '2026-11-25T23:59:00Z', fetch: () => json([exampleAccessPass]) })
    startSession()
    await loadAccessPass()
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).not.toBeNull()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1795000000000' })
    await vi.waitFor(() => expect(env.auth.signOuts).toBe(1))
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).toBeNull()
    expect(accessPassOfflineSlice.get()).toBeNull()
  })
})
