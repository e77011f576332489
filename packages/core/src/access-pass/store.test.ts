import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import { $banner } from '../banner/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { REQUEST_TIME_LIMIT_MS } from '../http/api-fetch.ts'
import { wasReported } from '../http/events.ts'
import { TIMEOUT_MESSAGE } from '../query/errors.ts'
import { LOGOUT_TIMESTAMP_KEY, logout } from '../session/logout.ts'
import { startSession } from '../session/start.ts'
import { $sessionExpired } from '../session/state.ts'
import { configureTestCrewPortal, createTestEnvironment, json, settleQueries, testUser, watch } from '../test/index.ts'
import type { TestEnvironment, Watched } from '../test/index.ts'
import { passWindow } from '@crew-portal/contract'
import { issueCredentialFor, testPassIssuer } from '../test/index.ts'
import type { TestPassIssuer } from '../test/index.ts'
import { passCredentialsSlice } from './credentials.ts'
import { $accessPass, accessPassOfflineSlice, refreshAccessPass } from './store.ts'
import { verifyPresentation } from './verify.ts'

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
  // The door code's credential has tests of its own below; here the API has none to give.
  env = configureTestCrewPortal({
    now: '2026-11-25T23:59:00Z',
    fetch: (request) => (request.url.includes('/credential') ? json({ message: 'none' }, 404) : answer())
  })
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
    // The pass clock ticks at each 15 s window: a minute and a bit later the window has opened.
    env.clock.advance(75_000)
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
    const next = createTestEnvironment({
      now: '2026-11-26T10:00:00Z',
      online: false,
      fetch: () => Promise.reject(new TypeError('Failed to fetch'))
    })
    next.localStorage.setItem(accessPassOfflineSlice.key, stored ?? '')
    configureCrewPortal(next)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({
      status: 'ready',
      passStatus: 'valid',
      offlineSince: '2026-11-25T23:59:00.000Z'
    })
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
    // Offline, nothing asked for a token (that could send the pilot to the identity provider) or the network.
    expect(next.auth.tokenRequests).toBe(0)
    expect(next.fetch.requests).toHaveLength(0)
  })

  it('online, a refresh that fails shows the offline pass as not refreshed, and offline only once the browser is (R-ERRORS-7)', async () => {
    await loadAccessPass()
    answer = () => json({ message: 'down' }, 500)
    refreshAccessPass()
    await settleQueries()
    expect($accessPass.get()).toMatchObject({
      status: 'ready',
      offlineSince: '2026-11-25T23:59:00.000Z',
      offlineBecause: 'notRefreshed'
    })
    env.setOnline(false)
    expect($accessPass.get()).toMatchObject({ status: 'ready', offlineBecause: 'offline' })
    env.setOnline(true)
    expect($accessPass.get().offlineBecause).toBe('notRefreshed')
  })

  it('a pass list that never answers ends at the time limit with the offline pass, not refreshed; Try again keeps it on screen and loads the pass', async () => {
    await loadAccessPass()
    const stored = env.localStorage.getItem(accessPassOfflineSlice.key) ?? ''
    page?.stop()
    page = undefined
    // The next visit, online, with a server that never answers.
    const next = createTestEnvironment({ now: '2026-11-26T10:00:00Z', fetch: () => new Promise(() => undefined) })
    next.localStorage.setItem(accessPassOfflineSlice.key, stored)
    configureCrewPortal(next)
    page = await watch($accessPass, { answered: false })
    // The pass list's call has gone (the offline pass's credential may be asked beside it).
    await vi.waitFor(() =>
      expect(next.fetch.requests.some((request) => new URL(request.url).pathname.endsWith('/accesspass'))).toBe(true)
    )
    expect($accessPass.get().status).toBe('loading')
    next.clock.advance(REQUEST_TIME_LIMIT_MS)
    await settleQueries()
    expect($accessPass.get()).toMatchObject({
      status: 'ready',
      offlineSince: '2026-11-25T23:59:00.000Z',
      offlineBecause: 'notRefreshed',
      error: { message: TIMEOUT_MESSAGE }
    })
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')

    let release!: (response: Response) => void
    next.fetch.handler = () => new Promise((resolve) => (release = resolve))
    refreshAccessPass()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    // Asking again does not take the pass off the screen at the door.
    expect($accessPass.get()).toMatchObject({ status: 'ready', offlineBecause: 'notRefreshed' })
    release(json([exampleAccessPass]))
    await settleQueries()
    expect($accessPass.get()).toMatchObject({ status: 'ready', offlineSince: null, offlineBecause: null })
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
  })

  it('shows an offline pass whose validity ended as expired', async () => {
    await loadAccessPass()
    const next = createTestEnvironment({ now: '2026-12-08T10:00:00Z', online: false })
    next.localStorage.setItem(accessPassOfflineSlice.key, env.localStorage.getItem(accessPassOfflineSlice.key) ?? '')
    configureCrewPortal(next)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'ready', passStatus: 'expired' })
  })

  it('keeps the copy for 30 days, for the pilot it was fetched for or a page that knows no account yet', async () => {
    await loadAccessPass()
    const offline = env.localStorage.getItem(accessPassOfflineSlice.key) ?? ''
    const offlineAt = (now: string, user?: typeof testUser | null) => {
      const next = createTestEnvironment({ now, online: false, ...(user === undefined ? {} : { user }) })
      next.localStorage.setItem(accessPassOfflineSlice.key, offline)
      configureCrewPortal(next)
      return loadAccessPass().then(() => $accessPass.get())
    }
    expect((await offlineAt('2026-12-24T23:00:00Z')).pass?.passId).toBe('PASS-1001')
    expect(await offlineAt('2026-12-25T23:59:01Z')).toMatchObject({ status: 'error', pass: null })
    expect(await offlineAt('2026-11-26T10:00:00Z', { ...testUser, email: 'someone.else@example.com' })).toMatchObject({
      pass: null
    })
    expect((await offlineAt('2026-11-26T10:00:00Z', null)).pass?.passId).toBe('PASS-1001')
  })

  it('logout removes the offline pass', async () => {
    await loadAccessPass()
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).not.toBeNull()
    await logout()
    expect(env.localStorage.getItem(accessPassOfflineSlice.key)).toBeNull()
    expect(accessPassOfflineSlice.get()).toBeNull()
  })

  it('is an error state when the API fails and there is no offline pass', async () => {
    answer = () => json({ message: 'down' }, 500)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'error', pass: null, error: { status: 500 } })
  })

  it('a 401 on the pass list opens the session dialog (R-SESSION-2)', async () => {
    answer = () => json({ message: 'expired' }, 401)
    await loadAccessPass()
    expect($accessPass.get().status).toBe('error')
    expect($sessionExpired.get()).toBe(true)
  })

  it('drops a tampered offline pass instead of showing it', () => {
    const next = createTestEnvironment()
    next.localStorage.setItem(
      accessPassOfflineSlice.key,
      JSON.stringify({
        v: 2,
        data: {
          savedAt: '2026-11-25T00:00:00Z',
          owner: 'bat.pilot@example.com',
          passes: [{ ...exampleAccessPass, photo: 'javascript:alert(1)' }]
        }
      })
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

describe('the offline pass and a logout in another tab', () => {
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

describe('the door code', () => {
  let issuer: TestPassIssuer
  const validPass = { ...exampleAccessPass, validFrom: '2026-11-20T00:00:00Z' }
  beforeEach(async () => {
    issuer = await testPassIssuer()
    answer = () => json([validPass])
    env = configureTestCrewPortal({
      now: '2026-11-25T12:00:03Z',
      fetch: async (request) => (await issueCredentialFor(request, issuer, [validPass])) ?? answer()
    })
  })

  const gate = (now = env.now()) => ({ keys: [issuer.key], now, seen: new Set<string>(), revoked: new Set<string>() })
  const presentation = () => $accessPass.get().presentation
  async function codeShown(): Promise<string> {
    await vi.waitFor(() => expect(presentation().status).toBe('ready'))
    const shown = presentation()
    if (shown.status !== 'ready') throw new Error('no code')
    return shown.code
  }

  it('on the first online visit makes a device key, registers it and signs the window: the gate lets it in', async () => {
    await loadAccessPass()
    const code = await codeShown()
    const credentialRequests = env.fetch.requests.filter((request) =>
      request.url.endsWith('/accesspass/PASS-1001/credential')
    )
    expect(credentialRequests).toHaveLength(1)
    expect(env.deviceKeys.keys.size).toBe(1)
    expect(passCredentialsSlice.get()).toMatchObject({
      owner: 'bat.pilot@example.com',
      credentials: { 'PASS-1001': { deviceId: 'dev-test-1' } }
    })
    // The private key is not extractable: nothing on the device can copy it out.
    const [pair] = [...env.deviceKeys.keys.values()]
    expect(pair?.privateKey.extractable).toBe(false)
    expect(await verifyPresentation(code, gate())).toMatchObject({
      valid: true,
      holder: { holderName: 'Alex Morgan', passId: 'PASS-1001' }
    })
    expect(presentation()).toMatchObject({ window: passWindow(env.now()), windowMs: 15_000 })
  })

  it('a new configuration prepares its own credential, even while the old one’s request never ends', async () => {
    env = configureTestCrewPortal({
      now: '2026-11-25T12:00:03Z',
      fetch: (request) => (request.url.includes('/credential') ? new Promise<Response>(() => undefined) : answer())
    })
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation().status).toBe('preparing'))
    env = configureTestCrewPortal({
      now: '2026-11-25T12:00:03Z',
      fetch: async (request) => (await issueCredentialFor(request, issuer, [validPass])) ?? answer()
    })
    await loadAccessPass()
    expect(await verifyPresentation(await codeShown(), gate())).toMatchObject({ valid: true })
  })

  it('signs a new code every 15 s window, and a second visit registers nothing', async () => {
    await loadAccessPass()
    const first = await codeShown()
    env.clock.advance(15_000)
    await vi.waitFor(() => expect(presentation()).toMatchObject({ window: passWindow(env.now()) }))
    const second = await codeShown()
    expect(second).not.toBe(first)
    // The first code, shown 45 s on (a screenshot), is stale at the gate; the live one is valid.
    env.clock.advance(30_000)
    expect(await verifyPresentation(first, gate())).toMatchObject({ valid: false, reason: 'stale' })
    refreshAccessPass()
    await settleQueries()
    expect(env.fetch.requests.filter((request) => request.url.includes('/credential'))).toHaveLength(1)
  })

  it('offline after a restart, still signs the window with the stored credential and the device key', async () => {
    await loadAccessPass()
    await codeShown()
    const next = createTestEnvironment({
      now: '2026-11-26T10:00:00Z',
      online: false,
      user: null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch'))
    })
    for (const slice of [accessPassOfflineSlice, passCredentialsSlice])
      next.localStorage.setItem(slice.key, env.localStorage.getItem(slice.key) ?? '')
    // The same browser profile: its key store survived the restart.
    next.deviceKeys.keys.clear()
    for (const [ref, pair] of env.deviceKeys.keys) next.deviceKeys.keys.set(ref, pair)
    configureCrewPortal(next)
    env = next
    await loadAccessPass()
    const code = await codeShown()
    expect(await verifyPresentation(code, gate(next.now()))).toMatchObject({ valid: true })
  })

  it('a copy of the stored credential in another profile, without the key, shows no code', async () => {
    await loadAccessPass()
    await codeShown()
    const thief = createTestEnvironment({
      now: '2026-11-25T12:01:00Z',
      online: false,
      user: null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch'))
    })
    for (const slice of [accessPassOfflineSlice, passCredentialsSlice])
      thief.localStorage.setItem(slice.key, env.localStorage.getItem(slice.key) ?? '')
    configureCrewPortal(thief)
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation()).toEqual({ status: 'unavailable', reason: 'other-device' }))
  })

  it('online, a credential whose key is gone is replaced with a new key', async () => {
    await loadAccessPass()
    await codeShown()
    env.deviceKeys.keys.clear()
    refreshAccessPass()
    await vi.waitFor(() => expect(env.deviceKeys.keys.size).toBe(1))
    const code = await codeShown()
    expect(await verifyPresentation(code, gate())).toMatchObject({ valid: true })
    expect(env.fetch.requests.filter((request) => request.url.includes('/credential'))).toHaveLength(2)
  })

  it('refuses a credential that is not for this pass or this key, and keeps nothing', async () => {
    const other = await testPassIssuer()
    const { testDevice } = await import('../test/index.ts')
    const stranger = await testDevice()
    env.fetch.handler = async (request) =>
      request.url.includes('/credential')
        ? json({
            passId: 'PASS-1001',
            deviceId: 'dev-test-1',
            credential: await other.issue(stranger.publicKey, { pid: 'PASS-1001' })
          })
        : answer()
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation()).toEqual({ status: 'unavailable', reason: 'failed' }))
    expect($accessPass.get().presentationError).toMatchObject({
      name: 'ResponseValidationError',
      path: 'body.credential'
    })
    expect(passCredentialsSlice.get()).toBeNull()
    // The pass says it; no banner for a pass that loaded.
    expect($accessPass.get().status).toBe('ready')
    expect($banner.get().isVisible).toBe(false)
  })

  it('a 401 on the credential request opens the session dialog, and no banner: the pass says the rest (R-ERRORS-6)', async () => {
    env.fetch.handler = (request) =>
      request.url.includes('/credential') ? json({ message: 'expired' }, 401) : answer()
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation()).toEqual({ status: 'unavailable', reason: 'failed' }))
    expect($sessionExpired.get()).toBe(true)
    expect($banner.get().isVisible).toBe(false)
    expect($accessPass.get().status).toBe('ready')
  })

  it('any other failure of the credential request shows no banner and no dialog: the pass says its door code failed', async () => {
    env.fetch.handler = (request) =>
      request.url.includes('/credential') ? json({ message: 'refused' }, 403) : answer()
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation()).toEqual({ status: 'unavailable', reason: 'failed' }))
    expect($sessionExpired.get()).toBe(false)
    expect($banner.get().isVisible).toBe(false)
    // The request told a partner's onError already: the element does not tell it again.
    expect(wasReported($accessPass.get().presentationError)).toBe(true)
  })

  it('says the door code failed when the key store fails', async () => {
    env.deviceKeys.failure = new Error('IndexedDB is not available')
    await loadAccessPass()
    await vi.waitFor(() => expect(presentation()).toEqual({ status: 'unavailable', reason: 'failed' }))
    expect(
      env.telemetry.records.some(
        (entry) => entry.kind === 'exception' && entry.properties?.source === 'pass-credential'
      )
    ).toBe(true)
    // No request reported it: the element tells a partner's onError.
    expect(wasReported($accessPass.get().presentationError)).toBe(false)
  })

  it('shows no code for an expired pass and asks for no credential', async () => {
    answer = () => json([{ ...validPass, validUntil: '2026-11-24T00:00:00Z' }])
    await loadAccessPass()
    expect($accessPass.get().passStatus).toBe('expired')
    expect(presentation()).toEqual({ status: 'none' })
    expect(env.fetch.requests.filter((request) => request.url.includes('/credential'))).toHaveLength(0)
  })

  it('logout tells the API to forget the device, then removes the key and the credential', async () => {
    await loadAccessPass()
    await codeShown()
    await logout()
    expect(env.fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toContain(
      'POST /api/v1/devices/dev-test-1/revoke'
    )
    expect(env.deviceKeys.keys.size).toBe(0)
    expect(env.localStorage.getItem(passCredentialsSlice.key)).toBeNull()
  })

  it('a 401 on the logout’s own calls opens nothing, neither the session dialog nor a banner: the pilot is leaving (R-ERRORS-5)', async () => {
    await loadAccessPass()
    await codeShown()
    env.fetch.handler = () => json({ message: 'expired' }, 401)
    await logout()
    expect(env.fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/analytics/logout', 'POST /api/v1/devices/dev-test-1/revoke'])
    )
    expect($sessionExpired.get()).toBe(false)
    expect($banner.get().isVisible).toBe(false)
    expect(env.deviceKeys.keys.size).toBe(0)
  })

  it('logout offline still removes the key and the credential', async () => {
    await loadAccessPass()
    await codeShown()
    env.setOnline(false)
    await logout()
    expect(env.fetch.requests.some((request) => request.url.includes('/revoke'))).toBe(false)
    expect(env.deviceKeys.keys.size).toBe(0)
  })

  it('a logout in another tab removes the key and the credential here too', async () => {
    startSession()
    await loadAccessPass()
    await codeShown()
    env.emitStorageChange({ key: LOGOUT_TIMESTAMP_KEY, newValue: '1795000000000' })
    await vi.waitFor(() => expect(env.auth.signOuts).toBe(1))
    expect(env.deviceKeys.keys.size).toBe(0)
    expect(env.localStorage.getItem(passCredentialsSlice.key)).toBeNull()
  })
})
