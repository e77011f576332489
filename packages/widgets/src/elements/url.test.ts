import { describe, expect, it } from 'vitest'
import { safeLinkUrl } from './url.ts'

describe('safeLinkUrl', () => {
  it('keeps http(s) and relative links', () => {
    expect(safeLinkUrl('https://crew.example/privacy')).toBe('https://crew.example/privacy')
    expect(safeLinkUrl('./training')).toBe('./training')
  })

  it('refuses script and other schemes, blanks and non-strings', () => {
    for (const hostile of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '', '   ', 42, null]) {
      expect(safeLinkUrl(hostile)).toBeUndefined()
    }
  })
})
