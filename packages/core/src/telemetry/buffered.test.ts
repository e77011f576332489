import { describe, expect, it } from 'vitest'
import { telemetryRecorder } from '../test/index.ts'
import { bufferedTelemetry } from './buffered.ts'

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
