import { describe, expect, it } from 'vitest'
import { monitoringSummary } from './diagnostics.ts'

const KEY = '00000000-aaaa-bbbb-cccc-123456789abc'

describe('monitoringSummary', () => {
  it('is not configured without a connection string', () => {
    for (const value of [undefined, '', '   ']) {
      expect(monitoringSummary(value)).toEqual({ configured: false, ingestionOrigin: null })
    }
  })

  it('gives the ingestion origin and never the key', () => {
    const summary = monitoringSummary(`InstrumentationKey=${KEY};IngestionEndpoint=https://localhost:4284/v2/track`)
    expect(summary).toEqual({ configured: true, ingestionOrigin: 'https://localhost:4284' })
    expect(JSON.stringify(summary)).not.toContain(KEY)
  })

  it('reads keys case-insensitively and ignores pairs without a value separator', () => {
    expect(monitoringSummary(`junk;instrumentationkey=${KEY}; ingestionendpoint = http://127.0.0.1:9000/`)).toEqual({
      configured: true,
      ingestionOrigin: 'http://127.0.0.1:9000'
    })
  })

  it('has no origin for a missing, unreadable or non-web endpoint', () => {
    for (const endpoint of [
      '',
      'not a url',
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'file:///etc/passwd'
    ]) {
      expect(monitoringSummary(`InstrumentationKey=${KEY};IngestionEndpoint=${endpoint}`)).toEqual({
        configured: true,
        ingestionOrigin: null
      })
    }
    expect(monitoringSummary(`InstrumentationKey=${KEY}`)).toEqual({ configured: true, ingestionOrigin: null })
  })
})
