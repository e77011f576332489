import { describe, expect, it } from 'vitest'
import { documentCookies } from './browser.ts'

/** A document whose cookie setter records what it was given. */
function fakeDocument(protocol: string): { cookie: string; location: Location; written: string[] } {
  const written: string[] = []
  return {
    written,
    location: { protocol } as Location,
    get cookie() {
      return 'HasPoppedUp=1; other=x%20y; broken=%E0%A4%A'
    },
    set cookie(value: string) {
      written.push(value)
    }
  }
}

describe('the page’s cookies', () => {
  it('are written Secure on https, SameSite=Lax, for the whole site', () => {
    const doc = fakeDocument('https:')
    documentCookies(doc).set('isBtnSatisfactionSurvey', '1')
    expect(doc.written).toEqual(['isBtnSatisfactionSurvey=1; path=/; SameSite=Lax; Secure'])
  })

  it('are not Secure on plain http (a browser would drop them)', () => {
    const doc = fakeDocument('http:')
    documentCookies(doc).set('HasPoppedUp', '0')
    expect(doc.written).toEqual(['HasPoppedUp=0; path=/; SameSite=Lax'])
  })

  it('are read by name and decoded', () => {
    const jar = documentCookies(fakeDocument('https:'))
    expect(jar.get('HasPoppedUp')).toBe('1')
    expect(jar.get('other')).toBe('x y')
    expect(jar.get('missing')).toBeUndefined()
    expect(jar.get('broken')).toBeUndefined()
  })
})
