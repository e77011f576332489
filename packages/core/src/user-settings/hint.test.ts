import { describe, expect, it } from 'vitest'
import { smsHintFrom } from './hint.ts'

describe('smsHintFrom', () => {
  it('reads on and off', () => {
    expect(smsHintFrom({ sms: 'on' })).toBe(true)
    expect(smsHintFrom({ sms: 'off' })).toBe(false)
  })

  it('gives no hint for anything else', () => {
    for (const sms of ['', 'ON', 'true', '1', '<script>']) expect(smsHintFrom({ sms })).toBeUndefined()
    expect(smsHintFrom({})).toBeUndefined()
    expect(smsHintFrom(JSON.parse('{"__proto__":{"sms":"on"}}') as Record<string, string>)).toBeUndefined()
  })
})
