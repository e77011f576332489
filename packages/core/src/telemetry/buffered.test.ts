import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage, telemetryRecorder } from '../test/index.ts'
import { TELEMETRY_BUFFER_LIMIT, UNSENT_TELEMETRY_KEY, bufferedTelemetry } from './buffered.ts'

describe('bufferedTelemetry', () => {
  it('keeps what happens before monitoring loads and hands it over in order', () => {
    const buffer = bufferedTelemetry()
    buffer.trackEvent('first', { a: 1 })
    buffer.trackException(new Error('second'))
    buffer.trackTrace('third')
    const recorder = telemetryRecorder()
    buffer.attach(recorder)
    buffer.trackEvent('fourth')
    expect(recorder.records.map((record) => [record.kind, record.name])).toEqual([
      ['event', 'first'],
      ['exception', 'second'],
      ['trace', 'third'],
      ['event', 'fourth']
    ])
    expect(recorder.records[0]?.properties).toEqual({ a: 1 })
  })

  it('drops the oldest past its limit, so a page that never loads monitoring does not grow', () => {
    const buffer = bufferedTelemetry(2)
    buffer.trackEvent('one')
    buffer.trackEvent('two')
    buffer.trackEvent('three')
    const recorder = telemetryRecorder()
    buffer.attach(recorder)
    expect(recorder.events()).toEqual(['two', 'three'])
  })
})

describe('bufferedTelemetry, with the tab’s session storage', () => {
  function leftBehind() {
    const storage = new MemoryStorage()
    const page = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    page.trackEvent('Clicked', { where: 'nav' })
    page.trackException(Object.assign(new TypeError('settings broke'), { stack: 's'.repeat(9000) }), {
      source: 'settings'
    })
    page.trackTrace('Dropped a persisted slice')
    page.keepUnsent()
    return storage
  }

  it('keeps what a page leaves unsent, and the next page sends it once monitoring attaches, marked with when it occurred, then flushes', async () => {
    const storage = leftBehind()
    const next = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    expect(storage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull()
    next.trackEvent('Later')
    const recorder = telemetryRecorder()
    let flushes = 0
    next.attach({ ...recorder, flush: () => (flushes += 1) })
    await vi.waitFor(() => expect(recorder.records).toHaveLength(4))
    expect(recorder.records.map((record) => [record.kind, record.name])).toEqual([
      ['event', 'Later'],
      ['event', 'Clicked'],
      ['exception', 'settings broke'],
      ['trace', 'Dropped a persisted slice']
    ])
    expect(recorder.records[0]?.properties).toBeUndefined()
    expect(recorder.records[1]?.properties).toEqual({
      where: 'nav',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
    })
    const error = recorder.records[2]?.error as Error
    // A long stack is clipped, not a reason to lose the item.
    expect([error.name, error.stack?.length]).toEqual(['TypeError', 4000])
    expect(flushes).toBe(2)
  })

  it('a page left before monitoring loads keeps what the page before it left too', async () => {
    const storage = leftBehind()
    const second = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    second.trackTrace('Second page')
    second.keepUnsent()
    const third = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    const recorder = telemetryRecorder()
    third.attach(recorder)
    await vi.waitFor(() =>
      expect(recorder.records.map((record) => record.name)).toEqual([
        'Clicked',
        'settings broke',
        'Dropped a persisted slice',
        'Second page'
      ])
    )
  })

  it('keeps nothing once monitoring is attached, and forgets what it stored when the page was hidden and came back', () => {
    const storage = new MemoryStorage()
    const page = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    page.trackEvent('Before')
    page.keepUnsent()
    expect(storage.getItem(UNSENT_TELEMETRY_KEY)).not.toBeNull()
    page.attach(telemetryRecorder())
    expect(storage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull()
    page.trackEvent('After')
    page.keepUnsent()
    expect(storage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull()
  })

  it('sends nothing of a stored value it did not write, and keeps the items it can read', async () => {
    const hostile = [
      'not json',
      '{"kind":"event"}',
      '[not json]',
      JSON.stringify([
        { kind: 'event', text: 'x'.repeat(5000), properties: {} },
        { kind: 'script', text: 'alert(1)', properties: {} }
      ]),
      JSON.stringify([
        { kind: 'exception', error: { name: 'E', message: { toString: 1 }, stack: '' }, properties: {} }
      ]),
      JSON.stringify([{ kind: 'event', text: 'Kept', properties: { nested: { a: 1 } } }]),
      JSON.stringify([{ kind: 'event', text: 'Kept', properties: ['a'] }]),
      `[${'1,'.repeat(140 * 1024)}1]`
    ]
    for (const raw of hostile) {
      const storage = new MemoryStorage()
      storage.setItem(UNSENT_TELEMETRY_KEY, raw)
      const recorder = telemetryRecorder()
      await bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage).attach(recorder)
      expect(recorder.records).toEqual([])
      expect(storage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull()
    }
    const storage = new MemoryStorage()
    // A page's line it cannot read loses that page's items only.
    const lines = [
      JSON.stringify([
        { kind: 'trace', text: 'Good', properties: { n: 1 } },
        { kind: 'event', text: '', properties: {} }
      ]),
      '[not json',
      JSON.stringify([{ kind: 'event', text: 'Next page', properties: {} }])
    ]
    storage.setItem(UNSENT_TELEMETRY_KEY, lines.join('\n'))
    const recorder = telemetryRecorder()
    bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage).attach(recorder)
    await vi.waitFor(() =>
      expect(recorder.records).toEqual([
        { kind: 'trace', name: 'Good', properties: { n: 1 } },
        { kind: 'event', name: 'Next page', properties: {} }
      ])
    )
  })

  it('loses only the unsent items when storage refuses them, and never throws', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const page = bufferedTelemetry(TELEMETRY_BUFFER_LIMIT, storage)
    page.trackEvent('One')
    expect(() => page.keepUnsent()).not.toThrow()
    const recorder = telemetryRecorder()
    page.attach(recorder)
    expect(recorder.events()).toEqual(['One'])
  })
})
