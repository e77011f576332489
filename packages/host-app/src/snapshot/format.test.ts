import { SNAPSHOT_KEY as CORE_SNAPSHOT_KEY } from '@crew-portal/core'
import { describe, expect, it } from 'vitest'
import { SNAPSHOT_KEY, snapshotAttribute, snapshotStyle, snapshotTag } from './format.ts'

// The paint script imports nothing of the core (it is a classic script of its own); the key the
// core's sign-in removes must still be the one it reads. The DOM is tested in Chromium
// (tests/embed/snapshot.test.js).
describe('the snapshot format', () => {
  it('is stored under the key the core removes at sign-in', () => {
    expect(SNAPSHOT_KEY).toBe(CORE_SNAPSHOT_KEY)
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
  ])('%s="%s" may be saved: %s', (name, value, allowed) => {
    expect(snapshotAttribute(name, value)).toBe(allowed)
  })

  it('keeps HTML, SVG and the layout elements, and no other tag', () => {
    expect(
      ['div', 'path', 'crew-side-nav', 'script', 'iframe', 'img', 'style', 'dialog', 'crew-'].map(snapshotTag)
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
      ].map(snapshotStyle)
    ).toEqual([true, false, false, false, false])
  })
})
