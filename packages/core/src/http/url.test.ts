import { describe, expect, it } from 'vitest'
import { carriesToken, resolveApiUrl } from './url.ts'

describe('resolveApiUrl', () => {
  it.each([
    ['/api/v1/user', 'https://api.test', 'https://api.test/api/v1/user'],
    ['api/v1/user', 'https://api.test/', 'https://api.test/api/v1/user'],
    ['/api/v1/user', 'https://gw.test/crew', 'https://gw.test/crew/api/v1/user'],
    ['/api/v1/user?x=1', 'https://gw.test/crew//', 'https://gw.test/crew/api/v1/user?x=1'],
    ['https://other.test/x', 'https://api.test', 'https://other.test/x'],
    ['HTTP://other.test/x', 'https://api.test', 'http://other.test/x']
  ])('%s against %s -> %s', (path, base, expected) => {
    expect(resolveApiUrl(path, base).href).toBe(expected)
  })

  it('keeps a protocol-relative or odd path on the API origin', () => {
    expect(resolveApiUrl('//evil.test/x', 'https://api.test').origin).toBe('https://api.test')
  })
})

describe('carriesToken', () => {
  const base = 'https://api.test'
  it('only for the API origin', () => {
    expect(carriesToken(new URL('https://api.test/api/v1/user'), base)).toBe(true)
    expect(carriesToken(new URL('https://api.test.evil.test/api/v1/user'), base)).toBe(false)
    expect(carriesToken(new URL('https://evil.test/https://api.test/api/v1/user'), base)).toBe(false)
  })

  it('never for configuration/settings', () => {
    expect(carriesToken(new URL('https://api.test/api/v1/configuration/settings?x=1'), base)).toBe(false)
    expect(carriesToken(new URL('https://api.test/api/v1/CONFIGURATION/SETTINGS'), base)).toBe(false)
  })

  it('never when the API base is not a URL', () => {
    expect(carriesToken(new URL('https://api.test/api/v1/user'), 'nonsense')).toBe(false)
  })
})
