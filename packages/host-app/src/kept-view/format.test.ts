import { KEPT_VIEW_KEY as CORE_KEPT_VIEW_KEY } from '@crew-portal/core'
import { describe, expect, it } from 'vitest'
import { KEPT_VIEW_KEY, keptAttribute, keptStyle, keptTag } from './format.ts'

// The paint script imports nothing of the core (it is a classic script of its own); the key the
// core's sign-in removes must still be the one it reads. The DOM is tested in Chromium
// (tests/embed/kept-view.test.js).
describe('the kept view format', () => {
  it('is stored under the key the core removes at sign-in', () => {
    expect(KEPT_VIEW_KEY).toBe(CORE_KEPT_VIEW_KEY)
  })

  it.each([
    ['href', '/training/42', true],
    ['href', '//evil.example/x', false],
    ['href', '/\\evil.example', false],
    ['href', 'javascript:alert(1)', false],
    ['href', 'https://evil.example', false],
    ['style', 'width: 40%', true],
    ['style', 'background: URL(x)', false],
    ['style', 'background: u\\72l(x)', false],
    ['onclick', 'x()', false],
    ['id', 'title', false],
    ['role', 'status', false],
    ['role', 'list', true],
    ['aria-labelledby', 'title', false],
    ['aria-label', 'Open', true],
    ['data-phase', 'next', true],
    ['data-x-', 'next', false],
    ['title', 'x'.repeat(2001), false]
  ])('%s="%s" may be kept: %s', (name, value, kept) => {
    expect(keptAttribute(name, value)).toBe(kept)
  })

  it('keeps HTML, SVG and the layout elements, and no other tag', () => {
    expect(
      ['div', 'path', 'crew-side-nav', 'script', 'iframe', 'img', 'style', 'dialog', 'crew-'].map(keptTag)
    ).toEqual(['html', 'svg', 'host', undefined, undefined, undefined, undefined, undefined, undefined])
  })

  it("links only the app's own style sheets", () => {
    expect(
      [
        '/assets/App-CO8EB-o4.css',
        '/assets/x.js',
        'https://evil.example/assets/a.css',
        '/assets/../x.css',
        '/other/a.css'
      ].map(keptStyle)
    ).toEqual([true, false, false, false, false])
  })
})
