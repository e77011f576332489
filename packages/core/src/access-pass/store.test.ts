import { beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleAccessPass } from '../api/fixtures.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal, createTestEnvironment, json } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $accessPass, ACCESS_PASS_TICK_MS, accessPassOfflineSlice, loadAccessPass, startAccessPassClock } from './store.ts'

let env: TestEnvironment
let answer: () => Response | Promise<Response>

beforeEach(() => {
  answer = () => json([exampleAccessPass])
  env = configureTestCrewPortal({ now: '2026-11-25T23:59:00Z', fetch: () => answer() })
})

describe('$accessPass', () => {
  it('is idle before loading, then shows the pass with its status', async () => {
    expect($accessPass.get()).toMatchObject({ status: 'idle', pass: null, passStatus: null })
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
    const stop = startAccessPassClock()
    expect($accessPass.get().passStatus).toBe('not-yet-valid')
    env.clock.advance(ACCESS_PASS_TICK_MS * 2)
    expect($accessPass.get().passStatus).toBe('valid')
    stop()
    expect(env.clock.pending()).toBe(0)
  })

  it('keeps the last pass for the session and shows it, with since when, when the API cannot be reached', async () => {
    await loadAccessPass()
    expect(accessPassOfflineSlice.get()?.savedAt).toBe('2026-11-25T23:59:00.000Z')
    const stored = env.sessionStorage.getItem(accessPassOfflineSlice.key)
    // A page reload in the same tab: a new configuration reads the kept copy back.
    const next = createTestEnvironment({ now: '2026-11-26T10:00:00Z', fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    next.sessionStorage.setItem(accessPassOfflineSlice.key, stored ?? '')
    configureCrewPortal(next)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({
      status: 'ready',
      passStatus: 'valid',
      offlineSince: '2026-11-25T23:59:00.000Z',
      error: { message: 'You appear to be offline. Check your connection and try again.' }
    })
  })

  it('is an error state when the API fails and nothing was kept', async () => {
    answer = () => json({ message: 'down' }, 500)
    await loadAccessPass()
    expect($accessPass.get()).toMatchObject({ status: 'error', pass: null, error: { status: 500 } })
  })

  it('drops a tampered kept copy instead of showing it', () => {
    const next = createTestEnvironment()
    next.sessionStorage.setItem(
      accessPassOfflineSlice.key,
      JSON.stringify({ v: 1, data: { savedAt: '2026-11-25T00:00:00Z', passes: [{ ...exampleAccessPass, photo: 'javascript:alert(1)' }] } })
    )
    configureCrewPortal(next)
    expect(accessPassOfflineSlice.get()).toBeNull()
  })

  it('starting the clock twice keeps one timer, and a new configuration stops it', () => {
    startAccessPassClock()
    startAccessPassClock()
    expect(env.clock.pending()).toBe(1)
    configureTestCrewPortal()
    expect(env.clock.pending()).toBe(0)
  })

  it('keeps showing the pass while it reloads', async () => {
    await loadAccessPass()
    let release!: (response: Response) => void
    answer = () => new Promise((resolve) => (release = resolve))
    const reloading = loadAccessPass()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    expect($accessPass.get().pass?.passId).toBe('PASS-1001')
    release(json([exampleAccessPass]))
    await reloading
  })
})
