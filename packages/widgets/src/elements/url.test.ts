import { describe, expect, it } from 'vitest'
import { safeLinkUrl } from './url.ts'

describe('safeLinkUrl', () => {
  it('keeps https links, and paths on the page’s origin', () => {
    expect(safeLinkUrl('https://crew.example/privacy')).toBe('https://crew.example/privacy')
    expect(safeLinkUrl('/help#customer-care')).toBe('/help#customer-care')
    expect(safeLinkUrl('./training')).toBe(new URL('./training', document.baseURI).pathname)
  })

  it('refuses script and other schemes, blanks and non-strings', () => {
    for (const hostile of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '',
      '   ',
      42,
      null
    ]) {
      expect(safeLinkUrl(hostile)).toBeUndefined()
    }
  })

  it('refuses what the browser would still read as a script URL: a leading control character, a tab inside', () => {
    for (const hostile of [
      '\u0001javascript:alert(1)',
      '\u0000vbscript:x',
      '\u001fdata:text/html,<b>x</b>',
      'java\tscript:alert(1)',
      'vb\nscript:x',
      '\u2028javascript:alert(1)'
    ]) {
      expect(safeLinkUrl(hostile)).toBeUndefined()
    }
  })

  it('refuses another origin without https, and user information', () => {
    for (const other of [
      'http://crew.example/',
      '//evil.example/',
      '/\\evil.example/',
      'https://crew.example@evil.example/'
    ]) {
      expect(safeLinkUrl(other)).toBeUndefined()
    }
  })
})
