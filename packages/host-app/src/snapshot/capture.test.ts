import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { snapshotOnLeave } from './capture.ts'
import { SNAPSHOT_KEY } from './names.ts'
import type { Snapshot } from './format.ts'

let root: HTMLElement
let stop: () => void

function leave(): void {
  window.dispatchEvent(new Event('pagehide'))
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

const saved = (): Snapshot => JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot
const text = (view: Snapshot) => JSON.stringify(view.nodes)

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') })
  sessionStorage.clear()
  localStorage.setItem('msal.test.active-account-filters', JSON.stringify({ localAccountId: 'account-1' }))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  root = document.createElement('div')
  root.innerHTML = '<main class="page"><h1>Training</h1><p class="count" data-n="3">3 events</p></main>'
  document.body.append(root)
  stop = snapshotOnLeave(root, () => true)
})

afterEach(() => {
  stop()
  root.remove()
  localStorage.clear()
  vi.useRealTimers()
})

describe('snapshotOnLeave', () => {
  it('keeps the page once when a reload fires pagehide, then visibilitychange', () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem')
    leave()
    expect(writes.mock.calls.filter(([key]) => key === SNAPSHOT_KEY)).toHaveLength(1)
    expect(text(saved())).toContain('3 events')
    writes.mockRestore()
  })

  it('captures ahead at an idle moment: leaving with nothing changed writes that view', async () => {
    await vi.advanceTimersByTimeAsync(2000)
    const preparedAt = Date.now() - 2000
    await vi.advanceTimersByTimeAsync(60_000)
    leave()
    // Captured within the first two seconds, not as the page was left a minute later.
    expect(saved().savedAt).toBeLessThan(preparedAt + 2000)
    expect(text(saved())).toContain('3 events')
  })

  it('captures at the first idle moment, not a second later: a reload within the second only writes', async () => {
    const startedAt = Date.now()
    // Without requestIdleCallback (jsdom), the idle moment is 200 ms away.
    await vi.advanceTimersByTimeAsync(300)
    const captures = vi.spyOn(JSON, 'stringify')
    leave()
    expect(saved().savedAt).toBeLessThanOrEqual(startedAt + 300)
    expect(captures).not.toHaveBeenCalled()
    captures.mockRestore()
  })

  it('a change after the idle capture is what is saved: its text, its attributes, a new element', async () => {
    await vi.advanceTimersByTimeAsync(2000)
    const count = root.querySelector('.count')!
    count.textContent = '4 events'
    count.setAttribute('data-n', '4')
    root.querySelector('main')!.append(Object.assign(document.createElement('p'), { textContent: 'More to come' }))
    // Left before the next idle moment: captured at once.
    await vi.advanceTimersByTimeAsync(10)
    leave()
    expect(text(saved())).toContain('4 events')
    expect(text(saved())).toContain('"data-n":"4"')
    expect(text(saved())).toContain('More to come')
  })

  it('keeps again once the page has been shown since', async () => {
    leave()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    root.querySelector('h1')!.textContent = 'Training, again'
    await vi.advanceTimersByTimeAsync(10)
    leave()
    expect(text(saved())).toContain('Training, again')
  })

  it('forgets the snapshot when the page may not be saved as it is left (it is loading)', () => {
    root.querySelector('main')!.setAttribute('aria-busy', 'true')
    sessionStorage.setItem(SNAPSHOT_KEY, 'an older view')
    leave()
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).toBeNull()
  })
})
