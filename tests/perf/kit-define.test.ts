// crew-define.js (a second version of the kit under its own names) keeps the loader's
// promise: a page fetches no element code before one of its tags appears. Read from the build
// `npm test` makes before Vitest; the elements' own budgets are in budgets.test.ts, and they count
// the small chunk of names every element shares with crew-define.js.
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { gzipSize, kb, lazyTargets, names, requireBuilt, staticClosure } from './bundles.ts'

const dist = fileURLToPath(new URL('../../packages/widgets/dist/', import.meta.url))
const KIT_ELEMENTS = ['crew-access-pass', 'crew-contact-card', 'crew-banner', 'crew-user-menu', 'crew-side-nav']
// The loader's budget (budgets.test.ts): crew-define.js is the same kind of file. Its chunk of names,
// which every element loads too, has a budget of its own (measurements: docs/benchmarks.md).
const DEFINE_BUDGET = 3 * 1024
const NAMES_BUDGET = 512

describe('crew-define.js', () => {
  it(`stays within ${kb(DEFINE_BUDGET)} gzip with what it imports, and loads no element before one of its tags appears`, () => {
    const define = staticClosure([requireBuilt(join(dist, 'crew-define.js'))])
    expect(names(define)).toEqual([
      'crew-define.js',
      expect.stringMatching(/^names-[\w-]{8}\.js$/) as unknown as string
    ])
    const bytes = gzipSize(define)
    expect(bytes, `crew-define.js: ${kb(bytes)} gzip against a budget of ${kb(DEFINE_BUDGET)}`).toBeLessThanOrEqual(
      DEFINE_BUDGET
    )
    // Later, on demand: the element files (the same ones the loader loads) and the kit-wide calls'
    // one implementation, the chunk the element files share.
    const targets = names(lazyTargets(define))
    expect(targets.filter((name) => /^configure-lazy-[\w-]{8}\.js$/.test(name))).toHaveLength(1)
    expect(targets.filter((name) => !/^configure-lazy-[\w-]{8}\.js$/.test(name))).toEqual(
      KIT_ELEMENTS.map((name) => `${name}.js`).sort()
    )
  })

  it(`shares its chunk of names (at most ${NAMES_BUDGET} B gzip) with every element, so both are one copy of the kit`, () => {
    const chunk = [...staticClosure([join(dist, 'crew-define.js')])].find((file) => basename(file).startsWith('names-'))
    expect(chunk).toBeDefined()
    const bytes = gzipSize([chunk ?? ''])
    expect(bytes, `${basename(chunk ?? '')}: ${bytes} B gzip`).toBeLessThanOrEqual(NAMES_BUDGET)
    for (const element of KIT_ELEMENTS)
      expect([...staticClosure([join(dist, `${element}.js`)])], element).toContain(chunk)
  })
})
